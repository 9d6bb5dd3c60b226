# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho export: a finished game as a JSON file (cogs/community.py).

# The message the file comes with.
export-sent = ཡིག་ཆའི་ནང་རྩེད་མོ་ #{ $game }། སྡོད་ས། སྒྲིག་འགོད། { -throw(form: "noun") }་དང་སྤོ་བ་ཚང་མ། { -throw(form: "noun") }་རེའི་སྔོན་གྱི་གནས་སྟངས་བཅས།

## The command in Discord's command picker (cogs/described.py)

command-export = མཇུག་བསྒྲིལ་བའི་རྩེད་མོ་ཞིག JSON ཡིག་ཆར་སྒེར་དུ་ལེན།
command-export-game = རྩེད་མོའི་ཨང་། (/sho history ལ་ལྟོས།)

## The button under a finished game's summary (bot/ui/review/export.py)

export-button = ཕྱིར་འདྲེན
