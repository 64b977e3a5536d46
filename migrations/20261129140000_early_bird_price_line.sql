-- The early-bird discount becomes a stored price line of its own (decision 0060): the amount taken
-- off the week's price, so a receipt shows the week's price and the discount, and the Finance tab
-- counts it. The day price stays what was charged for the week (the total is unchanged).
ALTER TABLE registrations ADD COLUMN early_bird_cents INTEGER NOT NULL DEFAULT 0;

-- Cart lines sold at the early-bird price before this: only where the program's week price less
-- the office's early-bird percent is exactly the stored day price, so nothing else is guessed.
UPDATE registrations
SET early_bird_cents = (
  SELECT CAST(round(p.price_per_week_cents * s.early_bird_percent / 100.0) AS INTEGER)
  FROM camp_sessions cs JOIN programs p ON p.id = cs.program_id, camp_settings s
  WHERE cs.id = registrations.session_id AND s.id = 1
)
WHERE cart_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM camp_sessions cs JOIN programs p ON p.id = cs.program_id, camp_settings s
    WHERE cs.id = registrations.session_id AND s.id = 1 AND s.early_bird_percent > 0
      AND CAST(round(p.price_per_week_cents * s.early_bird_percent / 100.0) AS INTEGER) > 0
      AND registrations.day_price_cents = p.price_per_week_cents - CAST(round(p.price_per_week_cents * s.early_bird_percent / 100.0) AS INTEGER)
  );
