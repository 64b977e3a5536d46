// The server's fold of door events (SQL in D1, app/server/attendance/door-fold.server.ts) against
// the one table of event sequences every fold must agree on (tests/support/door-fold-cases.ts; the
// device's and the replay's JS folds run it in app/lib/attendance/door-fold-cases.test.ts), and the
// door and the office counting the same children and adults from what D1 holds: the door's roster
// headcounts (loadRoster, groupHeadcounts) beside the office's "On site now" and its ratio replay.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { adultPresenceEvents, attendanceRecords, rosterEntries } from "../../db/schema";
import { addDays, campTimeToInstant, campToday } from "~/lib/camp-dates";
import { groupHeadcounts } from "~/lib/here-now/adults";
import { groupLabel } from "~/lib/vocabulary";
import { loadRoster } from "../../app/server/attendance/roster-load.server";
import { storeDoorEvents, type StoredEvent } from "~/server/attendance/door-fold.server";
import { getDb } from "~/server/db.server";
import { ratioDays } from "~/server/here-now/ratio-day.server";
import { hereNowToday } from "~/server/here-now/ratio-report.server";
import type { StaffSession } from "~/server/staff-session.server";
import { ADULT_CASES, FIRST_GROUP, FOLD_CASES, onSite, type FoldStep } from "../support/door-fold-cases";
import { createAttendanceSession, createRosterEntry, createStaff, staffCookieFor } from "../support/factories";

// Yesterday's rosters: every event is in the past whatever the hour, and the day is over.
const DAY = addDays(campToday(), -1);
const NINE = campTimeToInstant(DAY, "09:00");
const minute = (n: number) => NINE + n * 60_000;
const minuteOf = (instant: number | null) => (instant === null ? null : (instant - NINE) / 60_000);

async function sender(): Promise<StaffSession> {
  const staff = await createStaff({ displayName: "Ana Gomez" });
  return { staffId: staff.id, username: staff.username, displayName: staff.displayName, createdAt: 0, sessionVersion: staff.sessionVersion };
}

/** A step as the server stores it: its value is the group, the note, or the pickup a check-out carries (pickup.server.ts). */
const stored = (step: FoldStep, prefix: string, entryId: number): StoredEvent => ({
  id: `${prefix}-${step.id}`,
  entryId,
  kind: step.kind,
  at: minute(step.minute),
  value:
    step.kind === "group"
      ? step.group
      : step.kind === "notes"
        ? step.notes
        : step.kind === "checkOut" && step.pickedUpBy
          ? JSON.stringify({ method: "override", name: step.pickedUpBy, reason: "Called ahead" })
          : null,
});

/** The door's groups (its roster's headcounts) and the office's (the ratio replay), as [group, children, adults counted]. */
async function doorAndOffice(rosterId: number, staff: StaffSession, now: number) {
  const roster = (await loadRoster(env, rosterId, staff))!;
  const door = groupHeadcounts(roster.roster, roster.adults, roster.ratio)
    .filter((g) => g.children > 0 || g.adults > 0)
    .map((g) => [groupLabel(g.group), g.children, g.adults, g.status]);
  const [site] = (await hereNowToday(env, now)).filter((r) => r.id === rosterId);
  const office = site.groups.filter((g) => g.children > 0 || g.adults > 0).map((g) => [g.group, g.children, g.adults, g.status]);
  return { door, office, site, roster };
}

describe("the server's fold (SQL) agrees with the table, and the door and the office count the same", () => {
  test.each(FOLD_CASES.map((c, i) => ({ ...c, i })))("$name", async ({ steps, expected, i }) => {
    const staff = await sender();
    const today = await createAttendanceSession({ date: DAY, title: `Fold case ${i}` });
    const before = await createAttendanceSession({ date: addDays(DAY, -1), title: `Fold case ${i}, the day before` });
    const entry = await createRosterEntry({ attendanceSessionId: today.id, camperName: "Bea Fold", groupName: FIRST_GROUP });
    const earlier = await createRosterEntry({ attendanceSessionId: before.id, camperName: "Bea Fold", groupName: FIRST_GROUP });
    // Each step arrives on its own, in the table's order (a resent one comes again).
    for (const step of steps) await storeDoorEvents(env, staff, [stored(step, `case${i}`, step.otherDay ? earlier.id : entry.id)]);

    const [row] = await getDb(env)
      .select({ record: attendanceRecords, group: rosterEntries.groupName })
      .from(attendanceRecords)
      .innerJoin(rosterEntries, eq(rosterEntries.id, attendanceRecords.rosterEntryId))
      .where(eq(rosterEntries.id, entry.id));
    const r = row.record;
    expect({
      checkedIn: r.checkedIn,
      checkedInAt: minuteOf(r.checkedInAt),
      checkedOut: r.checkedOut,
      checkedOutAt: minuteOf(r.checkedOutAt),
      pickedUpBy: r.pickedUpBy,
      group: row.group,
      notes: r.notes,
    }).toEqual(expected);

    // The office's replay from D1 (the stored events through camperEventsSql) and the door's roster count the camper alike.
    const [day] = await ratioDays(env, { ids: [today.id] });
    const replayed = day.spans.filter((s) => s.to === day.spans.at(-1)?.to && s.children > 0).map((s) => [s.group, s.children]);
    expect(replayed).toEqual(onSite(expected) ? [[expected.group, 1]] : []);
    const { door, office } = await doorAndOffice(today.id, staff, campTimeToInstant(DAY, "23:59"));
    expect(door).toEqual(office);
  });

  test.each(ADULT_CASES.map((c, i) => ({ ...c, i })))("adults: $name", async ({ citsCount, steps, expected, i }) => {
    const staff = await sender();
    const roster = await createAttendanceSession({ date: DAY, title: `Adult case ${i}` });
    // A child in every group, so each group the adults are in is on the door's list too.
    for (const group of new Set(steps.flatMap((s) => ("group" in s ? [s.group] : []))))
      await storeDoorEvents(env, staff, [
        {
          id: `adults${i}-${group}`,
          entryId: (await createRosterEntry({ attendanceSessionId: roster.id, groupName: group })).id,
          kind: "checkIn",
          at: minute(0),
          value: null,
        },
      ]);
    await getDb(env)
      .insert(adultPresenceEvents)
      .values(
        steps.map((s) => ({
          id: `adults${i}-${s.id}`,
          attendanceSessionId: roster.id,
          person: s.person,
          kind: s.kind,
          name: s.kind === "adultIn" ? s.name : "",
          role: s.kind === "adultIn" ? s.role : null,
          reason: s.kind === "adultIn" && s.role === "visitor" ? "Visit" : "",
          groupName: "group" in s ? s.group : "",
          at: minute(s.minute),
          deviceAt: minute(s.minute),
          sentBy: staff.displayName,
        })),
      );
    await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = ?1 WHERE id = 1`)
      .bind(citsCount ? 1 : 0)
      .run();
    try {
      const { door, office, site, roster: loaded } = await doorAndOffice(roster.id, staff, campTimeToInstant(DAY, "23:59"));
      expect(site.adults.map((a) => ({ name: a.name, group: a.group, counts: a.counts }))).toEqual(expected);
      expect(loaded.adults.map((a) => a.name)).toEqual(expected.map((a) => a.name));
      expect(door).toEqual(office);
    } finally {
      await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = 0 WHERE id = 1`).run();
    }
  });
});

