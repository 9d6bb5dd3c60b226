"""A server's settings for new games: the /sho config panel."""
