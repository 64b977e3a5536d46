-- The offline door app's events: each check-in/out, undo, note and group change once, by its device id.
CREATE TABLE `attendance_events` (
	`id` text PRIMARY KEY NOT NULL,
	`roster_entry_id` integer NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL,
	`device_at` integer NOT NULL,
	`staff_name` text NOT NULL,
	`sent_by` text NOT NULL,
	`value` text,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`roster_entry_id`) REFERENCES `roster_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `attendance_events_entry_idx` ON `attendance_events` (`roster_entry_id`,`at`,`id`);
