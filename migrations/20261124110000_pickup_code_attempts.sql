-- Wrong family pickup codes are counted per family: after 5 within 15 minutes the code is not
-- accepted (docs/decisions/0028-medication-queue-and-pickup-code-limit.md). Medication entries
-- sent by a door device's queue keep the device's own time and who sent them.
CREATE TABLE `pickup_code_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text,
	`parent_id` text NOT NULL,
	`roster_entry_id` integer,
	`attendance_session_id` integer NOT NULL,
	`camper_name` text NOT NULL,
	`outcome` text NOT NULL,
	`at` integer NOT NULL,
	`staff_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`roster_entry_id`) REFERENCES `roster_entries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attendance_session_id`) REFERENCES `attendance_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "pickup_code_attempts_outcome_check" CHECK("pickup_code_attempts"."outcome" IN ('wrong', 'locked'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pickup_code_attempts_event_id_unique` ON `pickup_code_attempts` (`event_id`);
--> statement-breakpoint
CREATE INDEX `pickup_code_attempts_parent_idx` ON `pickup_code_attempts` (`parent_id`, `at`);
--> statement-breakpoint
CREATE INDEX `pickup_code_attempts_session_idx` ON `pickup_code_attempts` (`attendance_session_id`);
--> statement-breakpoint
ALTER TABLE `medication_log` ADD `device_at` integer;
--> statement-breakpoint
ALTER TABLE `medication_log` ADD `sent_by` text;
