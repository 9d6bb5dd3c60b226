-- The most live games and open tables a server allows at once (issue 34), set in /sho config.
-- NULL keeps the bot's default, so every server configured before gets it.
ALTER TABLE guild_settings ADD COLUMN table_limit INTEGER
    CHECK (table_limit IS NULL OR table_limit > 0);
