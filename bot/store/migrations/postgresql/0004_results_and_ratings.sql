-- Results per seat, ratings and the queue of old games (see the SQLite file of the same number).
CREATE TABLE game_results (
    game_id        BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL UNIQUE CHECK (seq >= 1),
    guild_id       BIGINT  NOT NULL,
    end_reason     TEXT    NOT NULL CHECK (end_reason IN ('won', 'ended', 'deserted', 'abandoned')),
    winner_side    INTEGER CHECK (winner_side IS NULL OR winner_side BETWEEN 0 AND 2),
    players        INTEGER NOT NULL CHECK (players BETWEEN 2 AND 4),
    computers      INTEGER NOT NULL CHECK (computers BETWEEN 0 AND 3),
    computer_level TEXT    NOT NULL,
    options        TEXT    NOT NULL,
    turn_seconds   INTEGER NOT NULL,
    throws         INTEGER NOT NULL CHECK (throws >= 0),
    started_at     DOUBLE PRECISION NOT NULL,
    finished_at    DOUBLE PRECISION NOT NULL,
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1))
);

CREATE TABLE seat_results (
    game_id        BIGINT  NOT NULL REFERENCES game_results (game_id) ON DELETE CASCADE,
    seat           INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    user_id        BIGINT,
    name           TEXT    NOT NULL,
    computer_level TEXT,
    side           INTEGER NOT NULL CHECK (side BETWEEN 0 AND 2),
    place          INTEGER CHECK (place IS NULL OR place BETWEEN 1 AND 4),
    coins_home     INTEGER NOT NULL,
    kills_made     INTEGER NOT NULL,
    kills_suffered INTEGER NOT NULL,
    stacks         INTEGER NOT NULL,
    paras          INTEGER NOT NULL,
    throws         INTEGER NOT NULL,
    missed_turns   INTEGER NOT NULL,
    left_game      INTEGER NOT NULL CHECK (left_game IN (0, 1)),
    guild_id       BIGINT  NOT NULL,
    finished_at    DOUBLE PRECISION NOT NULL,
    seq            INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat),
    CHECK ((user_id IS NULL) = (computer_level IS NOT NULL))
);

CREATE INDEX seat_results_by_guild ON seat_results (guild_id, finished_at, user_id, place)
    WHERE user_id IS NOT NULL AND place IS NOT NULL;
CREATE INDEX seat_results_by_time ON seat_results (finished_at, user_id, place)
    WHERE user_id IS NOT NULL AND place IS NOT NULL;
CREATE INDEX seat_results_by_user ON seat_results (user_id, seq)
    WHERE user_id IS NOT NULL;

CREATE TABLE ratings (
    scope   BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    mu      DOUBLE PRECISION NOT NULL,
    sigma   DOUBLE PRECISION NOT NULL CHECK (sigma > 0),
    games   INTEGER NOT NULL CHECK (games >= 1),
    PRIMARY KEY (scope, user_id)
);

CREATE TABLE rating_changes (
    game_id      BIGINT  NOT NULL REFERENCES game_results (game_id) ON DELETE CASCADE,
    scope        BIGINT  NOT NULL,
    user_id      BIGINT  NOT NULL,
    seq          INTEGER NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu_after     DOUBLE PRECISION NOT NULL,
    sigma_after  DOUBLE PRECISION NOT NULL,
    games        INTEGER NOT NULL CHECK (games >= 1),
    PRIMARY KEY (game_id, scope, user_id)
);

CREATE INDEX rating_changes_by_user ON rating_changes (scope, user_id, seq);

CREATE TABLE results_backfill (
    game_id     BIGINT  PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL UNIQUE,
    finished_at DOUBLE PRECISION NOT NULL
);

INSERT INTO results_backfill (game_id, seq, finished_at)
SELECT id, ROW_NUMBER() OVER (ORDER BY finished_at, id), finished_at
FROM (
    SELECT g.id,
           COALESCE(
               (SELECT r.finished_at FROM results AS r WHERE r.game_id = g.id),
               (SELECT MAX(a.created_at) FROM game_actions AS a WHERE a.game_id = g.id),
               g.updated_at
           ) AS finished_at
    FROM games AS g
    WHERE g.status IN ('finished', 'cancelled')
      AND EXISTS (
          SELECT 1 FROM game_actions AS a
          WHERE a.game_id = g.id AND a.payload::jsonb ->> 'type' = 'start'
      )
) AS ended;

DROP TABLE result_seats;
DROP TABLE results;
