-- Verified pickup: each camper's authorized adults, one pickup code per family, who picked a
-- camper up on the attendance record; and the append-only medication-given log.
CREATE TABLE `authorized_adults` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`camper_id` integer NOT NULL,
	`name` text NOT NULL,
	`relationship` text NOT NULL,
	`phone` text NOT NULL,
	`photo_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`camper_id`) REFERENCES `campers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `authorized_adults_camper_idx` ON `authorized_adults` (`camper_id`);
--> statement-breakpoint
CREATE TABLE `family_pickup_codes` (
	`parent_id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`salt` text NOT NULL,
	`hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `medication_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text,
	`roster_entry_id` integer,
	`attendance_session_id` integer NOT NULL,
	`camper_name` text NOT NULL,
	`medication` text DEFAULT '' NOT NULL,
	`outcome` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`corrects_id` integer,
	`at` integer NOT NULL,
	`recorded_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`roster_entry_id`) REFERENCES `roster_entries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`attendance_session_id`) REFERENCES `attendance_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "medication_log_outcome_check" CHECK("medication_log"."outcome" IN ('given', 'not_given', 'correction'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `medication_log_event_id_unique` ON `medication_log` (`event_id`);
--> statement-breakpoint
CREATE INDEX `medication_log_session_idx` ON `medication_log` (`attendance_session_id`);
--> statement-breakpoint
ALTER TABLE `attendance_records` ADD `pickup_method` text;
--> statement-breakpoint
ALTER TABLE `attendance_records` ADD `picked_up_by` text;
--> statement-breakpoint
ALTER TABLE `attendance_records` ADD `pickup_relationship` text;
--> statement-breakpoint
ALTER TABLE `attendance_records` ADD `pickup_adult_id` integer;
--> statement-breakpoint
ALTER TABLE `attendance_records` ADD `pickup_reason` text;
