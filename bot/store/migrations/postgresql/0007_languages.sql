-- The language of a server's public messages and of each player's own (see the SQLite file).
ALTER TABLE guild_settings ADD COLUMN language TEXT;
ALTER TABLE player_settings ADD COLUMN language TEXT;
