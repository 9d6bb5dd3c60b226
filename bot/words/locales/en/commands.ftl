# The words of the /sho commands in Discord's command picker: each command's description, its
# options' descriptions and choices (cogs/described.py). Key: command-<name>[-<option>].
# Discord allows 100 characters for each.

command-sho = Play Sho, the Tibetan and Sherpa dice race

# The game (cogs/game_lobby.py, game_turn.py, game_admin.py) and help (cogs/help.py).
command-new = Open a table of Sho in this channel
command-new-players = Seats at the table, computers included (2-4)
command-new-computers = How many of the seats the computer plays
command-new-level = How well the computers play (default: the server's)
command-new-rules = Whose rules: the table's, the SHO app's or Lhasa's (default: the server's)
command-new-turn-minutes = Minutes a player has for a turn before the computer plays it
command-join = Take a seat at the table in this channel
command-leave = Leave the table (in a game, a computer plays on)
command-start = Start now; computers fill the empty seats
command-swap = Swap two seats before the start (host)
command-swap-first = A seat number
command-swap-second = Another seat number
command-games = The live games and open tables of this server
command-throw = Throw the dice (when it is your turn)
command-move = Make a move for your throw
command-move-move = The move to make (start typing to see them)
command-back = Take your seat back from the computer
command-board = Post the board again at the bottom
command-end = End the game here (host or Manage Server)
command-kick = Hand a player's seat to the computer (it counts as lost for them only if a moderator does it)
command-kick-player = The player to remove
command-help = Every Sho command on one screen
