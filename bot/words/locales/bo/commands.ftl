# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# The words of the /sho commands in Discord's command picker: each command's description, its
# options' descriptions and choices (cogs/described.py). Key: command-<name>[-<option>].
# Discord allows 100 characters for each.

command-sho = བོད་དང་ཤར་པའི་ཤོ་རྒྱུག་འགྲན་རྩེད་མོ་རྩེ།

# The game (cogs/game_lobby.py, game_turn.py, game_admin.py) and help (cogs/help.py).
command-new = བརྒྱུད་ལམ་འདིར་{ -sho }་ཅོག་ཙེ་ཞིག་ཁ་འབྱེད
command-new-players = ཅོག་ཙེའི་སྡོད་ས། { -computer }་ཡང་ཚུད། (2-4)
command-new-computers = སྡོད་ས་ག་ཚོད་{ -computer }་ཀྱིས་རྩེ་བ
command-new-level = { -computer }་ཇི་ཙམ་ལེགས་པོ་རྩེ་བ (རང་བཞིན། ཞབས་འཕྲུལ་གྱི)
command-new-rules = སུའི་སྒྲིག་གཞི། ཅོག་ཙེ། SHO app ཡང་ན་ལྷ་ས། (རང་བཞིན། ཞབས་འཕྲུལ་གྱི)
command-new-turn-minutes = { -computer }་ཀྱིས་མ་རྩེ་གོང་རྩེད་མོ་བ་ལ་རེས་རེར་ཐོབ་པའི་སྐར་མ
command-join = བརྒྱུད་ལམ་འདིའི་ཅོག་ཙེར་སྡོད་ས་ལོང་
command-leave = ཅོག་ཙེ་ནས་ཐོན། (རྩེད་མོའི་ནང་ཡིན་ན་{ -computer }་ཀྱིས་མུ་མཐུད་རྩེ།)
command-start = ད་ལྟ་འགོ་འཛུགས། སྡོད་ས་སྟོང་པར་{ -computer }་འཇོག
command-swap = འགོ་མ་ཚུགས་གོང་སྡོད་ས་གཉིས་བརྗེ། (གཙོ་སྐྱོང་བ)
command-swap-first = སྡོད་སའི་ཨང་ཞིག
command-swap-second = སྡོད་སའི་ཨང་གཞན་ཞིག
command-games = ཞབས་འཕྲུལ་འདིའི་རྩེ་བཞིན་པའི་རྩེད་མོ་དང་ཁ་ཕྱེ་བའི་ཅོག་ཙེ
command-throw = { -throw(form: "imperative") }། (ཁྱེད་ཀྱི་རེས་ཡིན་ན)
command-move = ཁྱེད་ཀྱི་{ -throw(form: "noun") }་ལ་སྤོ་བ་ཞིག་བྱེད
command-move-move = བྱེད་རྒྱུའི་སྤོ་བ། (ཡི་གེ་བྲིས་ན་མཐོང་)
command-back = { -computer }་ནས་རང་གི་སྡོད་ས་ཕྱིར་ལོང་
command-board = རེའུ་མིག་འོག་ཏུ་ཡང་བསྐྱར་འགོད
command-end = རྩེད་མོ་འདི་མཇུག་སྒྲིལ། (གཙོ་སྐྱོང་བའམ་ Manage Server)
command-kick = རྩེད་མོ་བ་ཞིག་གི་སྡོད་ས་{ -computer }་ལ་སྤྲོད། (དོ་དམ་པས་བྱས་ན་ཁོང་ལ་ཕམ་པར་རྩིས།)
command-kick-player = ཕྱིར་འབུད་རྒྱུའི་རྩེད་མོ་བ
command-help = { -sho }་བཀའ་ཚིག་ཚང་མ་ངོས་གཅིག་ཐོག
