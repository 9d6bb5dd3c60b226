# This Tibetan translation is a draft by the Sho bot's developers and awaits review by a native speaker. To send corrections, see docs/translating.md.

# /sho help: every command on one screen (cogs/help.py).

help-title = { -sho }་བཀའ་ཚིག
# One command: $usage is how it is typed (`/sho swap <first> <second>`), $description what it does.
help-line = `{ $usage }`: { $description }
help-footer = <option> ངེས་པར་དུ་འགོད་དགོས། [option] མ་བཀོད་ཀྱང་ཆོག
