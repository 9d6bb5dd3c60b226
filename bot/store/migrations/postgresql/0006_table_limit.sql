-- The most live games and open tables a server allows at once (see the SQLite file).
ALTER TABLE guild_settings ADD COLUMN table_limit INTEGER
    CHECK (table_limit IS NULL OR table_limit > 0);
