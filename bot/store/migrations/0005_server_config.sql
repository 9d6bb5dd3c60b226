-- A server's own defaults for new games (issue 14): the rules (a preset and its options, as the
-- engine's options JSON), the computers' level, where games may start (a JSON list of channel
-- ids, empty for every channel), whether new games open in a thread, whether turns ping, and a
-- role that may end games and remove players besides Manage Server. NULL keeps the bot's default,
-- so a server configured before keeps exactly what it had. Each player's own choice about being
-- pinged for their turn lives in player_settings.
ALTER TABLE guild_settings ADD COLUMN preset TEXT;
ALTER TABLE guild_settings ADD COLUMN options TEXT CHECK (options IS NULL OR json_valid(options));
ALTER TABLE guild_settings ADD COLUMN computer_level TEXT;
ALTER TABLE guild_settings ADD COLUMN game_channels TEXT NOT NULL DEFAULT '[]'
    CHECK (json_valid(game_channels));
ALTER TABLE guild_settings ADD COLUMN threads INTEGER NOT NULL DEFAULT 0 CHECK (threads IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN turn_pings INTEGER NOT NULL DEFAULT 1
    CHECK (turn_pings IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN moderator_role_id INTEGER;

CREATE TABLE player_settings (
    user_id    INTEGER PRIMARY KEY,
    turn_pings INTEGER NOT NULL DEFAULT 1 CHECK (turn_pings IN (0, 1))
);
