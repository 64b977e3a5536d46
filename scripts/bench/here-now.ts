// Here now bench (docs/decisions/0049-adults-at-the-door.md): the ratio report of a ten-week
// summer at both sites (100 site-days, 30,000 children's check-ins and check-outs, 40 staff a
// day, some away at lunch, an age group's and a camp group's own ratio): GET /admin/ratios.csv
// (goal under 1 s). The 1,000-child roll call on a phone is its own scenario (roll-call.ts).
//
//   npm run bench                        (after the other scenarios)
//   npx tsx scripts/bench/here-now.ts    (standalone: serves its own copy on BENCH_PORT, default 8797)
import path from "node:path";
import { executeSql, serveBuiltProduct, type BenchScenario } from "./scenario";
import { benchCount } from "./size";

const SUMMER = { from: "2026-06-15", to: "2026-08-21" };

/** A ten-week summer's door days at both sites, written straight into the local D1 (SQL that makes its own rows). */
const SUMMER_SQL = `
WITH RECURSIVE d(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM d WHERE n < 69)
INSERT INTO attendance_sessions (date, location, title)
  SELECT date('${SUMMER.from}', '+' || n || ' days'), site, 'Summer bench' FROM d, (SELECT 'UUCA' AS site UNION ALL SELECT 'FLC')
  WHERE strftime('%w', date('${SUMMER.from}', '+' || n || ' days')) NOT IN ('0', '6');
-- 300 children with their school grades, and the office's own ratios for an age group and a
-- camp group (docs/decisions/0051-ratios-by-group-and-age.md): every roster reads its children's grades.
INSERT INTO users (id, email, first_name, last_name) VALUES ('bench-parent', 'bench-parent@example.com', 'Bench', 'Parent');
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 299)
INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship)
  SELECT 'bench-parent', 'Bench', 'Camper ' || i, '2016-01-01', CASE i % 3 WHEN 0 THEN '1st' WHEN 1 THEN '3rd' ELSE '5th' END, 'Bench Parent', '7035550100', 'parent' FROM c;
INSERT INTO ratio_rules (scope, name, campers_per_adult, cits_count) VALUES ('age', 'K-2', 8, 0), ('group', 'Sea Otters', 12, 1);
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 299)
INSERT INTO roster_entries (attendance_session_id, camper_id, camper_name, group_name)
  SELECT s.id, (SELECT id FROM campers WHERE parent_id = 'bench-parent' AND last_name = 'Camper ' || i), 'Bench Camper ' || i,
         CASE i % 3 WHEN 0 THEN 'Beluga Whales' WHEN 1 THEN 'Bull Sharks' ELSE 'Sea Otters' END
  FROM attendance_sessions s, c WHERE s.title = 'Summer bench';
INSERT INTO attendance_events (id, roster_entry_id, kind, at, device_at, staff_name, sent_by)
  SELECT 'bench-in-' || re.id, re.id, 'checkIn', (unixepoch(s.date) + 13 * 3600 + (re.id % 300) * 2) * 1000, (unixepoch(s.date) + 13 * 3600 + (re.id % 300) * 2) * 1000, 'Bench', 'Bench'
  FROM roster_entries re JOIN attendance_sessions s ON s.id = re.attendance_session_id WHERE s.title = 'Summer bench';
INSERT INTO attendance_events (id, roster_entry_id, kind, at, device_at, staff_name, sent_by)
  SELECT 'bench-out-' || re.id, re.id, 'checkOut', (unixepoch(s.date) + 20 * 3600 + (re.id % 300) * 2) * 1000, (unixepoch(s.date) + 20 * 3600 + (re.id % 300) * 2) * 1000, 'Bench', 'Bench'
  FROM roster_entries re JOIN attendance_sessions s ON s.id = re.attendance_session_id WHERE s.title = 'Summer bench';
-- 40 staff a day (13 or 14 a group); twelve go to lunch from 12:00 to 12:30 camp time, leaving each group short.
WITH RECURSIVE a(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM a WHERE k < 39),
  moves(tag, kind, secs, who) AS (VALUES ('in', 'adultIn', 12 * 3600 + 50 * 60, 40), ('lunch', 'adultOut', 16 * 3600, 12), ('back', 'adultIn', 16 * 3600 + 30 * 60, 12), ('home', 'adultOut', 20 * 3600 + 30 * 60, 40))
INSERT INTO adult_presence_events (id, attendance_session_id, person, kind, name, role, group_name, at, device_at, sent_by)
  SELECT 'bench-' || tag || '-' || s.id || '-' || k, s.id, 'staff:' || (1000 + k), kind, 'Bench Staff ' || k, CASE kind WHEN 'adultIn' THEN 'counselor' END,
         CASE kind WHEN 'adultIn' THEN CASE k % 3 WHEN 0 THEN 'Beluga Whales' WHEN 1 THEN 'Bull Sharks' ELSE 'Sea Otters' END ELSE '' END,
         (unixepoch(s.date) + secs) * 1000, (unixepoch(s.date) + secs) * 1000, 'Bench'
  FROM attendance_sessions s, a, moves WHERE s.title = 'Summer bench' AND k < who;
`;

const seedSummer = (stateDir: string) => executeSql(stateDir, SUMMER_SQL);

export async function signIn(baseUrl: string, path: string, body: BodyInit, type: string) {
  const response = await fetch(`${baseUrl}${path}`, { method: "POST", redirect: "manual", headers: { "Content-Type": type, Origin: baseUrl }, body });
  // The last cookie set: a sign-in first clears any old session cookie.
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .findLast((c) => !c.endsWith("="));
  if (!cookie) throw new Error(`${path}: no session (${response.status})`);
  return cookie;
}

export async function post(baseUrl: string, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

async function summerRatioReport(baseUrl: string, stateDir: string, log: (line: string) => void) {
  log("Seeding a ten-week summer at both sites...");
  seedSummer(stateDir);
  const cookie = await signIn(
    baseUrl,
    "/sign-in",
    new URLSearchParams({ email: "admin@example.com", password: "sarraka-demo" }).toString(),
    "application/x-www-form-urlencoded",
  );
  const runs: number[] = [];
  let lines = 0;
  for (let i = 0; i < benchCount("RATIO_REPORT_RUNS", 5, 1); i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/admin/ratios.csv?from=${SUMMER.from}&to=${SUMMER.to}`, { headers: { Cookie: cookie } });
    const text = await response.text();
    runs.push(performance.now() - started);
    if (!response.ok) throw new Error(`ratio report: ${response.status} ${text.slice(0, 200)}`);
    lines = text.trim().split("\r\n").length - 1;
  }
  log(
    `Ratio report, ten weeks at both sites (100 site-days, 68,000 events; goal < 1,000 ms): median ${percentile(runs, 50).toFixed(0)} ms, max ${Math.max(...runs).toFixed(0)} ms (${lines} stretches out of ratio)`,
  );
}

export async function measureHereNow(baseUrl: string, stateDir: string, log: (line: string) => void) {
  await summerRatioReport(baseUrl, stateDir, log);
}

export const scenario: BenchScenario = {
  name: "here now",
  run: async ({ baseUrl, stateDir, log }) => measureHereNow(baseUrl, stateDir, log),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const stateDir = ".wrangler/bench-here-now";
  const { baseUrl, stop } = await serveBuiltProduct({ port: Number(process.env.BENCH_PORT ?? 8797), stateDir, timeoutMs: 900_000 });
  try {
    await measureHereNow(baseUrl, path.resolve(stateDir), console.log);
  } finally {
    stop();
  }
}
