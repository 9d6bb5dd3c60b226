-- A server's own defaults for new games and each player's settings (see the SQLite file).
ALTER TABLE guild_settings
    ADD COLUMN preset TEXT,
    ADD COLUMN options TEXT,
    ADD COLUMN computer_level TEXT,
    ADD COLUMN game_channels TEXT NOT NULL DEFAULT '[]',
    ADD COLUMN threads INTEGER NOT NULL DEFAULT 0 CHECK (threads IN (0, 1)),
    ADD COLUMN turn_pings INTEGER NOT NULL DEFAULT 1 CHECK (turn_pings IN (0, 1)),
    ADD COLUMN moderator_role_id BIGINT;

CREATE TABLE player_settings (
    user_id    BIGINT PRIMARY KEY,
    turn_pings INTEGER NOT NULL DEFAULT 1 CHECK (turn_pings IN (0, 1))
);
