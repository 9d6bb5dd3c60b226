-- Each finished game's post-game analysis (issue 38): luck and skill from its record.
--
-- `analysis` is the analysis's JSON form as bot/ai/analysis wrote it, `version` the version of
-- the judgement that made it (an analysis of an older version is stale: `python -m bot analysis
-- rebuild` makes it again). seat_analyses copies each seat's figures out of it, so a player's
-- averages over their analysed games are one join with seat_results, on either database. Games
-- finished before this migration have no analysis: they are analysed when someone asks.

CREATE TABLE game_analyses (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL CHECK (version >= 1),
    analysis    TEXT    NOT NULL CHECK (json_valid(analysis)),
    analysed_at REAL    NOT NULL
);

CREATE TABLE seat_analyses (
    game_id   INTEGER NOT NULL REFERENCES game_analyses (game_id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    luck      REAL    NOT NULL,  -- the luck of the seat's side over the game (win chance)
    decisions INTEGER NOT NULL CHECK (decisions >= 0),  -- its person's judged decisions
    given_up  REAL    NOT NULL CHECK (given_up >= 0),  -- their mean win chance given up
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
