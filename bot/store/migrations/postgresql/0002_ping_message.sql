ALTER TABLE games ADD COLUMN ping_message_id BIGINT;
