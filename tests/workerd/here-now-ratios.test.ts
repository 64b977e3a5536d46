// Adults at the door and the groups' ratios (docs/decisions/0049-adults-at-the-door.md): staff
// check in, out and move between groups on the door's queue, each change kept once, with the
// name and role from the staff account; a day's ratio per minute is replayed from the stored
// events, a device's late queue landing in the minutes it was made.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { checkPickupCode, type PickupCodeCheck } from "~/lib/attendance/pickup-code";
import { addDays, campTimeToInstant, campToday } from "~/lib/camp-dates";
import { ratioDays } from "~/server/here-now/ratio-day.server";
import { hereNowToday } from "~/server/here-now/ratio-report.server";
import { callApi } from "../support/api";
import {
  createAttendanceSession,
  createCamper,
  createRosterEntry,
  createStaff,
  createUser,
  formPost,
  sessionCookieFor,
  staffCookieFor,
} from "../support/factories";

async function send(cookie: string, events: unknown[]) {
  const response = await SELF.fetch("http://localhost/api/attendance/events", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ events }),
  });
  return { status: response.status, json: await response.json<{ results?: unknown[]; message?: string; eventId?: string }>() };
}

// Yesterday's roster: a queue sent the next morning still lands on its day, and the whole day is over.
const DAY = addDays(campToday(), -1);
const NINE = campTimeToInstant(DAY, "09:00");
const minute = (n: number) => NINE + n * 60_000;
const id = () => crypto.randomUUID();

async function camp(children = 12) {
  const lead = await createStaff({ displayName: "Lead Lou" });
  const cookie = await staffCookieFor(lead);
  const session = await createAttendanceSession({ date: DAY });
  const kids = [];
  for (let i = 0; i < children; i++) kids.push(await createRosterEntry({ attendanceSessionId: session.id, camperName: `Bear ${i + 1}`, groupName: "Bears" }));
  return { lead, cookie, session, kids };
}

const brokenMinutes = async (rosterId: number) => {
  const [day] = await ratioDays(env, { ids: [rosterId] });
  return day.outOfRatio.map((s) => ({ group: s.group, from: (s.from - NINE) / 60_000, to: (s.to - NINE) / 60_000, minutes: s.minutes }));
};

