-- Emergency roll calls and their marks (docs/decisions/0050-emergency-roll-call.md), each kept
-- once by the device's id.
CREATE TABLE `roll_calls` (
	`id` text PRIMARY KEY NOT NULL,
	`attendance_session_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`started_by` text NOT NULL,
	`ended_at` integer,
	`ended_by` text,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`attendance_session_id`) REFERENCES `attendance_sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `roll_calls_session_idx` ON `roll_calls` (`attendance_session_id`,`started_at`);
--> statement-breakpoint
CREATE TABLE `roll_call_marks` (
	`id` text PRIMARY KEY NOT NULL,
	`roll_call_id` text NOT NULL,
	`person` text NOT NULL,
	`accounted` integer NOT NULL,
	`at` integer NOT NULL,
	`device_at` integer NOT NULL,
	`device` text DEFAULT '' NOT NULL,
	`sent_by` text NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`roll_call_id`) REFERENCES `roll_calls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `roll_call_marks_roll_call_idx` ON `roll_call_marks` (`roll_call_id`,`at`,`id`);
