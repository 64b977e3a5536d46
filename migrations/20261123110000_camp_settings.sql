-- Settings the camp office changes: hold expiry and reminder, per-family cap, mail retention.
CREATE TABLE `camp_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`hold_expiry_hours` integer DEFAULT 72 NOT NULL,
	`hold_reminder_hours` integer DEFAULT 24 NOT NULL,
	`family_cap_per_session` integer,
	`mail_retention_days` integer DEFAULT 30 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "camp_settings_single_row" CHECK("camp_settings"."id" = 1),
	CONSTRAINT "camp_settings_hold_check" CHECK("camp_settings"."hold_expiry_hours" >= 1 AND "camp_settings"."hold_reminder_hours" >= 0),
	CONSTRAINT "camp_settings_cap_check" CHECK("camp_settings"."family_cap_per_session" IS NULL OR "camp_settings"."family_cap_per_session" >= 1),
	CONSTRAINT "camp_settings_retention_check" CHECK("camp_settings"."mail_retention_days" >= 1)
);
INSERT INTO `camp_settings` (`id`) VALUES (1);