describe("staff at the door", () => {
  test("a staff check-in names the account, not the device's word, and is kept once", async () => {
    const { cookie, session } = await camp(0);
    const cit = await createStaff({ displayName: "Casey CIT", role: "cit" });
    const checkIn = { id: id(), at: minute(0), kind: "adultIn", rosterId: session.id, staffId: cit.id, groupName: "Bears", staffName: "Someone Else" };
    expect((await send(cookie, [checkIn])).json.results).toEqual([{ id: checkIn.id, status: "saved" }]);
    expect((await send(cookie, [checkIn])).json.results).toEqual([{ id: checkIn.id, status: "duplicate" }]);
    const rows = await env.DB.prepare(`SELECT person, name, role, group_name, sent_by FROM adult_presence_events WHERE attendance_session_id = ?1`)
      .bind(session.id)
      .all();
    expect(rows.results).toEqual([{ person: `staff:${cit.id}`, name: "Casey CIT", role: "cit", group_name: "Bears", sent_by: "Lead Lou" }]);

    const roster = await SELF.fetch(`http://localhost/api/attendance/sessions/${session.id}`, { headers: { Cookie: cookie } });
    const answer = await roster.json<{ adults: unknown[]; staffList: Array<{ name: string }>; ratio: unknown }>();
    expect(answer.adults).toEqual([expect.objectContaining({ person: `staff:${cit.id}`, name: "Casey CIT", role: "cit", group: "Bears" })]);
    expect(answer.staffList.map((s) => s.name)).toContain("Casey CIT");
    expect(answer.ratio).toEqual({ campersPerAdult: 10, citsCount: false, groups: {} });
  });

  test("an unknown or disabled staff member, or a visitor without a name or a reason, refuses the whole batch", async () => {
    const { cookie, session, kids } = await camp(1);
    const gone = await createStaff({ isActive: false });
    const child = { id: id(), at: minute(0), kind: "checkIn", entryId: kids[0].id };
    const cases = [
      [{ id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, staffId: gone.id, groupName: "" }, 404, "Staff member not found"],
      [{ id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, staffId: 999_999, groupName: "" }, 404, "Staff member not found"],
      [
        { id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, visitor: { name: "  ", reason: "Delivery" }, groupName: "" },
        400,
        "Enter the visitor's name",
      ],
      [
        { id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, visitor: { name: "Ida", reason: "  " }, groupName: "" },
        400,
        "Enter the reason for the visit",
      ],
      [{ id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, visitor: { name: "Ida" }, groupName: "" }, 400, "Enter the reason for the visit"],
      [{ id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, groupName: "" }, 400, "Choose a staff member or enter a visitor"],
      [{ id: id(), at: minute(1), kind: "adultOut", rosterId: session.id, person: "anyone" }, 400, "Unknown person"],
      [
        { id: id(), at: minute(1), kind: "adultIn", rosterId: 999_999, visitor: { name: "Ida", reason: "Licensing visit" }, groupName: "" },
        404,
        "Roster not found",
      ],
    ] as const;
    for (const [adult, status, message] of cases) {
      const answer = await send(cookie, [child, adult]);
      expect(answer.status).toBe(status);
      expect(answer.json.message).toBe(`Change 2: ${message}`);
    }
    const written = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM adult_presence_events WHERE attendance_session_id = ?1) + (SELECT count(*) FROM attendance_events WHERE roster_entry_id = ?2) AS n`,
    )
      .bind(session.id, kids[0].id)
      .first<{ n: number }>();
    expect(written?.n).toBe(0);
  });
});

describe("a day's ratio, replayed from the door's events", () => {
  test("each group's minutes out of ratio follow staff moves, and a late queue lands in the minutes it was made", async () => {
    const { cookie, session, kids } = await camp(12);
    const ana = await createStaff({ displayName: "Ana" });
    const ben = await createStaff({ displayName: "Ben" });
    const cam = await createStaff({ displayName: "Cam CIT", role: "cit" });
    const adult = (at: number, kind: string, extra: Record<string, unknown>) => ({ id: id(), at: minute(at), kind, rosterId: session.id, ...extra });
    // Ana with the Bears; ten children arrive (minutes 1-10), the eleventh at minute 11: one adult for eleven.
    const morning = [
      adult(0, "adultIn", { staffId: ana.id, groupName: "Bears" }),
      ...kids.slice(0, 11).map((k, i) => ({ id: id(), at: minute(i + 1), kind: "checkIn", entryId: k.id })),
      // Ben starts with the Otters (no children) and moves to the Bears at minute 15; Cam, a CIT, joins at 12.
      adult(12, "adultIn", { staffId: ben.id, groupName: "Otters" }),
      adult(12, "adultIn", { staffId: cam.id, groupName: "Bears" }),
      adult(15, "adultMove", { person: `staff:${ben.id}`, groupName: "Bears" }),
    ];
    expect((await send(cookie, morning)).status).toBe(200);
    // A CIT does not count (the office's default): the Bears are out of ratio from minute 11 to 15.
    expect(await brokenMinutes(session.id)).toEqual([{ group: "Bears", from: 11, to: 15, minutes: 4 }]);

    // A device that was offline sends its queue now: a check-out at minute 13 (it was made then).
    expect((await send(cookie, [{ id: id(), at: minute(13), kind: "checkOut", entryId: kids[0].id }])).status).toBe(200);
    expect(await brokenMinutes(session.id)).toEqual([{ group: "Bears", from: 11, to: 13, minutes: 2 }]);

    // Ana leaves at minute 30: Ben alone with ten Bears is within ratio; the twelfth child at 31 breaks it.
    await send(cookie, [adult(30, "adultOut", { person: `staff:${ana.id}` }), { id: id(), at: minute(31), kind: "checkIn", entryId: kids[11].id }]);
    const day = (await ratioDays(env, { ids: [session.id] }))[0];
    const at = (m: number) => day.spans.find((s) => s.group === "Bears" && s.from <= minute(m) && minute(m) < s.to);
    expect(at(30)).toMatchObject({ children: 10, adults: 1, status: "next-breaks" });
    expect(at(31)).toMatchObject({ children: 11, adults: 1, status: "broken" });

    // The office lets CITs count: the same events, read again, count Cam with the Bears from minute 12.
    await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = 1 WHERE id = 1`).run();
    try {
      expect(await brokenMinutes(session.id)).toEqual([{ group: "Bears", from: 11, to: 12, minutes: 1 }]);
    } finally {
      await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = 0 WHERE id = 1`).run();
    }
  });

  test("the office's report lists each stretch out of ratio, on the page, in print and as CSV", async () => {
    const { cookie, session, kids } = await camp(11);
    await env.DB.prepare("UPDATE attendance_sessions SET title = 'Inspection Day' WHERE id = ?1").bind(session.id).run();
    const ana = await createStaff({ displayName: "Ana" });
    await send(cookie, [
      { id: id(), at: minute(0), kind: "adultIn", rosterId: session.id, staffId: ana.id, groupName: "Bears" },
      ...kids.map((k, i) => ({ id: id(), at: minute(1) + i * 1000, kind: "checkIn", entryId: k.id })),
      { id: id(), at: minute(20) + 30_000, kind: "checkOut", entryId: kids[10].id },
    ]);
    const admin = await sessionCookieFor((await createUser({ isAdmin: true })).id);
    const csv = await SELF.fetch(`http://localhost/admin/ratios.csv?from=${DAY}&to=${DAY}`, { headers: { Cookie: admin } });
    expect(csv.status).toBe(200);
    const line = (await csv.text()).split("\r\n").find((l) => l.includes("Inspection Day"));
    // The eleventh child arrived at 09:01:10 and left at 09:20:30: 19 minutes and 20 seconds, 20 started minutes, judged by the camp's ratio.
    expect(line).toBe(`${DAY},UUCA,Inspection Day,Bears,1:10,The camp's,9:01:10 AM,9:20:30 AM,20,11,1`);
    const page = await SELF.fetch(`http://localhost/admin/here-now?from=${DAY}&to=${DAY}`, { headers: { Cookie: admin } });
    const html = (await page.text()).replace(/<!-- -->/g, "");
    expect(html).toContain("Ratio report");
    expect(html).toMatch(/Inspection Day<\/td><td[^>]*>20<\/td>/);
    // Each stretch's row names its roster and the rule it was judged by, as the CSV does.
    expect(html).toMatch(
      /<td[^>]*>UUCA<\/td><td[^>]*>Inspection Day<\/td><td[^>]*>Bears<\/td><td[^>]*>1:10<\/td><td[^>]*>The camp(&#x27;|')s<\/td><td[^>]*>9:01:10 AM<\/td><td[^>]*>9:20:30 AM<\/td><td[^>]*>20<\/td>/,
    );
    // The day per group counts the same 20 minutes (it said 19 beside the row's 20).
    expect(html).toContain("out of ratio 20 min");
    const bad = await SELF.fetch(`http://localhost/admin/ratios.csv?from=${DAY}&to=2020-01-01`, { headers: { Cookie: admin } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("To must be on or after From");
  });

  test("a child's group change moves the child in the replay from the group they started in", async () => {
    const { cookie, session, kids } = await camp(2);
    const ana = await createStaff({ displayName: "Ana" });
    await send(cookie, [
      { id: id(), at: minute(0), kind: "adultIn", rosterId: session.id, staffId: ana.id, groupName: "Bears" },
      { id: id(), at: minute(1), kind: "checkIn", entryId: kids[0].id },
      { id: id(), at: minute(5), kind: "group", entryId: kids[0].id, groupName: "Otters" },
    ]);
    const [day] = await ratioDays(env, { ids: [session.id] });
    const spans = day.spans.map((s) => ({ group: s.group, from: (s.from - NINE) / 60_000, children: s.children, adults: s.adults, status: s.status }));
    expect(spans).toEqual([
      { group: "Bears", from: 0, children: 0, adults: 1, status: "ok" },
      { group: "Bears", from: 1, children: 1, adults: 1, status: "ok" },
      { group: "Bears", from: 5, children: 0, adults: 1, status: "ok" },
      { group: "Otters", from: 5, children: 1, adults: 0, status: "broken" },
    ]);
  });
});

describe("the office's on site now", () => {
  /** A counselor and a CIT with the Bears, a visitor with no group, and 21 children checked in at `at`. */
  async function everyone(sessionDate: string, at: number) {
    const lead = await createStaff({ displayName: "Lead Lou" });
    const cookie = await staffCookieFor(lead);
    const session = await createAttendanceSession({ date: sessionDate, title: `Who is here ${id()}` });
    const kids = [];
    for (let i = 0; i < 21; i++) kids.push(await createRosterEntry({ attendanceSessionId: session.id, camperName: `Bear ${i + 1}`, groupName: "Bears" }));
    const ana = await createStaff({ displayName: "Ana Counselor" });
    const cam = await createStaff({ displayName: "Cam CIT", role: "cit" });
    const sent = await send(cookie, [
      { id: id(), at, kind: "adultIn", rosterId: session.id, staffId: ana.id, groupName: "Bears" },
      { id: id(), at, kind: "adultIn", rosterId: session.id, staffId: cam.id, groupName: "Bears" },
      { id: id(), at, kind: "adultIn", rosterId: session.id, visitor: { name: "Ida Inspector", reason: "Licensing visit" }, groupName: "" },
      ...kids.map((k) => ({ id: id(), at, kind: "checkIn", entryId: k.id })),
    ]);
    expect(sent.status).toBe(200);
    return session;
  }

  test("everyone on site is listed by kind, each adult with whether they count toward their group's ratio", async () => {
    const session = await everyone(DAY, minute(0));
    const [roster] = (await hereNowToday(env, minute(30))).filter((r) => r.id === session.id);
    expect(roster.children).toBe(21);
    expect(roster.adults.map((a) => [a.name, a.role, a.group, a.counts])).toEqual([
      ["Ana Counselor", "counselor", "Bears", true],
      ["Cam CIT", "cit", "Bears", false],
      ["Ida Inspector", "visitor", "", false],
    ]);
    expect(roster.groups.map((g) => [g.group, g.children, g.adults, g.status, g.here.map((a) => a.name)])).toEqual([
      ["Bears", 21, 1, "broken", ["Ana Counselor", "Cam CIT"]],
    ]);
    // The office lets CITs count: Cam counts, and the Bears have two adults counted.
    await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = 1 WHERE id = 1`).run();
    try {
      const [again] = (await hereNowToday(env, minute(30))).filter((r) => r.id === session.id);
      expect(again.adults.map((a) => a.counts)).toEqual([true, true, false]);
      expect(again.groups[0].adults).toBe(2);
    } finally {
      await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = 0 WHERE id = 1`).run();
    }
  });

  test("the tab says it in words: 21 children and 3 adults, by kind, and the one who counts", async () => {
    // Checked in a minute ago: the test clock stands still, and a span that starts at this very
    // instant has not lasted yet, so no one would be on site in it.
    const session = await everyone(campToday(), Date.now() - 60_000);
    const admin = await sessionCookieFor((await createUser({ isAdmin: true })).id);
    const html = (await (await SELF.fetch("http://localhost/admin/here-now", { headers: { Cookie: admin } })).text()).replace(/<!-- -->/g, "");
    const site = html.slice(html.indexOf(session.title), html.indexOf("</section>", html.indexOf(session.title)));
    // Before: "21 children · 1 adults", the CIT and the visitor nowhere.
    expect(site).toContain("21 children · 3 adults: 1 counselor, 1 CIT, 1 visitor</strong> · 1 counts toward ratio");
    expect(site).toContain("21 children / 1 adult counted");
    expect(site).toMatch(/Cam CIT<\/td><td[^>]*>CIT<\/td><td[^>]*>Bears<\/td><td[^>]*>No: CITs do not count in this group</);
    expect(site).toMatch(
      /Ida Inspector<span[^>]*> \(Licensing visit\)<\/span><\/td><td[^>]*>Visitor<\/td><td[^>]*>No group<\/td><td[^>]*>No: visitors never count</,
    );
    expect(site).toMatch(/Ana Counselor<\/td><td[^>]*>Counselor<\/td><td[^>]*>Bears<\/td><td[^>]*>Yes</);
  });
});

