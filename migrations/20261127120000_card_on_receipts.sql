-- The card that paid an intent, as Stripe's charge.succeeded names it (brand and last four
-- digits), so a receipt can say "Visa ending 4242" (docs/decisions/0053-receipts.md).
ALTER TABLE `payment_intents` ADD `card_brand` text;
--> statement-breakpoint
ALTER TABLE `payment_intents` ADD `card_last4` text;
