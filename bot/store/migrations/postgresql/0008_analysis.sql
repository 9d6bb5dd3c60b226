-- Each finished game's post-game analysis and its seats' figures (see the SQLite file).
CREATE TABLE game_analyses (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL CHECK (version >= 1),
    analysis    TEXT    NOT NULL,
    analysed_at DOUBLE PRECISION NOT NULL
);

CREATE TABLE seat_analyses (
    game_id   BIGINT  NOT NULL REFERENCES game_analyses (game_id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    luck      DOUBLE PRECISION NOT NULL,
    decisions INTEGER NOT NULL CHECK (decisions >= 0),
    given_up  DOUBLE PRECISION NOT NULL CHECK (given_up >= 0),
    PRIMARY KEY (game_id, seat)
);
