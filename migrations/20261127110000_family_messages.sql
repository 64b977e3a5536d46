-- Messages from the office to the families of a day, a week, a session, a site or a camp group,
-- each family once, and the parents' "news" e-mail preference
-- (docs/decisions/0055-messages-to-families.md).
CREATE TABLE `family_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_key` text,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`scope` text NOT NULL,
	`audience_date` text,
	`session_id` integer,
	`site` text,
	`group_name` text,
	`status` text NOT NULL,
	`scheduled_for` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `camp_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "family_messages_kind_check" CHECK(kind IN ('news', 'operational', 'urgent')),
	CONSTRAINT "family_messages_scope_check" CHECK(scope IN ('day', 'week', 'session', 'site', 'group')),
	CONSTRAINT "family_messages_status_check" CHECK(status IN ('scheduled', 'sent'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_messages_request_key_unique` ON `family_messages` (`request_key`);
--> statement-breakpoint
CREATE INDEX `family_messages_due_idx` ON `family_messages` (`status`,`scheduled_for`);
--> statement-breakpoint
CREATE TABLE `family_message_recipients` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`parent_id` text NOT NULL,
	`email` text NOT NULL,
	`outbox_id` integer,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`message_id`) REFERENCES `family_messages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_message_recipients_message_parent_idx` ON `family_message_recipients` (`message_id`,`parent_id`);
--> statement-breakpoint
CREATE INDEX `family_message_recipients_parent_idx` ON `family_message_recipients` (`parent_id`,`read_at`);
--> statement-breakpoint
ALTER TABLE `users` ADD `notify_news` integer DEFAULT true NOT NULL;
