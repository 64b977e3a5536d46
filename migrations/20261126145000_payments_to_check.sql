-- What Stripe and the camp's records disagree about, found by the cron's reconciliation with
-- Stripe: one row per Stripe object and kind of difference, shown to the office under "Payments
-- to check" until marked checked (docs/decisions/0044-stripe-reconciliation.md).
CREATE TABLE `payments_to_check` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`stripe_id` text NOT NULL,
	`problem` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`difference` text NOT NULL,
	`found_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`checked_at` integer,
	`checked_by` text,
	CONSTRAINT "payments_to_check_problem_check" CHECK(problem IN ('unknown-payment', 'payment-differs', 'received-differs', 'unknown-refund', 'refund-differs'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payments_to_check_object_idx` ON `payments_to_check` (`stripe_id`,`problem`);
