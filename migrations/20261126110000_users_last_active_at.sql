-- The account's last activity, from which (with the child's last camp day) children's records
-- are kept for the office's retention period. Existing accounts start from their last session.
ALTER TABLE users ADD COLUMN last_active_at integer;
UPDATE users SET last_active_at = (SELECT max(last_seen_at) FROM user_sessions WHERE user_id = users.id);
