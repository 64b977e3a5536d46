-- A time alert acknowledged at one door is acknowledged at every door, and after a reload
-- (docs/decisions/0042-door-doses-hand-overs-and-codes.md): one row per camper and alert.
CREATE TABLE `time_alert_acknowledgements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`roster_entry_id` integer NOT NULL,
	`alert` text NOT NULL,
	`acknowledged_at` integer NOT NULL,
	`acknowledged_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`roster_entry_id`) REFERENCES `roster_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `time_alert_acknowledgements_entry_alert_idx` ON `time_alert_acknowledgements` (`roster_entry_id`,`alert`);