describe("the office's ratio and roles", () => {
  const settings = { holdExpiryHours: 72, holdReminderHours: 24, familyCapPerSession: null, mailRetentionDays: 30 };

  test("the ratio and whether CITs count are the office's settings; a bad ratio is refused and changes nothing", async () => {
    const cookie = await sessionCookieFor((await createUser({ isAdmin: true })).id);
    try {
      expect((await callApi("/api/admin/settings", { cookie, method: "PUT", body: { ...settings, campersPerAdult: 8, citsCountInRatio: true } })).status).toBe(
        200,
      );
      const bad = await callApi("/api/admin/settings", { cookie, method: "PUT", body: { ...settings, campersPerAdult: 0 } });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.json)).toContain("Children per adult must be a whole number of children from 1 to 50");
      expect(await env.DB.prepare("SELECT campers_per_adult AS n, cits_count_in_ratio AS cits FROM camp_settings").first()).toEqual({ n: 8, cits: 1 });
      // The page's form says yes or no.
      const page = await SELF.fetch(
        formPost(
          "/admin/settings",
          {
            intent: "save-settings",
            holdExpiryHours: "72",
            holdReminderHours: "24",
            familyCapPerSession: "",
            mailRetentionDays: "30",
            campersPerAdult: "12",
            citsCountInRatio: "no",
          },
          { Cookie: cookie },
        ),
      );
      expect(page.status).toBeLessThan(400);
      expect(await env.DB.prepare("SELECT campers_per_adult AS n, cits_count_in_ratio AS cits FROM camp_settings").first()).toEqual({ n: 12, cits: 0 });
    } finally {
      await env.DB.prepare("UPDATE camp_settings SET campers_per_adult = 10, cits_count_in_ratio = 0").run();
    }
  });

  test("a staff member's role is set by the office, through the API and the Staff tab", async () => {
    const cookie = await sessionCookieFor((await createUser({ isAdmin: true })).id);
    const created = await callApi("/api/admin/staff", {
      cookie,
      body: { username: "casey.cit", displayName: "Casey", password: "a long door phrase", role: "cit" },
    });
    expect(created.status).toBe(201);
    const staffId = (created.json as { id: number; role: string }).id;
    expect((created.json as { role: string }).role).toBe("cit");
    expect((await callApi(`/api/admin/staff/${staffId}`, { cookie, method: "PATCH", body: { role: "boss" } })).status).toBe(400);
    const page = await SELF.fetch(formPost("/admin/staff", { intent: "set-role", id: String(staffId), role: "volunteer" }, { Cookie: cookie }));
    expect(page.status).toBeLessThan(400);
    expect(await env.DB.prepare("SELECT role FROM attendance_staff WHERE id = ?1").bind(staffId).first()).toEqual({ role: "volunteer" });
  });
});

