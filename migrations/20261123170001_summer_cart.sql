-- The summer cart: weekly sessions grouped by season, registrations bought together in one cart
-- (one PaymentIntent, one receipt) with the sibling discount each line was sold with, and the
-- office's sibling and early-bird discounts in the camp settings.
ALTER TABLE `camp_sessions` ADD `season` text;
--> statement-breakpoint
CREATE INDEX `camp_sessions_season_idx` ON `camp_sessions` (`season`,`start_date`);
--> statement-breakpoint
ALTER TABLE `registrations` ADD `discount_cents` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `registrations` ADD `cart_id` text;
--> statement-breakpoint
CREATE INDEX `registrations_cart_idx` ON `registrations` (`cart_id`);
--> statement-breakpoint
ALTER TABLE `camp_settings` ADD `sibling_discount_percent` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `camp_settings` ADD `early_bird_percent` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `camp_settings` ADD `early_bird_until` text;
