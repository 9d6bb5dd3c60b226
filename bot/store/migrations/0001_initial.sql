-- The first schema: games with their seats and action record, finished results, guild settings.
-- Times are unix seconds (REAL); user, guild, channel and message ids are Discord snowflakes (INTEGER).
-- Migrations hold no BEGIN/COMMIT: the runner wraps each file in one transaction.

CREATE TABLE games (
    id                   INTEGER PRIMARY KEY,
    guild_id             INTEGER NOT NULL,
    channel_id           INTEGER NOT NULL,  -- where the game was started (the lobby)
    board_channel_id     INTEGER,           -- the channel or thread holding the board
    board_message_id     INTEGER,
    host_id              INTEGER NOT NULL,
    status               TEXT    NOT NULL
        CHECK (status IN ('lobby', 'active', 'paused', 'finished', 'cancelled', 'broken')),
    players              INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    computer_level       TEXT,
    options              TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
    turn_seconds         INTEGER NOT NULL CHECK (turn_seconds > 0),
    snapshot             TEXT CHECK (snapshot IS NULL OR json_valid(snapshot)),
    version              INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0),
    deadline             REAL,
    reminded             INTEGER NOT NULL DEFAULT 0 CHECK (reminded IN (0, 1)),
    created_at           REAL    NOT NULL,
    updated_at           REAL    NOT NULL,
    last_human_action_at REAL,
    broken_reason        TEXT
);

CREATE INDEX games_live_by_channel ON games (channel_id)
    WHERE status IN ('lobby', 'active', 'paused');
CREATE INDEX games_live_by_board_channel ON games (board_channel_id)
    WHERE status IN ('lobby', 'active', 'paused');
CREATE INDEX games_by_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id        INTEGER,
    display_name   TEXT    NOT NULL,
    is_computer    INTEGER NOT NULL CHECK (is_computer IN (0, 1)),
    computer_level TEXT,
    missed_turns   INTEGER NOT NULL DEFAULT 0 CHECK (missed_turns >= 0),
    away           INTEGER NOT NULL DEFAULT 0 CHECK (away IN (0, 1)),
    PRIMARY KEY (game_id, seat),
    CHECK ((is_computer = 1) = (user_id IS NULL))
) WITHOUT ROWID;

CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

CREATE TABLE game_actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    user_id    INTEGER,
    payload    TEXT    NOT NULL CHECK (json_valid(payload)),
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE results (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    winner_side INTEGER NOT NULL CHECK (winner_side BETWEEN 0 AND 2),
    finished_at REAL    NOT NULL
);

CREATE TABLE result_seats (
    game_id INTEGER NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id INTEGER,
    side    INTEGER NOT NULL CHECK (side BETWEEN 0 AND 2),
    won     INTEGER NOT NULL CHECK (won IN (0, 1)),
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE UNIQUE INDEX result_seats_one_per_user ON result_seats (game_id, user_id)
    WHERE user_id IS NOT NULL;
CREATE INDEX result_seats_by_user ON result_seats (user_id) WHERE user_id IS NOT NULL;

CREATE TABLE guild_settings (
    guild_id     INTEGER PRIMARY KEY,
    turn_seconds INTEGER CHECK (turn_seconds IS NULL OR turn_seconds > 0)
);
