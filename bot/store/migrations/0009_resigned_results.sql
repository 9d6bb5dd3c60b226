-- rebuilds tables
-- A game of two can be resigned (issue 44): the other player wins, and its result says so
-- ('resigned'). SQLite cannot widen a CHECK in place, so game_results is made again with the
-- wider one, its rows copied, as SQLite's documentation does it: with foreign keys off for the
-- whole migration (the runner reads the first line; seat_results and rating_changes keep
-- pointing at game_results by name), and checked before it commits.

CREATE TABLE game_results_new (
    game_id        INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL UNIQUE CHECK (seq >= 1),
    guild_id       INTEGER NOT NULL,
    end_reason     TEXT    NOT NULL
                   CHECK (end_reason IN ('won', 'ended', 'deserted', 'abandoned', 'resigned')),
    winner_side    INTEGER CHECK (winner_side IS NULL OR winner_side BETWEEN 0 AND 2),
    players        INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    computers      INTEGER NOT NULL CHECK (computers BETWEEN 0 AND 3),
    computer_level TEXT    NOT NULL,
    options        TEXT    NOT NULL CHECK (json_valid(options)),
    turn_seconds   INTEGER NOT NULL,
    throws         INTEGER NOT NULL CHECK (throws >= 0),
    started_at     REAL    NOT NULL,
    finished_at    REAL    NOT NULL,
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1))
);

INSERT INTO game_results_new
    (game_id, seq, guild_id, end_reason, winner_side, players, computers, computer_level,
     options, turn_seconds, throws, started_at, finished_at, rated)
SELECT game_id, seq, guild_id, end_reason, winner_side, players, computers, computer_level,
       options, turn_seconds, throws, started_at, finished_at, rated
FROM game_results;

DROP TABLE game_results;

ALTER TABLE game_results_new RENAME TO game_results;
