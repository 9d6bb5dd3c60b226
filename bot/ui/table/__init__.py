"""A table in Discord: the lobby, the board and its buttons, choosing a move, the confirmations."""
