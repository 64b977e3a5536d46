-- The office's ratio per camp group or age group (docs/decisions/0051-ratios-by-group-and-age.md)
-- and each staff member's own door code, kept as a check, never the code
-- (docs/decisions/0052-staff-door-codes.md).
CREATE TABLE `ratio_rules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`name` text NOT NULL,
	`campers_per_adult` integer NOT NULL,
	`cits_count` integer DEFAULT false NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "ratio_rules_scope_check" CHECK(scope IN ('group', 'age')),
	CONSTRAINT "ratio_rules_ratio_check" CHECK("ratio_rules"."campers_per_adult" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ratio_rules_scope_name_idx` ON `ratio_rules` (`scope`,`name`);
--> statement-breakpoint
ALTER TABLE `attendance_staff` ADD `door_code_salt` text;
--> statement-breakpoint
ALTER TABLE `attendance_staff` ADD `door_code_hash` text;
