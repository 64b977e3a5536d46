-- A season's payment plans: its deposit per camper-week and each plan's installments, set by the
-- office in Settings (docs/decisions/0069-payment-plans.md). Nothing is offered to families yet.
CREATE TABLE `season_deposits` (
	`season` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "season_deposits_kind_check" CHECK(kind IN ('fixed', 'percent')),
	CONSTRAINT "season_deposits_amount_check" CHECK("season_deposits"."amount" >= 1 AND ("season_deposits"."kind" = 'fixed' OR "season_deposits"."amount" < 10000))
);
--> statement-breakpoint
CREATE TABLE `payment_plans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`season` text NOT NULL,
	`name` text NOT NULL,
	`installments` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	CONSTRAINT "payment_plans_installments_check" CHECK(json_valid("payment_plans"."installments"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_plans_season_name_idx` ON `payment_plans` (`season`,`name`);
