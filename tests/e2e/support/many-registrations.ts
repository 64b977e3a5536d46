// A summer's worth of registrations for the journeys and the bench: the SQL that adds `count`
// registrations to a program and session of their own (both named `tag`, so a search finds
// exactly them), in families of five, with every status and payment the office meets. Run it
// with wrangler on a local D1 (`wrangler d1 execute DB --local --file`).
export function manyRegistrationsSql(tag: string, count: number) {
  if (!/^[\w -]+$/.test(tag)) throw new Error(`not a plain tag: ${tag}`);
  const families = Math.ceil(count / 5);
  const parent = `${tag.replace(/\W/g, "-")}-parent-`;
  return `
INSERT INTO programs (name, description, age_group, max_capacity, price_per_week_cents) VALUES ('${tag}', 'Registrations made for a test', 'K-8', ${count}, 12000);
INSERT INTO camp_sessions (program_id, name, location, start_date, end_date, age_group)
  SELECT id, '${tag} week', 'UUCA', '2099-07-06', '2099-07-10', 'K-2' FROM programs WHERE name = '${tag}';
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${families})
INSERT INTO users (id, email, first_name, last_name, email_verified_at)
  SELECT '${parent}' || i, lower('${parent}' || i || '@example.com'), 'Parent' || i, 'Many', 0 FROM n;
WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship)
  SELECT '${parent}' || (i / 5 + 1), 'Camper' || i, 'Many', '2018-05-04', '1st', 'Parent', '7035550100', 'parent' FROM n;
INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, day_price_cents, status, payment_status)
  SELECT c.id, (SELECT id FROM camp_sessions WHERE name = '${tag} week'), c.parent_id, 12000 + (c.id % 4) * 1500, 12000,
    CASE c.id % 5 WHEN 0 THEN 'pending' WHEN 1 THEN 'confirmed' WHEN 2 THEN 'interested' WHEN 3 THEN 'pending' ELSE 'cancelled' END,
    CASE c.id % 5 WHEN 0 THEN 'pending' WHEN 1 THEN 'paid' WHEN 2 THEN NULL WHEN 3 THEN 'deferred' ELSE 'refunded' END
  FROM campers c WHERE c.parent_id LIKE '${parent}%';`;
}
