-- What each window's draw was made from, published on /lottery once the draw is made: the seed,
-- the family entries (opaque ids, week and site) in the order they were made, and their seal.
CREATE TABLE `lottery_seals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`window_id` integer NOT NULL,
	`seed` text NOT NULL,
	`entries` text NOT NULL,
	`seal` text NOT NULL,
	`sealed_at` integer NOT NULL,
	FOREIGN KEY (`window_id`) REFERENCES `registration_windows`(`id`) ON UPDATE no action ON DELETE no action
);
CREATE UNIQUE INDEX `lottery_seals_window_seed_unique` ON `lottery_seals` (`window_id`,`seed`);
