-- The post-game analysis of a game (see the SQLite file).
CREATE TABLE game_analyses (
    game_id     BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    analysis    TEXT    NOT NULL,
    analysed_at DOUBLE PRECISION NOT NULL
);