describe("what judges a door's groups reaches open doors", () => {
  const settings = { holdExpiryHours: 72, holdReminderHours: 24, familyCapPerSession: null, mailRetentionDays: 30 };

  test("the roster's version changes when the office changes the ratio, whether CITs count, a group's rule, a role or a door code", async () => {
    const admin = await sessionCookieFor((await createUser({ isAdmin: true })).id);
    const { cookie, session } = await camp(2);
    const version = async () => (await callApi(`/api/attendance/sessions/${session.id}/version`, { cookie })).json.version as string;
    const seen = [await version()];
    const expectNew = async (what: string) => {
      const now = await version();
      // A door compares with the version it holds: any change from the last one reloads it.
      expect(now, what).not.toBe(seen.at(-1));
      seen.push(now);
    };
    try {
      expect(await version()).toBe(seen[0]);
      expect(
        (await callApi("/api/admin/settings", { cookie: admin, method: "PUT", body: { ...settings, campersPerAdult: 10, citsCountInRatio: true } })).status,
      ).toBe(200);
      await expectNew("CITs count toward a group's ratio");
      expect(
        (await callApi("/api/admin/settings", { cookie: admin, method: "PUT", body: { ...settings, campersPerAdult: 6, citsCountInRatio: true } })).status,
      ).toBe(200);
      await expectNew("the camp's ratio");
      const saved = await callApi("/api/admin/ratio-rules", { cookie: admin, body: { scope: "group", name: "Bears", campersPerAdult: 4, citsCount: false } });
      expect(saved.status).toBeLessThan(300);
      await expectNew("a group's own rule");
      expect(
        (await callApi("/api/admin/ratio-rules", { cookie: admin, body: { scope: "group", name: "Bears", campersPerAdult: 5, citsCount: false } })).status,
      ).toBeLessThan(300);
      await expectNew("the group's rule replaced");
      const rules = (await callApi("/api/admin/ratio-rules", { cookie: admin, method: "GET" })).json as unknown as Array<{ id: number; name: string }>;
      const bears = rules.find((r) => r.name === "Bears")!;
      expect((await callApi(`/api/admin/ratio-rules/${bears.id}`, { cookie: admin, method: "DELETE" })).status).toBe(200);
      await expectNew("the group's rule removed");
      const casey = await createStaff({ displayName: "Casey" });
      await expectNew("a new staff member");
      expect((await callApi(`/api/admin/staff/${casey.id}`, { cookie: admin, method: "PATCH", body: { role: "cit" } })).status).toBe(200);
      await expectNew("a role");
      expect((await callApi(`/api/admin/staff/${casey.id}/door-code`, { cookie: admin, body: {} })).status).toBeLessThan(300);
      await expectNew("a door code");
      // Nothing changed: the same version, so no door reloads for nothing.
      expect(await version()).toBe(seen.at(-1));
    } finally {
      await env.DB.prepare("UPDATE camp_settings SET campers_per_adult = 10, cits_count_in_ratio = 0").run();
      await env.DB.prepare("DELETE FROM ratio_rules WHERE name = 'Bears'").run();
    }
  });
});

