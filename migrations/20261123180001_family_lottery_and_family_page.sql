-- The family lottery: each window's seed is fixed when the window is created (its SHA-256 is
-- published before it closes); windows not closed yet get a random one now (a closed window's
-- draws keep their own seeds). A draw keeps its family entries so it can be repeated from the seed.
ALTER TABLE `registration_windows` ADD `lottery_seed` text;
UPDATE `registration_windows` SET `lottery_seed` = lower(hex(randomblob(32)))
  WHERE `lottery_seed` IS NULL AND (`closes_at` IS NULL OR `closes_at` > unixepoch('subsec') * 1000);
ALTER TABLE `lottery_draws` ADD `families` text;
-- The family page: cancellation deadline and refund policy, children's data retention (COPPA),
-- deleted accounts and erased children.
ALTER TABLE `camp_settings` ADD `cancellation_deadline_days` integer DEFAULT 7 NOT NULL;
ALTER TABLE `camp_settings` ADD `cancellation_refund_percent` integer DEFAULT 100 NOT NULL;
ALTER TABLE `camp_settings` ADD `child_data_retention_days` integer DEFAULT 365 NOT NULL;
ALTER TABLE `users` ADD `deleted_at` integer;
ALTER TABLE `campers` ADD `erased_at` integer;
