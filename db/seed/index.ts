// Demo data for local use and browser tests. Safe to run twice: every row has a fixed id or
// unique key and is inserted with ON CONFLICT DO NOTHING, and media keys are content hashes.
// Never run against production: migrations carry no demo accounts, only this seed does.
import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { addDays, campTimeToInstant, isoDate, nextDecember23 } from "../../app/lib/camp-dates";
import { comingSummerYear, mondayOnOrAfter, planSeason } from "../../app/lib/summer-season";
import { CARD_PAYMENT } from "../../app/lib/vocabulary";
import { hashPassword } from "../../app/server/password.server";
import { publishFirstContent } from "../../app/server/site-content.server";
import * as schema from "../schema";
import { awardBadge, oceanScene, oceanSceneCaption, portrait } from "./illustrations";

export const DEMO_PASSWORD = "sarraka-demo";
export const DEMO_PARENT_EMAIL = "parent@example.com";
export const DEMO_ADMIN_EMAIL = "admin@example.com";
export const DEMO_STAFF_USERNAME = "staff";

type SeedEnv = { DB: D1Database; MEDIA: R2Bucket; PASSWORD_PEPPER: string };

async function shortHash(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 5), (b) => b.toString(16).padStart(2, "0")).join("");
}

// D1 binds at most 100 parameters per statement, so multi-row inserts go in chunks.
async function insertAll<T extends Record<string, unknown>>(
  db: ReturnType<typeof drizzle<typeof schema>>,
  table: Parameters<ReturnType<typeof drizzle<typeof schema>>["insert"]>[0],
  rows: T[],
) {
  if (rows.length === 0) return;
  // Drizzle binds every column of the table, defaults included.
  const perRow = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(100 / perRow));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insert(table)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .values(rows.slice(i, i + size) as any)
      .onConflictDoNothing();
  }
}

export async function seedMedia(env: SeedEnv) {
  const db = drizzle(env.DB, { schema });
  const encoder = new TextEncoder();
  const items: Array<{
    kind: (typeof schema.MEDIA_KINDS)[number];
    name: string;
    body: Uint8Array<ArrayBuffer>;
    contentType: string;
    alt: string;
    width?: number;
    height?: number;
    sortOrder: number;
    fixedKey?: string;
  }> = [];

  // Demo pictures are drawings; their alt text says so and describes what each one shows.
  const heroAlts = [100, 101, 102, 103].map(oceanSceneCaption);
  heroAlts.forEach((alt, i) =>
    items.push({
      kind: "hero",
      name: `hero-${i + 1}`,
      body: encoder.encode(oceanScene(100 + i, 1600, 900, alt)),
      contentType: "image/svg+xml",
      alt,
      width: 1600,
      height: 900,
      sortOrder: i,
    }),
  );
  for (let i = 0; i < 40; i++) {
    const alt = oceanSceneCaption(i);
    items.push({
      kind: "gallery",
      name: `gallery-${String(i + 1).padStart(2, "0")}`,
      body: encoder.encode(oceanScene(i, 1200, 800, alt)),
      contentType: "image/svg+xml",
      alt,
      width: 1200,
      height: 800,
      sortOrder: i,
    });
  }
  const team = ["AS", "MK", "JR", "TL", "NB", "CD", "EW", "RP", "HG"];
  team.forEach((initials, i) =>
    items.push({
      kind: "team",
      name: `team-${i + 1}`,
      body: encoder.encode(portrait(i, initials)),
      contentType: "image/svg+xml",
      alt: `Portrait of team member ${initials}`,
      width: 600,
      height: 600,
      sortOrder: i,
    }),
  );
  items.push({
    kind: "site",
    name: "award-1",
    body: encoder.encode(awardBadge(1, "Best of", "Arlington")),
    contentType: "image/svg+xml",
    alt: "Best of Arlington award",
    width: 240,
    height: 240,
    sortOrder: 0,
  });
  items.push({
    kind: "site",
    name: "award-2",
    body: encoder.encode(awardBadge(2, "Parents'", "Choice")),
    contentType: "image/svg+xml",
    alt: "Parents' Choice award",
    width: 240,
    height: 240,
    sortOrder: 1,
  });
  items.push({
    kind: "site",
    name: "about",
    body: encoder.encode(oceanScene(300, 1200, 800, oceanSceneCaption(300))),
    contentType: "image/svg+xml",
    alt: oceanSceneCaption(300),
    width: 1200,
    height: 800,
    sortOrder: 2,
  });

  const rows = [];
  for (const item of items) {
    const key = item.fixedKey ?? `${item.kind}/${item.name}-${await shortHash(item.body)}.${item.contentType === "image/svg+xml" ? "svg" : "bin"}`;
    const existing = await env.MEDIA.head(key);
    if (!existing) {
      await env.MEDIA.put(key, item.body, { httpMetadata: { contentType: item.contentType } });
    }
    rows.push({
      kind: item.kind,
      key,
      contentType: item.contentType,
      alt: item.alt,
      width: item.width ?? null,
      height: item.height ?? null,
      bytes: item.body.byteLength,
      sortOrder: item.sortOrder,
    });
  }
  await insertAll(db, schema.mediaObjects, rows);
}

