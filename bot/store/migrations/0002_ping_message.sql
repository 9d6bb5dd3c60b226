-- The message that pinged the player to move, so it can be deleted at the next turn even after a
-- restart (the board stays near the bottom of the channel).
ALTER TABLE games ADD COLUMN ping_message_id INTEGER;
