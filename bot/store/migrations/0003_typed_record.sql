-- Records and snapshots in the typed form (issue 11). A record's entries keep their shape except
-- the reasons: a lobby's cancel names an end reason (an enum value), the end of a game, a pause
-- and an abandon carry none. Snapshots held the log's sentences: they are emptied here and the
-- bot rebuilds each one from its record (which replays exactly) the first time it loads the game.
UPDATE game_actions
SET payload = json_set(
    payload,
    '$.reason',
    CASE json_extract(payload, '$.reason')
        WHEN 'the lobby expired' THEN 'lobby_expired'
        ELSE 'host_cancelled'
    END
)
WHERE json_extract(payload, '$.type') = 'cancel';

UPDATE game_actions
SET payload = json_remove(payload, '$.reason')
WHERE json_extract(payload, '$.type') IN ('end', 'pause', 'abandon');

UPDATE game_actions
SET payload = json_remove(payload, '$.by')
WHERE json_extract(payload, '$.type') = 'miss';

UPDATE games SET snapshot = NULL;
