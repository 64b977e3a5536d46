-- One row per cron job and for the Stripe webhook: how many runs in a row have failed, since
-- when, and the last failure, so three failures in a row e-mail the office once per streak and
-- the Windows tab shows recent failures (docs/decisions/0035-backups-and-alerts.md).
CREATE TABLE `job_health` (
	`name` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`failure_streak` integer DEFAULT 0 NOT NULL,
	`streak_started_at` integer,
	`last_failure_at` integer,
	`last_error` text,
	`alerted_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