describe("a group's own ratio", () => {
  test("the office sets a ratio per age group and per camp group; the door and the day's replay judge each group by its own", async () => {
    const admin = await sessionCookieFor((await createUser({ isAdmin: true })).id);
    const parent = await createUser();
    const { cookie, session } = await camp(0);
    const group = async (groupName: string, grade: string) => {
      const entries = [];
      for (let i = 0; i < 4; i++) {
        const camper = await createCamper({ parentId: parent.id, grade, firstName: `${groupName} ${i}` });
        entries.push(await createRosterEntry({ attendanceSessionId: session.id, camperId: camper.id, camperName: `${groupName} ${i}`, groupName }));
      }
      return entries;
    };
    // Four kindergarteners in the Minnows, four fourth graders in the Rays, four in the Eels.
    const [minnows, rays, eels] = [await group("Minnows", "kindergarten"), await group("Rays", "4th"), await group("Eels", "4th")];
    const [ana, ben, cy, cam] = [
      await createStaff({ displayName: "Ana" }),
      await createStaff({ displayName: "Ben" }),
      await createStaff({ displayName: "Cy" }),
      await createStaff({ displayName: "Cam", role: "cit" }),
    ];
    const adultIn = (staffId: number, groupName: string) => ({ id: id(), at: minute(0), kind: "adultIn", rosterId: session.id, staffId, groupName });
    const arrive = (entries: Array<{ id: number }>) => entries.map((k, i) => ({ id: id(), at: minute(i + 1), kind: "checkIn", entryId: k.id }));
    await send(cookie, [
      adultIn(ana.id, "Minnows"),
      adultIn(ben.id, "Rays"),
      adultIn(cy.id, "Eels"),
      adultIn(cam.id, "Rays"),
      ...arrive(minnows),
      ...arrive(rays),
      ...arrive(eels),
    ]);
    // The camp's one adult per ten: every group is within ratio.
    expect(await brokenMinutes(session.id)).toEqual([]);

    try {
      // K-2 children: one adult per three (the API); the Rays: one per two, CITs counting (the Settings form).
      const age = await callApi("/api/admin/ratio-rules", { cookie: admin, body: { scope: "age", name: "K-2", campersPerAdult: 3, citsCount: false } });
      expect(age.status).toBe(200);
      expect(age.json).toMatchObject({ message: "Age group K-2: one adult per 3 children saved." });
      const form = { intent: "save-ratio-rule", scope: "group", name: "Rays", campersPerAdult: "2", citsCount: "yes" };
      expect((await SELF.fetch(formPost("/admin/settings", form, { Cookie: admin }))).status).toBeLessThan(400);
      // Refused with a message, nothing stored: an age group that does not exist, a ratio of none, no group.
      for (const [body, message] of [
        [{ scope: "age", name: "toddlers", campersPerAdult: 3, citsCount: false }, "An age group is one of K-2, 2-3, 4+"],
        [{ scope: "group", name: "Eels", campersPerAdult: 0, citsCount: false }, "Children per adult must be a whole number of children from 1 to 50"],
        [{ scope: "group", name: " ", campersPerAdult: 5, citsCount: false }, "Enter the group"],
      ] as const) {
        const refusedRule = await callApi("/api/admin/ratio-rules", { cookie: admin, body });
        expect(refusedRule.status).toBe(400);
        expect(JSON.stringify(refusedRule.json)).toContain(message);
      }
      const rules = await callApi("/api/admin/ratio-rules", { cookie: admin, method: "GET" });
      expect((rules.json as unknown as Array<{ name: string }>).map((r) => r.name)).toEqual(["K-2", "Rays"]);

      // The door's roster carries each group's rule; no child's age goes with it.
      const roster = await SELF.fetch(`http://localhost/api/attendance/sessions/${session.id}`, { headers: { Cookie: cookie } });
      const ratio = (await roster.json<{ ratio: { campersPerAdult: number; groups: Record<string, unknown> } }>()).ratio;
      expect(ratio).toEqual({
        campersPerAdult: 10,
        citsCount: false,
        groups: { Minnows: { campersPerAdult: 3, citsCount: false }, Rays: { campersPerAdult: 2, citsCount: true } },
      });

      // The same events, read again: the Minnows are out of ratio from the fourth child (minute 4);
      // the Rays, Ben and Cam the CIT for four children, are within theirs; the Eels keep the camp's.
      expect(await brokenMinutes(session.id)).toEqual([{ group: "Minnows", from: 4, to: expect.any(Number), minutes: expect.any(Number) }]);
      const csv = await SELF.fetch(`http://localhost/admin/ratios.csv?from=${DAY}&to=${DAY}`, { headers: { Cookie: admin } });
      expect(await csv.text()).toContain(",Minnows,1:3,Age group K-2,9:04:00 AM,");

      // A rule removed: the group keeps the camp's ratio again; an unknown rule is a 404.
      const kRule = (rules.json as unknown as Array<{ id: number; name: string }>).find((r) => r.name === "K-2")!;
      expect((await callApi(`/api/admin/ratio-rules/${kRule.id}`, { cookie: admin, method: "DELETE" })).json).toMatchObject({
        message: "Age group K-2 keeps the camp's ratio again.",
      });
      expect((await callApi(`/api/admin/ratio-rules/${kRule.id}`, { cookie: admin, method: "DELETE" })).status).toBe(404);
      expect(await brokenMinutes(session.id)).toEqual([]);

      // The Eels' own ratio of one adult per three: Cy is short from the fourth Eel, and the report names the camp group's rule.
      await callApi("/api/admin/ratio-rules", { cookie: admin, body: { scope: "group", name: "Eels", campersPerAdult: 3, citsCount: false } });
      const eels = await SELF.fetch(`http://localhost/admin/ratios.csv?from=${DAY}&to=${DAY}`, { headers: { Cookie: admin } });
      expect(await eels.text()).toContain(",Eels,1:3,Camp group Eels,9:04:00 AM,");
    } finally {
      await env.DB.prepare("DELETE FROM ratio_rules").run();
    }
  });
});

