# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# A person's own seat in a game under way (cogs/game_lobby.py, bot/ui/table/confirm_buttons.py).

# /sho leave in a game under way asks first: leaving cannot be undone.
seat-leave-question = རྩེད་མོ་འདི་ནས་ཐོན་ངེས་སམ། ད་ནས་ཁྱེད་ཀྱི་སྡོད་ས་{ -computer }་ཀྱིས་རྩེ། རྩེད་མོ་འདི་ཁྱེད་ལ་ཕམ་པར་རྩིས།
seat-leave-yes = ལགས་སོ། རྩེད་མོ་ནས་ཐོན།

# What they alone are told when they click a button of the board; I'm back comes with it
# (and, once they press it, play.ftl's welcome back).
seat-away-note = ཁྱེད་མི་འདུག་པས་ཁྱེད་ཀྱི་སྡོད་ས་{ -computer }་ཀྱིས་རྩེ་བཞིན་པ། ཡང་བསྐྱར་རྩེ་བར་ “ང་ལོག་བྱུང་” ལ་ནོན།

# The Resign button on the board of a rated game of two asks first: it ends the game.
seat-resign-question = རྩེད་མོ་འདི་ཕམ་ཁས་ལེན་ངེས་སམ། རྩེད་མོ་ད་ལྟ་མཇུག་རྫོགས་ཏེ་རྩེད་ཟླ་རྒྱལ། ཁྱེད་ལ་ཕམ་པར་རྩིས།
