import { expect, test } from "vitest";
import { DOOR_EVENT_KINDS } from "./attendance/door-events";

// The rules of docs/decisions/0018-one-home-per-rule.md, checked against the source itself: a
// time zone or a hand-written status list outside its home is the drift the record removed.
// The scripts (benchmarks, seed, local servers) count too: a benchmark's own status list would
// measure a capacity rule the product no longer has.
const sources = import.meta.glob<string>(
  ["/app/**/*.{ts,tsx}", "/worker/**/*.ts", "/scripts/**/*.ts", "!/**/*.test.ts", "!/worker/worker-configuration.d.ts"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const filesMatching = (pattern: RegExp) => Object.keys(sources).filter((file) => pattern.test(sources[file]));

/** The names of the spellings a text holds. */
const spellingsIn = (spellings: Array<[string, RegExp]>) => (text: string) => spellings.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

/** The spellings a check must catch (`caught`) and the words it must leave alone (`left`), each a test of its own. */
function testSpellings(spells: (text: string) => string[], cases: { caught: [string, string[]]; left: [string, string[]] }) {
  test.each(cases.caught[1])(cases.caught[0], (spelling) => expect(spells(spelling)).not.toEqual([]));
  test.each(cases.left[1])(cases.left[0], (spelling) => expect(spells(spelling)).toEqual([]));
}

/** Each module outside the homes with a spelling it holds: "file: how". */
const spelledOutside = (homes: string[], spells: (text: string) => string[]) =>
  Object.keys(sources)
    .filter((file) => !homes.includes(file))
    .flatMap((file) => spells(sources[file]).map((how) => `${file}: ${how}`));

test("the camp's time zone is named in one module only", () => {
  expect(Object.keys(sources).length).toBeGreaterThan(100);
  expect(filesMatching(/America\//)).toEqual(["/app/lib/camp-dates.ts"]);
});

// Every way a status list has been spelled by hand, for registration and payment statuses alike
// (status, payment_status, paymentStatus): an SQL list, a negation (everything but one status is
// a list too) in SQL or TypeScript, an OR of equalities, drizzle's inArray/ne over literals, a
// chain of comparisons or a literal array in TypeScript. The homes are vocabulary.ts (the lists)
// and seats.server.ts (their SQL).
const STATUS = "pending|confirmed|cancelled|interested|waitlisted|paid|deferred|failed|refunded";
const STATUS_LIST_SPELLINGS: Array<[string, RegExp]> = [
  ["an SQL IN list", /status\}?\s+(NOT\s+)?IN\s*\(\s*'/i],
  ["an SQL negation of a status", /status\}?\s*(<>|!=)\s*'/i],
  ["a TypeScript negation of a status", new RegExp(`status\\s*!==?\\s*"(${STATUS})"`, "i")],
  ["an SQL OR of statuses", new RegExp(`status\\s*=\\s*'(${STATUS})'\\s+OR\\b|\\bOR\\s+[\\w.]*status\\s*=\\s*'(${STATUS})'`, "i")],
  ["drizzle over literal statuses", /\b(inArray|notInArray)\([\w.]*status,\s*\[\s*["']|\bne\([\w.]*status,/i],
  ["a TypeScript chain of comparisons", new RegExp(`status\\s*(===|!==)\\s*"(${STATUS})"\\s*(\\|\\||&&)\\s*[\\w.?]*status\\s*(===|!==)\\s*"(${STATUS})"`, "i")],
  ["a literal list of statuses", new RegExp(`\\[\\s*["'](${STATUS})["']\\s*,\\s*["'](${STATUS})["']`)],
];
const STATUS_HOMES = ["/app/lib/vocabulary.ts", "/app/server/seats.server.ts"];
const spellsStatusList = spellingsIn(STATUS_LIST_SPELLINGS);

testSpellings(spellsStatusList, {
  caught: [
    "a hand-written status list is caught: %s",
    [
      "WHERE status IN ('pending', 'confirmed')",
      "AND payment_status IN ('pending', 'failed')",
      "WHERE r.status <> 'cancelled'",
      "AND ${registrations.paymentStatus} <> 'refunded'",
      "WHERE status != 'cancelled'",
      "AND payment_status <> 'refunded'",
      "WHERE r.payment_status != 'paid'",
      'r.status !== "cancelled"',
      'line.paymentStatus !== "paid"',
      "AND (payment_status = 'pending' OR payment_status = 'failed')",
      'ne(registrations.paymentStatus, "refunded")',
      'inArray(registrations.paymentStatus, ["pending", "failed"])',
      'r.paymentStatus === "pending" || r.paymentStatus === "deferred"',
      "WHERE status = 'pending' OR status = 'confirmed'",
      "WHERE (r.status = 'confirmed' OR r.status = 'pending')",
      'inArray(registrations.status, ["pending", "confirmed"])',
      'ne(registrations.status, "cancelled")',
      'row.status === "pending" || row.status === "confirmed"',
      'l.status !== "interested" && l.status !== "cancelled"',
      'const UPCOMING = ["pending", "confirmed", "interested"];',
    ],
  ],
  left: [
    "one status named on its own is not a list: %s",
    [
      "WHERE status = 'confirmed'",
      "payment_status = 'paid'",
      "eq(registrations.status, filters.status)",
      'redirectStatus === "succeeded" || redirectStatus === "processing"',
      "ne(userSessions.id, current)",
      'eq(registrations.paymentStatus, "deferred")',
      'r.paymentStatus === "paid"',
      'state.status !== "offline"',
    ],
  ],
});

test("no module outside the vocabulary and seats.server.ts spells out a status list", () => {
  expect(spelledOutside(STATUS_HOMES, spellsStatusList)).toEqual([]);
  // The retired status is neither compared, queried nor listed (the word stays in copy and labels).
  expect(filesMatching(/=== "waitlisted"|'waitlisted'|"interested", "waitlisted"/)).toEqual([]);
});

type Spellings = Array<[string, RegExp]>;

/** One rule's checks: each way it was written again is caught, each near miss is not, and no module but its home writes it. */
function oneHome(rule: string, check: { spellings: Spellings; home: string; caught: string[]; notCaught: string[]; within?: (file: string) => boolean }) {
  const spells = spellingsIn(check.spellings);
  test.each(check.caught)(`${rule} written by hand is caught: %s`, (spelling) => {
    expect(spells(spelling)).not.toEqual([]);
  });
  test.each(check.notCaught)(`not ${rule} written by hand: %s`, (spelling) => {
    expect(spells(spelling)).toEqual([]);
  });
  test(`${rule} is written in ${check.home} alone`, () => {
    const outside = spelledOutside([check.home], spells).filter((offender) => check.within?.(offender.split(": ")[0]) ?? true);
    expect(outside).toEqual([]);
  });
}

// Door-event kinds in SQL are written by door-kinds.server.ts (kindList, kindIs, kindsSql) from the
// door's vocabulary, so a renamed kind fails the typecheck rather than matching no row. By hand,
// a kind is spelled in SQL quotes: every camelCase kind wherever it is quoted so, and the plain-word
// kinds ('notes', 'group', 'medication') where a kind column is compared or listed. The bench
// scripts are left out: they insert sample rows, they do not ask which rows count.
const DOOR_KINDS = DOOR_EVENT_KINDS.join("|");
oneHome("a door-event kind in SQL", {
  spellings: [
    ["a door-event kind in SQL quotes", new RegExp(`'(${DOOR_EVENT_KINDS.filter((kind) => /[A-Z]/.test(kind)).join("|")})'`)],
    ["an SQL comparison with a door-event kind", new RegExp(`\\bkind\\s*(=|<>|!=)\\s*'(${DOOR_KINDS})'`, "i")],
    ["an SQL list of door-event kinds", new RegExp(`\\bkind\\s+(NOT\\s+)?IN\\s*\\([^)]*'(${DOOR_KINDS})'`, "i")],
  ],
  home: "/app/server/attendance/door-kinds.server.ts",
  within: (file) => file.startsWith("/app/") || file.startsWith("/worker/"),
  caught: [
    "e.kind IN ('checkIn', 'undoCheckIn')",
    "AND x.kind IN ('undoCheckOut', 'undoCheckIn')",
    "JOIN attendance_events ev ON ev.roster_entry_id = e.id AND ev.kind = 'checkOut'",
    "WHERE x.kind = 'group'",
    "CASE WHEN kind = 'notes' THEN '' END",
    "WHEN f.li = 'checkIn' THEN 1",
    "FROM adult_presence_events WHERE kind <> 'adultOut'",
  ],
  notCaught: [
    "e.kind IN (${kindList(CHECK_IN_KINDS)})",
    "WHERE kind = 'gallery'",
    "p.kind = 'refund'",
    "INSERT INTO ratio_rules (scope, name) VALUES ('group', 'Sea Otters')",
    'if (event.kind === "checkIn") return',
  ],
});

// "Faith Lutheran Church takes K-2 only" lives in registration-rules.ts (siteTakesAgeGroup, and
// ageGroupsAtSite and siteWithAgeGroups built on it). Written again, it is FLC and K-2 side by
// side in code, or a label that names the site's groups by hand. Sentences that explain a refusal
// may say it in words.
oneHome("FLC's K-2 rule", {
  spellings: [
    ["FLC and K-2 side by side in code", /["'`]FLC["'`][^;{}\n]*K-2|K-2[^;{}\n]*["'`]FLC["'`]|\bFLC:\s*["'`][^"'`\n]*K-2/],
    ["a label naming the site's groups by hand", /\(K-2 only\)/i],
  ],
  home: "/app/lib/registration-rules.ts",
  caught: [
    'sessions.filter((s) => s.ageGroup === ageGroup && (s.location !== "FLC" || ageGroup === "K-2"))',
    'ageGroup: p.location === "FLC" ? "K-2" : "K-2, 2-3, 4+",',
    'const NAMES = { UUCA: "UUCA (Unitarian church)", FLC: "Faith Lutheran Church (K-2 only)" };',
    '<CheckboxField label="Faith Lutheran Church (K-2 only)" name="sites" value="FLC" />',
    '`${campDayShort(day)} - ${location === "FLC" ? `${LOCATION_NAMES.FLC} (K-2 Only)` : LOCATION_NAMES.UUCA}`',
  ],
  notCaught: [
    'siteWithAgeGroups("FLC")',
    '{ name: "Beluga Whales", location: "FLC", ages: "5-7" },',
    '"Faith Lutheran Church sessions are for K-2 only"',
    'defaultValue={session?.ageGroup ?? "K-2"}',
  ],
});

test("a change that did not happen is worded in one place: each tab's failure is failedTo's \"Failed to ... Please try again.\"", () => {
  // A failure note written by hand ("Could not save", "Not moved", "Refund failed") is the drift.
  expect(filesMatching(/\bfailure(:\s*|=\{?)["'`]/)).toEqual([]);
  expect(filesMatching(/Please try again\./).filter((file) => file.startsWith("/app/components/admin/") || file.startsWith("/app/routes/admin."))).toEqual([]);
});

// Every way a payment kind (the payments table's stripe, offline, refund) has been spelled by hand:
// an SQL comparison, list or value, a comparison in TypeScript or drizzle, a union type or a list.
// The homes are vocabulary.ts (PAYMENT_KINDS, isRefund, receivedCents) and payment-balance.server.ts
// (their SQL: kindSql, receivedCentsSql). A refund e-mail's kind or Stripe's own "refund" objects
// are other words, and stay.
const KIND = "stripe|offline|refund";
const PAYMENT_KIND_SPELLINGS: Array<[string, RegExp]> = [
  ["an SQL comparison of a kind", new RegExp(`kind\\}?\\s*(=|<>|!=)\\s*'(${KIND})'`, "i")],
  ["an SQL list of kinds", new RegExp(`kind\\}?\\s+(NOT\\s+)?IN\\s*\\(\\s*'(${KIND})'`, "i")],
  ["a kind written into SQL", new RegExp(`'(${KIND})'\\s*,`)],
  ["a TypeScript comparison of a kind", new RegExp(`kind\\s*(===|!==|==|!=)\\s*"(${KIND})"`)],
  ["drizzle over a literal kind", new RegExp(`\\b(eq|ne)\\([\\w.]*kind,\\s*"(${KIND})"|\\b(inArray|notInArray)\\([\\w.]*kind,\\s*\\[\\s*"(${KIND})"`)],
  ["a union or list of kinds", new RegExp(`"(${KIND})"\\s*(\\||,)\\s*"(${KIND})"`)],
  ["a kind written by hand", new RegExp(`kind:\\s*"(stripe|offline)"`)],
];
const PAYMENT_KIND_HOMES = ["/app/lib/vocabulary.ts", "/app/server/payment-balance.server.ts"];
const spellsPaymentKind = spellingsIn(PAYMENT_KIND_SPELLINGS);

testSpellings(spellsPaymentKind, {
  caught: [
    "a payment kind spelled by hand is caught: %s",
    [
      "WHERE kind = 'refund' AND reference IN",
      "AND p.kind <> 'refund'",
      "sql`${payments.kind} <> 'offline' AND`",
      "WHERE kind IN ('stripe', 'refund')",
      "SELECT ${registrationId}, 'refund', min(${refund.cents}, ${held})",
      'move.kind === "refund" ? -move.amountCents : move.amountCents',
      'r.kind !== "offline" && r.reference',
      'eq(payments.kind, "stripe")',
      'inArray(payments.kind, ["stripe", "refund"])',
      'kind: "stripe" | "offline" | "refund";',
      'text("kind", { enum: ["stripe", "offline", "refund"] })',
      '{ kind: "offline", amountCents }',
    ],
  ],
  left: [
    "a word that is not a payment kind compared by hand is not caught: %s",
    [
      "eq(payments.kind, REFUND)",
      "p.kind = ${kindSql(REFUND)}",
      'kind: "refund" as the mail\'s own kind, e.g. { subject, text, html, kind: "refund" }',
      't.type === "refund" || t.type === "payment_refund"',
      'setDialog("refund")',
      "recorded_by = 'stripe'",
      'inArray(mediaObjects.kind, ["gallery", "handbook"])',
    ],
  ],
});

test("no module outside the vocabulary and payment-balance.server.ts spells a payment kind", () => {
  expect(spelledOutside(PAYMENT_KIND_HOMES, spellsPaymentKind)).toEqual([]);
});

test("the camp's currency is named once: CAMP_CURRENCY in format.ts", () => {
  // Stripe spells it "usd"; schema.org's priceCurrency is "USD", another vocabulary. The fake Stripe answers as Stripe does.
  expect(filesMatching(/["']usd["']/).filter((file) => !file.startsWith("/scripts/fake-"))).toEqual(["/app/lib/format.ts"]);
});

// A count and its noun ("3 weeks", "1 family") come from `plural` in format.ts: one rule for the
// singular and the thousands comma. By hand, a count was written beside its own `=== 1 ?` choice.
const COUNT_WITH_NOUN_BY_HAND: Array<[string, RegExp]> = [
  ["a template's count and noun", /\$\{([\w.]+)\} \$\{\1 === 1 \? "/],
  ["a JSX count and noun", /\{([\w.]+)\} \{\1 === 1 \? "/],
];
testSpellings(spellingsIn(COUNT_WITH_NOUN_BY_HAND), {
  caught: [
    "a count and its noun written by hand is caught: %s",
    ['`${weeks} ${weeks === 1 ? "week" : "weeks"}`', '{lines.length} {lines.length === 1 ? "week" : "weeks"}'],
  ],
  left: ["a choice of words that is not a count's noun is left alone: %s", ['`Resend sends ${n === 1 ? "it" : "them"} again`', 'plural(weeks, "week")']],
});

test("no module outside format.ts writes a count's noun by hand", () => {
  expect(spelledOutside(["/app/lib/format.ts"], spellingsIn(COUNT_WITH_NOUN_BY_HAND))).toEqual([]);
});
