-- The lists the office edits on the public site (hero captions, videos, posts, testimonials,
-- team, handbook sections, the media archive's camp days): one row per item, its fields as
-- JSON, in the office's order.
CREATE TABLE `content_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`list` text NOT NULL,
	`position` integer NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "content_items_list_check" CHECK(list IN ('hero-slides', 'featured-videos', 'saturday-videos', 'behind-the-scenes', 'testimonials', 'team', 'handbook-UUCA', 'handbook-FLC', 'camp-days'))
);
--> statement-breakpoint
CREATE INDEX `content_items_list_idx` ON `content_items` (`list`,`position`);
