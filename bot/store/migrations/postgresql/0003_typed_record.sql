-- Records and snapshots in the typed form, as the SQLite file of the same number explains.
UPDATE game_actions
SET payload = jsonb_set(
    payload::jsonb,
    '{reason}',
    to_jsonb(CASE payload::jsonb ->> 'reason'
        WHEN 'the lobby expired' THEN 'lobby_expired'
        ELSE 'host_cancelled'
    END)
)::text
WHERE payload::jsonb ->> 'type' = 'cancel';

UPDATE game_actions
SET payload = (payload::jsonb - 'reason')::text
WHERE payload::jsonb ->> 'type' IN ('end', 'pause', 'abandon');

UPDATE game_actions
SET payload = (payload::jsonb - 'by')::text
WHERE payload::jsonb ->> 'type' = 'miss';

UPDATE games SET snapshot = NULL;
