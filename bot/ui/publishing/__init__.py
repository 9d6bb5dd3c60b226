"""Keeping each game's messages in step with the game: the publisher, the board answered by a
click, pings, summaries, the channel calls' pace."""
