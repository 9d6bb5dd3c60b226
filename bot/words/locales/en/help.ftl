# /sho help: how to start, then every command by what it is for (cogs/help.py).

help-title = How to play Sho
# $new, $move, $rules: the commands, as mentions people can click.
help-start = 1. **Start:** { $new } opens a table in a channel. Friends click **Join**; the host clicks **Start**, and the computer fills any empty seat.
help-play = 2. **Play:** on your turn click **Throw**, then the move you want (or type { $move }). A kill or a stack earns another throw; bring all nine coins home first to win.
help-learn = 3. **Learn:** { $rules } teaches the game page by page.
# A heading over a group of commands.
help-group = { $group ->
        [play] **Play**
        [standings] **Standings and past games**
        [settings] **Settings**
       *[more] **More**
    }
# One command: $command is the command (a mention), $description what it does.
help-line = { $command } · { $description }
