-- Money per line, by its Stripe object (decision 0032). A card refund is keyed by its own id
-- (re_...) and names its PaymentIntent in `payment_intent_id`; refunds recorded before this
-- referenced the PaymentIntent itself, which becomes their `payment_intent_id`.
ALTER TABLE `payments` ADD `payment_intent_id` text;
UPDATE `payments` SET `payment_intent_id` = `reference` WHERE `kind` = 'refund' AND `reference` LIKE 'pi\_%' ESCAPE '\';
CREATE INDEX `payments_reference_idx` ON `payments` (`reference`);

CREATE TABLE `payment_intents` (
  `id` text PRIMARY KEY NOT NULL,
  `parent_id` text NOT NULL,
  `cart_id` text,
  `amount_cents` integer NOT NULL,
  `currency` text NOT NULL,
  `created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);

CREATE TABLE `payment_intent_lines` (
  `payment_intent_id` text NOT NULL,
  `registration_id` integer NOT NULL,
  `position` integer NOT NULL,
  `share_cents` integer NOT NULL,
  PRIMARY KEY(`payment_intent_id`, `registration_id`),
  FOREIGN KEY (`registration_id`) REFERENCES `registrations`(`id`) ON UPDATE no action ON DELETE cascade
);
CREATE INDEX `payment_intent_lines_registration_idx` ON `payment_intent_lines` (`registration_id`);

-- The intents made before this table existed were all the product's (USD): each line's share is
-- what it already received from the intent, else what it still owes, so a late webhook still counts.
INSERT OR IGNORE INTO `payment_intent_lines` (`payment_intent_id`, `registration_id`, `position`, `share_cents`)
  SELECT `reference`, `registration_id`, `registration_id`, sum(`amount_cents`) FROM `payments`
  WHERE `kind` = 'stripe' AND `reference` LIKE 'pi\_%' ESCAPE '\' GROUP BY `reference`, `registration_id`;
INSERT OR IGNORE INTO `payment_intent_lines` (`payment_intent_id`, `registration_id`, `position`, `share_cents`)
  SELECT r.`stripe_payment_intent_id`, r.`id`, r.`id`, max(r.`total_amount_cents` - coalesce((SELECT sum(CASE WHEN p.`kind` = 'refund' THEN -p.`amount_cents` ELSE p.`amount_cents` END) FROM `payments` p WHERE p.`registration_id` = r.`id`), 0), 0)
  FROM `registrations` r WHERE r.`stripe_payment_intent_id` IS NOT NULL;
INSERT OR IGNORE INTO `payment_intents` (`id`, `parent_id`, `cart_id`, `amount_cents`, `currency`)
  SELECT l.`payment_intent_id`, min(r.`parent_id`), min(r.`cart_id`), sum(l.`share_cents`), 'usd'
  FROM `payment_intent_lines` l JOIN `registrations` r ON r.`id` = l.`registration_id` GROUP BY l.`payment_intent_id`;
