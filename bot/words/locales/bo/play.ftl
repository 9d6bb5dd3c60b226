# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# What the turn's commands tell the person who used them (cogs/game_turn.py).

# $dice: the throw, as the log writes it.
play-thrown = ཁྱེད་ཀྱིས་{ -throw(form: "past") }། { $dice } ། རེའུ་མིག་ཐོག་གམ་ /sho move ཡིས་སྤོ་ཐབས་འདེམས།
# When the log has no line to say instead (it always has one after a throw or a move).
play-thrown-plainly = { -throw(form: "past") }།
play-moved-plainly = སྤོས་ཟིན།
play-back = ལོག་ཡོང་བར་དགའ་བསུ་ཞུ། ཁྱེད་ཀྱི་སྡོད་ས་ཡང་བསྐྱར་ཁྱེད་ཀྱི་རེད།
play-reposted = འདི་ཡིན། བརྒྱུད་ལམ་གྱི་འོག་ཏུ་ཡང་བསྐྱར་བཀོད་ཡོད།
