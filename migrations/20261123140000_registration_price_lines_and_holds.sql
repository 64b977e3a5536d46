-- Each registration keeps the price lines it was charged, and when it took its seat (held seats
-- that stay unpaid expire). Existing rows: the lines are read back from the program's prices,
-- keeping each total as it is; existing holds start their clock now, so nobody loses a seat the
-- moment this ships.
ALTER TABLE `registrations` ADD `day_price_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `registrations` ADD `before_care_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `registrations` ADD `after_care_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `registrations` ADD `held_at` integer;
--> statement-breakpoint
UPDATE `registrations` SET
  `before_care_cents` = CASE WHEN `before_care` = 1 THEN (SELECT p.care_add_on_cents FROM camp_sessions s JOIN programs p ON p.id = s.program_id WHERE s.id = `registrations`.`session_id`) ELSE 0 END,
  `after_care_cents` = CASE WHEN `after_care` = 1 THEN (SELECT p.care_add_on_cents FROM camp_sessions s JOIN programs p ON p.id = s.program_id WHERE s.id = `registrations`.`session_id`) ELSE 0 END;
--> statement-breakpoint
UPDATE `registrations` SET `day_price_cents` = max(`total_amount_cents` - `before_care_cents` - `after_care_cents`, 0);
--> statement-breakpoint
UPDATE `registrations` SET `held_at` = (unixepoch('subsec') * 1000) WHERE `status` = 'pending';
