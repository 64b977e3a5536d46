-- The office's phone as the public pages show it, set in Settings ('' until then: the pages show
-- no phone rather than a made-up one). docs/decisions/0063-season-words-and-contact-details.md.
ALTER TABLE `camp_settings` ADD `phone` text DEFAULT '' NOT NULL;
