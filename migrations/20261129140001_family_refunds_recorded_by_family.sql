-- Refunds a family made by cancelling were recorded under the parent's name; the books name payers
-- by account id only (decision 0054), so they now say "family", as new ones do.
UPDATE payments
SET recorded_by = 'family'
WHERE kind = 'refund'
  AND recorded_by = (
    SELECT u.first_name || ' ' || u.last_name
    FROM registrations r JOIN users u ON u.id = r.parent_id
    WHERE r.id = payments.registration_id
  );
