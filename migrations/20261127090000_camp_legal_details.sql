-- The provider as receipts and year statements name it (docs/decisions/0048-year-statements.md):
-- the camp's legal name, postal address and federal tax id (EIN), set in Settings.
ALTER TABLE `camp_settings` ADD `legal_name` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `camp_settings` ADD `postal_address` text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE `camp_settings` ADD `tax_id` text DEFAULT '' NOT NULL;
