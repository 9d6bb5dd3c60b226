# /sho help: every command on one screen (cogs/help.py).

help-title = Sho commands
# One command: $usage is how it is typed (`/sho swap <first> <second>`), $description what it does.
help-line = `{ $usage }`: { $description }
help-footer = <option> must be given; [option] may be left out.
