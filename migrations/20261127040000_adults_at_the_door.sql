-- Adults at the door and the groups' ratios (docs/decisions/0049-adults-at-the-door.md): each
-- staff member's role, the office's ratio, the group a camper started the day in, and every
-- adult's arrival, departure and move, once each by the device's event id.
ALTER TABLE `attendance_staff` ADD `role` text DEFAULT 'counselor' NOT NULL CHECK (`role` IN ('counselor', 'volunteer', 'cit'));
--> statement-breakpoint
ALTER TABLE `camp_settings` ADD `campers_per_adult` integer DEFAULT 10 NOT NULL CHECK (`campers_per_adult` BETWEEN 1 AND 50);
--> statement-breakpoint
ALTER TABLE `camp_settings` ADD `cits_count_in_ratio` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `roster_entries` ADD `first_group_name` text;
--> statement-breakpoint
CREATE TABLE `adult_presence_events` (
	`id` text PRIMARY KEY NOT NULL,
	`attendance_session_id` integer NOT NULL,
	`person` text NOT NULL,
	`kind` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`role` text,
	`reason` text DEFAULT '' NOT NULL,
	`group_name` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL,
	`device_at` integer NOT NULL,
	`sent_by` text NOT NULL,
	`received_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`attendance_session_id`) REFERENCES `attendance_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "adult_presence_events_kind_check" CHECK(kind IN ('adultIn', 'adultOut', 'adultMove'))
);
--> statement-breakpoint
CREATE INDEX `adult_presence_events_session_idx` ON `adult_presence_events` (`attendance_session_id`,`at`,`id`);