const FAMILIES = [
  ["Rivera", "Pat"],
  ["Nguyen", "Linh"],
  ["Okafor", "Chidi"],
  ["Schmidt", "Anna"],
  ["Patel", "Riya"],
  ["Johnson", "Marcus"],
  ["Kim", "Soo-ah"],
  ["Haddad", "Omar"],
  ["Garcia", "Lucia"],
  ["Brown", "Emily"],
  ["Cohen", "Daniel"],
  ["Silva", "Beatriz"],
  ["Ito", "Kenji"],
  ["Murphy", "Claire"],
  ["Ali", "Sara"],
];
const CHILD_NAMES = ["Maya", "Leo", "Ava", "Noah", "Zara", "Eli", "Mila", "Omar", "Ivy", "Sam", "Nina", "Theo", "Lila", "Finn", "Rosa", "Kai"];
const GRADES = ["kindergarten", "1st", "2nd", "3rd", "4th", "5th", "pre-k", "6th"];
const ALLERGIES = ["Peanuts", "", "Tree nuts, dairy", "", "Eggs", "", "Gluten", "", "Shellfish", ""];
const MEDICATIONS = ["", "Inhaler as needed", "", "EpiPen in backpack", "", "Allergy tablet at 12:30", "", "", "", ""];

function ageGroupForSeedGrade(grade: string): "K-2" | "2-3" | "4+" {
  if (["pre-k", "kindergarten", "1st", "2nd"].includes(grade)) return "K-2";
  if (grade === "3rd") return "2-3";
  return "4+";
}

