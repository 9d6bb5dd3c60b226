# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The private questions of /sho end and /sho kick, above their confirming button
# (cogs/game_admin.py; the button and its answer are in buttons.ftl).

admin-end-question = རྩེད་མོ་འདི་ཚང་མའི་ཆེད་དུ་མཇུག་སྒྲིལ་ངེས་སམ། སུས་ཀྱང་{ -victory }་མི་ཐོབ།
# $user: the player's id (a mention, which pings nobody here).
admin-kick-question-counted = <@{ $user }> ལགས་ཀྱི་སྡོད་ས་{ -computer }་ལ་སྤྲོད་དམ། རྩེད་མོ་འདི་ཁོང་ལ་ཕམ་པར་རྩིས།
admin-kick-question-not-counted = <@{ $user }> ལགས་ཀྱི་སྡོད་ས་{ -computer }་ལ་སྤྲོད་དམ། ཁྱེད་དོ་དམ་པ་མིན་པས་རྩེད་མོ་འདི་ཁོང་ལ་མི་རྩིས།
