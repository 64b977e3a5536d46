-- A camper removed from a roster after going home keeps the record of who took them: the entry
-- is marked removed (and left off the door's roster) instead of being deleted with its door
-- events (docs/decisions/0042-door-doses-hand-overs-and-codes.md).
ALTER TABLE `roster_entries` ADD `removed_at` integer;
--> statement-breakpoint
ALTER TABLE `roster_entries` ADD `removed_by` text;