export async function seedDatabase(env: SeedEnv, today = new Date()) {
  const db = drizzle(env.DB, { schema });
  const pepper = env.PASSWORD_PEPPER;
  const passwordHash = await hashPassword(DEMO_PASSWORD, pepper);
  const verifiedAt = today.getTime();

  const dec23 = nextDecember23(today);
  const year = Number(dec23.slice(0, 4));
  const jan2 = `${year + 1}-01-02`;
  const jan19 = `${year + 1}-01-19`;

  // Accounts
  await insertAll(db, schema.users, [
    { id: "user-admin", email: DEMO_ADMIN_EMAIL, firstName: "Alex", lastName: "Sarraka", passwordHash, emailVerifiedAt: verifiedAt, isAdmin: true },
    ...FAMILIES.map(([lastName, firstName], i) => ({
      id: `user-parent-${i + 1}`,
      email: i === 0 ? DEMO_PARENT_EMAIL : `${firstName.toLowerCase().replace(/[^a-z]/g, "")}.${lastName.toLowerCase()}@example.com`,
      firstName,
      lastName,
      passwordHash,
      emailVerifiedAt: verifiedAt,
      notifyRegistrationOpen: i % 3 !== 2,
    })),
  ]);
  await insertAll(db, schema.attendanceStaff, [{ id: 1, username: DEMO_STAFF_USERNAME, displayName: "Jordan Lee", passwordHash }]);
  // The provider on receipts and year statements (Settings); a demo tax id.
  await db.update(schema.campSettings).set({ legalName: "Camp Sarraka, Inc.", postalAddress: "4444 Arlington Blvd, Arlington, VA 22204", taxId: "12-3456789" });

  // Programs and camp sessions
  await insertAll(db, schema.programs, [
    {
      id: 1,
      name: "School Year Day Camp",
      description: "Full camp days on school holidays: games, art, science and outdoor play at UUCA and Faith Lutheran Church.",
      ageGroup: "Pre-K to 8th grade",
      maxCapacity: 20,
      pricePerWeekCents: 12000,
      careAddOnCents: 1500,
    },
    {
      id: 2,
      name: "Summer Camp 2026",
      description: "Ten themed weeks of summer adventures for campers aged 5 to 13, with a Counselor in Training track.",
      ageGroup: "Ages 5-13",
      maxCapacity: 40,
      pricePerWeekCents: 45000,
      careAddOnCents: 1500,
    },
  ]);

  const sessions: Array<typeof schema.campSessions.$inferInsert> = [];
  let sessionId = 1;
  for (const [day, open] of [
    [dec23, true],
    [jan2, false],
    [jan19, false],
  ] as const) {
    for (const ageGroup of ["K-2", "2-3", "4+"] as const) {
      sessions.push({
        id: sessionId++,
        programId: 1,
        name: `${day} UUCA ${ageGroup}`,
        location: "UUCA",
        startDate: day,
        endDate: day,
        ageGroup,
        allowImmediateRegistration: open,
        paymentDueDate: `${year}-12-20`,
      });
    }
    sessions.push({
      id: sessionId++,
      programId: 1,
      name: `${day} FLC K-2`,
      location: "FLC",
      startDate: day,
      endDate: day,
      ageGroup: "K-2",
      allowImmediateRegistration: false,
      paymentDueDate: `${year}-12-20`,
    });
  }
  await insertAll(db, schema.campSessions, sessions);

  // The coming summer (the first June after today): ten weeks at UUCA and FLC (K-2 only), laid
  // out by the same plan as the office's "Create ten weeks", one program per site. Open for
  // registration so the summer cart can be tried; the window below opens in January.
  const summerYear = comingSummerYear(isoDate(today));
  const summer = planSeason({ year: summerYear, firstMonday: mondayOnOrAfter(`${summerYear}-06-01`), weeks: 10, sites: ["UUCA", "FLC"] });
  await insertAll(
    db,
    schema.programs,
    summer.programs.map((p, i) => ({
      id: 3 + i,
      name: p.name,
      description: `Ten weeks of summer camp at ${p.location}, Monday to Friday.`,
      ageGroup: p.location === "FLC" ? "K-2" : "K-2, 2-3, 4+",
      maxCapacity: 40,
      pricePerWeekCents: 45000,
      careAddOnCents: 7500,
    })),
  );
  await insertAll(
    db,
    schema.campSessions,
    summer.sessions.map((s, i) => ({
      id: 100 + i,
      programId: s.location === "UUCA" ? 3 : 4,
      name: s.name,
      location: s.location,
      startDate: s.startDate,
      endDate: s.endDate,
      ageGroup: s.ageGroup,
      season: summer.season,
      allowImmediateRegistration: true,
      paymentDueDate: `${summerYear}-05-15`,
    })),
  );

  // Registration windows in the camp's time zone
  await insertAll(db, schema.registrationWindows, [
    { id: 1, season: `fall-${year}`, label: `Fall ${year} School Year`, opensAt: campTimeToInstant(`${year}-08-19`, "10:00") },
    {
      id: 2,
      season: `winter-${year}`,
      label: `Winter ${year}`,
      opensAt: campTimeToInstant(`${year}-10-22`, "10:00"),
      closesAt: campTimeToInstant(`${year}-10-29`, "23:59"),
      notifyBy: campTimeToInstant(`${year}-11-07`, "17:00"),
    },
    { id: 3, season: `spring-${year + 1}`, label: `Spring ${year + 1}`, opensAt: campTimeToInstant(`${year + 1}-01-20`, "10:00") },
    { id: 4, season: `summer-${year + 1}`, label: `Summer Camp ${year + 1}`, opensAt: campTimeToInstant(`${year + 1}-01-15`, "10:00") },
  ]);

  // Campers: two for the demo parent, one or two for every other family
  const campers: Array<typeof schema.campers.$inferInsert> = [];
  let camperId = 1;
  FAMILIES.forEach(([lastName], f) => {
    const children = f === 0 ? 2 : 1 + (f % 2);
    for (let c = 0; c < children; c++) {
      const n = camperId - 1;
      const grade = f === 0 ? (c === 0 ? "2nd" : "4th") : GRADES[n % GRADES.length];
      const age = 5 + Math.max(0, GRADES.indexOf(grade));
      campers.push({
        id: camperId++,
        parentId: `user-parent-${f + 1}`,
        firstName: CHILD_NAMES[n % CHILD_NAMES.length],
        lastName,
        dateOfBirth: `${year - age}-0${1 + (n % 9)}-1${n % 10}`,
        grade,
        allergies: ALLERGIES[n % ALLERGIES.length],
        medications: MEDICATIONS[n % MEDICATIONS.length],
        emergencyContactName: `${FAMILIES[f][1]} ${lastName}`,
        emergencyContactPhone: `(703) 555-01${String(10 + f).padStart(2, "0")}`,
        emergencyContactRelationship: "parent",
        authorizedPickupPersons: `${FAMILIES[f][1]} ${lastName}; Grandma ${lastName}`,
        waiverAccepted: true,
        mediaReleaseAccepted: true,
        termsAccepted: true,
        waiverSignedDate: addDays(dec23, -60),
      });
    }
  });
  await insertAll(db, schema.campers, campers);
  // Each camper's authorized adults (the parent and a grandparent); the family's pickup code is
  // made when the parent first opens the dashboard.
  await insertAll(
    db,
    schema.authorizedAdults,
    campers.flatMap((c, i) => {
      const f = Number(c.parentId.replace("user-parent-", "")) - 1;
      return [
        { id: i * 2 + 1, camperId: c.id!, name: `${FAMILIES[f][1]} ${c.lastName}`, relationship: "Parent", phone: c.emergencyContactPhone },
        { id: i * 2 + 2, camperId: c.id!, name: `Grandma ${c.lastName}`, relationship: "Grandparent", phone: `(571) 555-03${String(10 + f).padStart(2, "0")}` },
      ];
    }),
  );

  // Registrations in every state. The demo parent's rows are fixed; the rest fill the admin views.
  const sessionFor = (day: string, location: "UUCA" | "FLC", ageGroup: string) =>
    sessions.find((s) => s.startDate === day && s.location === location && s.ageGroup === ageGroup)!;
  const registrations: Array<typeof schema.registrations.$inferInsert> = [];
  const add = (
    camper: (typeof campers)[number],
    day: string,
    location: "UUCA" | "FLC",
    state: "confirmed" | "pending" | "deferred" | "interested",
    care = false,
  ) => {
    const session = sessionFor(day, location, location === "FLC" ? "K-2" : ageGroupForSeedGrade(camper.grade));
    const total = 12000 + (care ? 3000 : 0);
    registrations.push({
      id: registrations.length + 1,
      camperId: camper.id!,
      sessionId: session.id!,
      parentId: camper.parentId,
      beforeCare: care,
      afterCare: care,
      totalAmountCents: total,
      dayPriceCents: 12000,
      beforeCareCents: care ? 1500 : 0,
      afterCareCents: care ? 1500 : 0,
      heldAt: state === "pending" ? Date.now() : null,
      status: state === "confirmed" ? "confirmed" : state === "interested" ? "interested" : "pending",
      paymentStatus: state === "confirmed" ? "paid" : state === "interested" ? null : state,
      deferReason: state === "deferred" ? "Paying after our holiday bonus arrives" : null,
      windowId: 2,
    });
  };
  const [maya, leo] = campers;
  add(maya, dec23, "UUCA", "pending", true);
  add(leo, dec23, "UUCA", "confirmed");
  add(maya, jan2, "FLC", "interested");
  add(leo, jan19, "UUCA", "deferred");
  campers.slice(2).forEach((camper, i) => {
    const states = ["confirmed", "pending", "interested", "confirmed", "deferred"] as const;
    const k2 = ageGroupForSeedGrade(camper.grade) === "K-2";
    add(camper, dec23, k2 && i % 2 ? "FLC" : "UUCA", k2 && i % 2 ? "interested" : states[i % states.length], i % 3 === 0);
    if (i % 4 === 0) add(camper, jan2, "UUCA", "interested");
  });
  await insertAll(db, schema.registrations, registrations);
  await insertAll(
    db,
    schema.payments,
    registrations
      .filter((r) => r.paymentStatus === "paid")
      .map((r) => ({ id: r.id, registrationId: r.id!, kind: CARD_PAYMENT, amountCents: r.totalAmountCents, reference: `pi_demo_${r.id}` })),
  );

  // Attendance: the December 23 rosters at both sites, with groups, allergies and timed notes.
  await insertAll(db, schema.attendanceSessions, [
    { id: 1, date: dec23, location: "UUCA", title: "Winter Break Day", weekNumber: null, dailyPrize: "Peanut butter cookies" },
    { id: 2, date: dec23, location: "FLC", title: "Winter Break Day", weekNumber: null, dailyPrize: "Peanut butter cookies" },
  ]);
  const roster: Array<typeof schema.rosterEntries.$inferInsert> = [];
  const uucaGroups = ["Beluga Whales", "Bull Sharks", "Sea Otters"];
  for (let i = 0; i < 24; i++) {
    const flc = i >= 18;
    const first = CHILD_NAMES[(i * 5) % CHILD_NAMES.length];
    const last = FAMILIES[(i * 7) % FAMILIES.length][0];
    roster.push({
      id: i + 1,
      attendanceSessionId: flc ? 2 : 1,
      camperName: `${first} ${last}`,
      nickname: i % 6 === 0 ? first.slice(0, 2) : "",
      groupName: flc ? "Beluga Whales" : uucaGroups[i % 3],
      allergies: ALLERGIES[i % ALLERGIES.length],
      medications: MEDICATIONS[(i + 3) % MEDICATIONS.length],
      afterCare: i % 4 === 0,
      parentPhone: `(703) 555-02${String(i).padStart(2, "0")}`,
      notes: i % 5 === 0 ? `Age 8:4, pickup at 3:30` : i % 7 === 0 ? "Leaving early at noon" : "",
    });
  }
  await insertAll(db, schema.rosterEntries, roster);
  await insertAll(
    db,
    schema.attendanceRecords,
    roster.map((r) => ({ id: r.id, rosterEntryId: r.id! })),
  );

  await seedMedia(env);
  // What the office edits on the public site (Content tab), first published from app/content;
  // the handbook PDFs in R2 are made from the seeded handbook sections.
  await publishFirstContent(env as unknown as Env, { placeholders: true });

  return { dec23, sessions: sessions.length, campers: campers.length, registrations: registrations.length };
}
