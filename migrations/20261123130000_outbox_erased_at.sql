-- Mail past the office's retention period is emptied (address, subject, bodies); the row of a
-- once-only notice stays, with its dedupe key, so the notice is never sent again.
ALTER TABLE `outbox` ADD `erased_at` integer;
