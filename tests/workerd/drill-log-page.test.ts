// The office's drill log on /admin/here-now (docs/decisions/0050-emergency-roll-call.md): a drill
// is a record an inspector reads to the second, its start, every mark and its end alike.
import { SELF } from "cloudflare:test";
import { expect, test } from "vitest";
import { addDays, campTimeToInstant, campToday } from "~/lib/camp-dates";
import { createAttendanceSession, createRosterEntry, createStaff, createUser, sessionCookieFor, staffCookieFor } from "../support/factories";

const DAY = addDays(campToday(), -1);
const TEN = campTimeToInstant(DAY, "10:00");
const sec = (n: number) => TEN + n * 1000;
const id = () => crypto.randomUUID();

test("the drill log gives the roll call's end to the second, as it gives its start and marks", async () => {
  const cookie = await staffCookieFor(await createStaff({ displayName: "Tablet Tess" }));
  const counselor = await createStaff({ displayName: "Cora" });
  const session = await createAttendanceSession({ date: DAY, title: "Drill Day" });
  const ada = await createRosterEntry({ attendanceSessionId: session.id, camperName: "Ada", groupName: "Bears" });
  const call = id();
  const events = [
    { id: id(), at: sec(-600), kind: "adultIn", rosterId: session.id, staffId: counselor.id, groupName: "Bears" },
    { id: id(), at: sec(-500), kind: "checkIn", entryId: ada.id },
    { id: id(), at: sec(3), kind: "rollCallStart", rosterId: session.id, rollCallId: call },
    { id: id(), at: sec(21), kind: "rollCallMark", rosterId: session.id, rollCallId: call, person: `camper:${ada.id}`, accounted: true, device: "Door 4F2A" },
    { id: id(), at: sec(95), kind: "rollCallEnd", rosterId: session.id, rollCallId: call },
  ];
  const sent = await SELF.fetch("http://localhost/api/attendance/events", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ events }),
  });
  expect(sent.status).toBe(200);
  const admin = await sessionCookieFor((await createUser({ isAdmin: true })).id);
  const page = await SELF.fetch(`http://localhost/admin/here-now?from=${DAY}&to=${DAY}`, { headers: { Cookie: admin } });
  const html = (await page.text()).replace(/<!-- -->/g, "");
  // Before: "ended 10:01 AM", the seconds missing beside a start at 10:00:03 AM.
  expect(html).toContain("Drill Day: started 10:00:03 AM by Tablet Tess, ended 10:01:35 AM by Tablet Tess");
  expect(html).toMatch(/10:00:21 AM<\/td><td[^>]*>Ada \(Bears\)<\/td>/);
});
