# /sho export: a finished game as a JSON file (cogs/community.py).

# The message the file comes with.
export-sent = Game #{ $game } as a file: its seats, settings, every throw and move, and the position before each throw.

## The command in Discord's command picker (cogs/described.py)

command-export = A finished game as a JSON file, privately
command-export-game = The game's number (see /sho history)

## The button under a finished game's summary (bot/ui/review/export.py)

export-button = Export
