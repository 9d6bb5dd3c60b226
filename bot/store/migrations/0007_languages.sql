-- The language a server speaks in public and the one each player chose for what only they see
-- (issue 37), as a locale's name (en, bo, ne, zh-CN). NULL: not chosen, so every server and
-- player stored before follows the bot's default (SHO_LANGUAGE) and Discord's locale.
ALTER TABLE guild_settings ADD COLUMN language TEXT;
ALTER TABLE player_settings ADD COLUMN language TEXT;
