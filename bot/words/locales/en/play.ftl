# What the turn's commands tell the person who used them (cogs/game_turn.py).

# $dice: the throw, as the log writes it.
play-thrown = You threw { $dice }: choose your move on the board, or with /sho move.
# When the log has no line to say instead (it always has one after a throw or a move).
play-thrown-plainly = Thrown.
play-moved-plainly = Moved.
play-back = Welcome back! Your seat is yours again.
play-reposted = Here it is again, at the bottom of the channel.
