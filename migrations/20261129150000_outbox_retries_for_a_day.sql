-- Mail the provider refuses is tried again with back-off for a day, then marked failed, and the
-- office can resend it (docs/decisions/0061-mail-retried-for-a-day.md). `failed` now means given
-- up: a mail that failed before and still had attempts left waits for its next try as `queued`.
ALTER TABLE `outbox` ADD `next_attempt_at` integer;
--> statement-breakpoint
ALTER TABLE `outbox` ADD `give_up_at` integer;
--> statement-breakpoint
UPDATE `outbox` SET `status` = 'queued' WHERE `status` = 'failed' AND `attempts` < 5;
