"""The server's players: standings, stats, history, and the bot's welcome."""
