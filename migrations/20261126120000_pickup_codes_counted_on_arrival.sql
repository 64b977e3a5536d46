-- Wrong family pickup codes are counted by when the server received them, not by the time a
-- device claims (docs/decisions/0034-door-device-data-and-clock.md): the family's index follows.
DROP INDEX IF EXISTS `pickup_code_attempts_parent_idx`;
--> statement-breakpoint
CREATE INDEX `pickup_code_attempts_parent_received_idx` ON `pickup_code_attempts` (`parent_id`, `created_at`);
