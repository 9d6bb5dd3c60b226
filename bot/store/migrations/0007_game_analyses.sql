-- The post-game analysis of a game (issue 38): its luck and skill, as bot/ai/analysis writes it
-- to JSON. `version` is the analysis's own: a row of another version is stale and the game is
-- analysed again. Games from before have no row: they are analysed when first asked for.
CREATE TABLE game_analyses (
    game_id     INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    analysis    TEXT    NOT NULL CHECK (json_valid(analysis)),
    analysed_at REAL    NOT NULL
);
