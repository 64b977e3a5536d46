-- A registration window's lottery seed is fixed when the window is written, never when a page is
-- read: drizzle inserts get one from db/schema.ts, and this trigger gives one to a window added by
-- hand in SQL that has not closed yet (a closed window's draws keep their own seeds). Windows
-- added by hand since the seeds were introduced, still open or to come, get theirs now.
UPDATE `registration_windows` SET `lottery_seed` = lower(hex(randomblob(32)))
  WHERE `lottery_seed` IS NULL AND (`closes_at` IS NULL OR `closes_at` > unixepoch('subsec') * 1000);
CREATE TRIGGER `registration_windows_lottery_seed` AFTER INSERT ON `registration_windows`
  WHEN NEW.`lottery_seed` IS NULL AND (NEW.`closes_at` IS NULL OR NEW.`closes_at` > unixepoch('subsec') * 1000)
BEGIN
  UPDATE `registration_windows` SET `lottery_seed` = lower(hex(randomblob(32))) WHERE `id` = NEW.`id`;
END;