describe("a staff member's own door code", () => {
  test("the office makes one; today's roster carries its check (never the code) so a device finds its owner offline; a new one replaces it", async () => {
    const admin = await sessionCookieFor((await createUser({ isAdmin: true })).id);
    const lead = await createStaff({ displayName: "Lead Lou" });
    const dana = await createStaff({ displayName: "Dana" });
    const issue = async () => {
      const answer = await callApi(`/api/admin/staff/${dana.id}/door-code`, { cookie: admin, body: {} });
      expect(answer.status).toBe(200);
      return (answer.json as { doorCode: string; hasDoorCode: boolean }).doorCode;
    };
    const first = await issue();
    expect(first).toMatch(/^\d{6}$/);
    const stored = await env.DB.prepare("SELECT door_code_salt AS salt, door_code_hash AS hash FROM attendance_staff WHERE id = ?1")
      .bind(dana.id)
      .first<{ salt: string; hash: string }>();
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(first);
    const listed = (await callApi("/api/admin/staff", { cookie: admin })).json as unknown as Array<{ id: number; hasDoorCode: boolean }>;
    expect(listed.find((s) => s.id === dana.id)?.hasDoorCode).toBe(true);
    expect(listed.find((s) => s.id === lead.id)?.hasDoorCode).toBe(false);

    const checkOf = async (date: string) => {
      const session = await createAttendanceSession({ date });
      const roster = await SELF.fetch(`http://localhost/api/attendance/sessions/${session.id}`, { headers: { Cookie: await staffCookieFor(lead) } });
      const body = await roster.json<{ staffList: Array<{ id: number; codeCheck: PickupCodeCheck | null }> }>();
      expect(JSON.stringify(body)).not.toContain(`"${first}"`);
      return body.staffList.find((s) => s.id === dana.id)?.codeCheck ?? null;
    };
    const today = await checkOf(campToday());
    expect(await checkPickupCode(first, today)).toBe(true);
    // Yesterday's roster carries no code checks: a device holds what today's door needs.
    expect(await checkOf(DAY)).toBeNull();

    // A device holds 12 bits of a check (decision 0057): one new code in 4,096 lets the old one
    // fit them too, so the office's next new code is taken then (never twice in a row by chance).
    let second = await issue();
    for (let i = 0; i < 3 && (second === first || (await checkPickupCode(first, await checkOf(campToday())))); i++) second = await issue();
    expect(await checkPickupCode(first, await checkOf(campToday()))).toBe(false);
    expect(await checkPickupCode(second, await checkOf(campToday()))).toBe(true);
    expect((await callApi("/api/admin/staff/999999/door-code", { cookie: admin, body: {} })).status).toBe(404);
    // The Staff tab's button does the same.
    const page = await SELF.fetch(formPost("/admin/staff", { intent: "new-door-code", id: String(dana.id) }, { Cookie: admin }));
    expect(page.status).toBeLessThan(400);
  });
});
