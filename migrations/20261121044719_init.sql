CREATE TABLE `attendance_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`roster_entry_id` integer NOT NULL,
	`checked_in` integer DEFAULT false NOT NULL,
	`checked_in_at` integer,
	`checked_in_by` text,
	`checked_out` integer DEFAULT false NOT NULL,
	`checked_out_at` integer,
	`checked_out_by` text,
	`notes` text DEFAULT '' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`roster_entry_id`) REFERENCES `roster_entries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attendance_records_roster_entry_id_unique` ON `attendance_records` (`roster_entry_id`);--> statement-breakpoint
CREATE TABLE `attendance_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`date` text NOT NULL,
	`location` text NOT NULL,
	`title` text NOT NULL,
	`week_number` integer,
	`notes` text DEFAULT '' NOT NULL,
	`daily_prize` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "attendance_sessions_location_check" CHECK(location IN ('UUCA', 'FLC'))
);
--> statement-breakpoint
CREATE INDEX `attendance_sessions_date_idx` ON `attendance_sessions` (`date`,`location`);--> statement-breakpoint
CREATE TABLE `attendance_staff` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`display_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attendance_staff_username_unique` ON `attendance_staff` (`username`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_type` text NOT NULL,
	`actor_id` text,
	`actor_name` text NOT NULL,
	`action` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text,
	`detail` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "audit_log_actor_check" CHECK(actor_type IN ('user', 'staff', 'system'))
);
--> statement-breakpoint
CREATE INDEX `audit_log_subject_idx` ON `audit_log` (`subject_type`,`subject_id`);--> statement-breakpoint
CREATE TABLE `auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose_check" CHECK(purpose IN ('verify-email', 'reset-password'))
);
--> statement-breakpoint
CREATE INDEX `auth_tokens_user_idx` ON `auth_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `camp_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`program_id` integer NOT NULL,
	`name` text NOT NULL,
	`location` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`age_group` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`allow_immediate_registration` integer DEFAULT false NOT NULL,
	`payment_due_date` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`program_id`) REFERENCES `programs`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "camp_sessions_location_check" CHECK(location IN ('UUCA', 'FLC')),
	CONSTRAINT "camp_sessions_age_group_check" CHECK(age_group IN ('K-2', '2-3', '4+')),
	CONSTRAINT "camp_sessions_dates_check" CHECK("camp_sessions"."end_date" >= "camp_sessions"."start_date")
);
--> statement-breakpoint
CREATE INDEX `camp_sessions_start_idx` ON `camp_sessions` (`start_date`,`location`);--> statement-breakpoint
CREATE TABLE `campers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`parent_id` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`date_of_birth` text NOT NULL,
	`grade` text NOT NULL,
	`allergies` text DEFAULT '' NOT NULL,
	`medications` text DEFAULT '' NOT NULL,
	`medical_conditions` text DEFAULT '' NOT NULL,
	`special_dietary_needs` text DEFAULT '' NOT NULL,
	`doctor_name` text DEFAULT '' NOT NULL,
	`doctor_phone` text DEFAULT '' NOT NULL,
	`insurance_provider` text DEFAULT '' NOT NULL,
	`emergency_contact_name` text NOT NULL,
	`emergency_contact_phone` text NOT NULL,
	`emergency_contact_relationship` text NOT NULL,
	`emergency_contact2_name` text DEFAULT '' NOT NULL,
	`emergency_contact2_phone` text DEFAULT '' NOT NULL,
	`emergency_contact2_relationship` text DEFAULT '' NOT NULL,
	`authorized_pickup_persons` text DEFAULT '' NOT NULL,
	`special_instructions` text DEFAULT '' NOT NULL,
	`waiver_accepted` integer DEFAULT false NOT NULL,
	`media_release_accepted` integer DEFAULT false NOT NULL,
	`terms_accepted` integer DEFAULT false NOT NULL,
	`waiver_signed_date` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `campers_parent_idx` ON `campers` (`parent_id`);--> statement-breakpoint
CREATE TABLE `content_blocks` (
	`key` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `login_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_started_at` integer NOT NULL,
	`locked_until` integer
);
--> statement-breakpoint
CREATE TABLE `lottery_draws` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` integer NOT NULL,
	`window_id` integer NOT NULL,
	`seed` text NOT NULL,
	`seats_available` integer NOT NULL,
	`drawn_order` text NOT NULL,
	`status` text DEFAULT 'review' NOT NULL,
	`drawn_at` integer NOT NULL,
	`finalized_at` integer,
	`finalized_by` text,
	FOREIGN KEY (`session_id`) REFERENCES `camp_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`window_id`) REFERENCES `registration_windows`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "lottery_draws_status_check" CHECK(status IN ('review', 'final'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lottery_draws_session_window_unique` ON `lottery_draws` (`session_id`,`window_id`);--> statement-breakpoint