describe("one day at the door: the door's headcounts and the office's On site now count the same", () => {
  const id = () => crypto.randomUUID();
  const send = async (cookie: string, events: unknown[]) =>
    (
      await SELF.fetch("http://localhost/api/attendance/events", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ events }),
      })
    ).status;

  test("children checked in, out, moved, undone and taken off the roster; counselors, a CIT, a volunteer and a visitor", async () => {
    const lead = await createStaff({ displayName: "Lead Lou" });
    const cookie = await staffCookieFor(lead);
    const staff: StaffSession = { staffId: lead.id, username: lead.username, displayName: lead.displayName, createdAt: 0, sessionVersion: lead.sessionVersion };
    const session = await createAttendanceSession({ date: DAY, title: `One day ${id()}` });
    const kid = async (groupName: string) => (await createRosterEntry({ attendanceSessionId: session.id, groupName })).id;
    const bears = [await kid("Bears"), await kid("Bears"), await kid("Bears"), await kid("Bears")];
    const [moved, leftEarly, undone, takenOff] = [await kid("Dolphins"), await kid("Dolphins"), await kid("Dolphins"), await kid("Dolphins")];
    const noGroup = await kid("");
    const [ana, cam, val] = [
      await createStaff({ displayName: "Ana Counselor" }),
      await createStaff({ displayName: "Cam CIT", role: "cit" }),
      await createStaff({ displayName: "Val Volunteer", role: "volunteer" }),
    ];
    const checkIn = (entryId: number, at = minute(0)) => ({ id: id(), at, kind: "checkIn", entryId });
    expect(
      await send(cookie, [
        ...[...bears, moved, leftEarly, undone, takenOff, noGroup].map((e) => checkIn(e)),
        { id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, staffId: ana.id, groupName: "Bears" },
        { id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, staffId: cam.id, groupName: "Bears" },
        { id: id(), at: minute(1), kind: "adultIn", rosterId: session.id, staffId: val.id, groupName: "Dolphins" },
        {
          id: id(),
          at: minute(2),
          kind: "adultIn",
          rosterId: session.id,
          visitor: { name: "Ida Inspector", reason: "Licensing visit" },
          groupName: "Dolphins",
        },
        { id: id(), at: minute(5), kind: "checkOut", entryId: bears[3] },
        { id: id(), at: minute(6), kind: "group", entryId: moved, groupName: "Bears" },
        { id: id(), at: minute(7), kind: "checkOut", entryId: leftEarly },
        { id: id(), at: minute(8), kind: "undoCheckIn", entryId: undone },
        { id: id(), at: minute(9), kind: "checkOut", entryId: takenOff },
        { id: id(), at: minute(10), kind: "undoCheckOut", entryId: takenOff },
      ]),
    ).toBe(200);
    // Taken off the roster at 09:20 (a camper handed over once keeps their record for the office).
    expect((await SELF.fetch(`http://localhost/api/attendance/roster/${takenOff}`, { method: "DELETE", headers: { Cookie: cookie } })).status).toBe(200);
    await getDb(env)
      .update(rosterEntries)
      .set({ removedAt: minute(20) })
      .where(eq(rosterEntries.id, takenOff));

    const now = minute(30);
    const { door, office, site } = await doorAndOffice(session.id, staff, now);
    expect(door).toEqual([
      ["Bears", 4, 1, "ok"],
      ["Dolphins", 0, 1, "ok"],
      ["No group", 1, 0, "broken"],
    ]);
    expect(office).toEqual(door);
    expect(site.children).toBe(5);
    expect(site.adults.filter((a) => a.counts).map((a) => a.name)).toEqual(["Ana Counselor", "Val Volunteer"]);

    // Where the office lets CITs count, both count Cam.
    await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = 1 WHERE id = 1`).run();
    try {
      const again = await doorAndOffice(session.id, staff, now);
      expect(again.door[0]).toEqual(["Bears", 4, 2, "ok"]);
      expect(again.office).toEqual(again.door);
    } finally {
      await env.DB.prepare(`UPDATE camp_settings SET cits_count_in_ratio = 0 WHERE id = 1`).run();
    }
  });
});
