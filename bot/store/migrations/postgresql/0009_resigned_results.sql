-- A game of two can be resigned: its result says so (see the SQLite file of the same number).
ALTER TABLE game_results DROP CONSTRAINT game_results_end_reason_check;
ALTER TABLE game_results ADD CONSTRAINT game_results_end_reason_check
    CHECK (end_reason IN ('won', 'ended', 'deserted', 'abandoned', 'resigned'));