CREATE TABLE `media_objects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`content_type` text NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`width` integer,
	`height` integer,
	`bytes` integer NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "media_objects_kind_check" CHECK(kind IN ('gallery', 'hero', 'team', 'handbook', 'site'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_objects_key_unique` ON `media_objects` (`key`);--> statement-breakpoint
CREATE INDEX `media_objects_kind_idx` ON `media_objects` (`kind`,`sort_order`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`dedupe_key` text,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "outbox_status_check" CHECK(status IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_dedupe_key_unique` ON `outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `outbox_status_idx` ON `outbox` (`status`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`registration_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reference` text,
	`recorded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payments_kind_check" CHECK(kind IN ('stripe', 'offline', 'refund'))
);
--> statement-breakpoint
CREATE INDEX `payments_registration_idx` ON `payments` (`registration_id`);--> statement-breakpoint
CREATE TABLE `programs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`age_group` text NOT NULL,
	`max_capacity` integer DEFAULT 20 NOT NULL,
	`price_per_week_cents` integer NOT NULL,
	`care_add_on_cents` integer DEFAULT 1500 NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "programs_capacity_check" CHECK("programs"."max_capacity" >= 1),
	CONSTRAINT "programs_price_check" CHECK("programs"."price_per_week_cents" >= 0 AND "programs"."care_add_on_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE `registration_windows` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season` text NOT NULL,
	`label` text NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer,
	`notify_by` integer,
	`lottery_finalize_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registration_windows_season_unique` ON `registration_windows` (`season`);--> statement-breakpoint
CREATE TABLE `registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`camper_id` integer NOT NULL,
	`session_id` integer NOT NULL,
	`parent_id` text NOT NULL,
	`before_care` integer DEFAULT false NOT NULL,
	`after_care` integer DEFAULT false NOT NULL,
	`total_amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`payment_status` text,
	`defer_reason` text,
	`stripe_payment_intent_id` text,
	`window_id` integer,
	`queue_position` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`camper_id`) REFERENCES `campers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `camp_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`window_id`) REFERENCES `registration_windows`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "registrations_status_check" CHECK(status IN ('pending', 'confirmed', 'cancelled', 'waitlisted', 'interested')),
	CONSTRAINT "registrations_payment_status_check" CHECK(payment_status IS NULL OR payment_status IN ('pending', 'paid', 'deferred', 'failed', 'refunded')),
	CONSTRAINT "registrations_total_check" CHECK("registrations"."total_amount_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_camper_session_unique` ON `registrations` (`camper_id`,`session_id`) WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX `registrations_session_status_idx` ON `registrations` (`session_id`,`status`);--> statement-breakpoint
CREATE INDEX `registrations_parent_idx` ON `registrations` (`parent_id`);--> statement-breakpoint
CREATE INDEX `registrations_payment_intent_idx` ON `registrations` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE TABLE `roster_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attendance_session_id` integer NOT NULL,
	`camper_id` integer,
	`camper_name` text NOT NULL,
	`nickname` text DEFAULT '' NOT NULL,
	`group_name` text DEFAULT '' NOT NULL,
	`allergies` text DEFAULT '' NOT NULL,
	`medications` text DEFAULT '' NOT NULL,
	`after_care` integer DEFAULT false NOT NULL,
	`parent_phone` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`attendance_session_id`) REFERENCES `attendance_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`camper_id`) REFERENCES `campers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `roster_entries_session_idx` ON `roster_entries` (`attendance_session_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`event_created_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_sessions_user_idx` ON `user_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`password_hash` text,
	`google_id` text,
	`email_verified_at` integer,
	`is_admin` integer DEFAULT false NOT NULL,
	`notify_registration_open` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_id_unique` ON `users` (`google_id`);