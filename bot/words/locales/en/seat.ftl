# A person's own seat in a game under way (cogs/game_lobby.py, bot/ui/table/confirm_buttons.py).

# /sho leave in a game under way asks first: leaving cannot be undone.
seat-leave-question = Leave this game? The computer plays your seat from now on, and the game counts as lost for you.
seat-leave-yes = Yes, leave the game

# What they alone are told when they click a button of the board; I'm back comes with it
# (and, once they press it, play.ftl's welcome back).
seat-away-note = You are away: the computer is playing your seat. Press I'm back to play again.

# The Resign button on the board of a rated game of two asks first: it ends the game.
seat-resign-question = Resign this game? It ends now: the other player wins, and it counts as lost for you.
