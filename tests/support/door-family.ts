// A family at the door for the workerd tests: a parent with a camper on today's roster, one
// authorized adult (Lou Rivera, Grandpa), the family's pickup code, and a counselor (Sam Ortiz).
import { expect } from "vitest";
import { createAttendanceSession, createCamper, createRosterEntry, createStaff, createUser, sessionCookieFor, staffCookieFor } from "./factories";
import { callApi } from "./api";

export async function doorFamily(first = "Maya", medications = "Inhaler at 12:00") {
  const parent = await createUser({ firstName: "Pat", lastName: "Rivera" });
  const parentCookie = await sessionCookieFor(parent.id);
  const camper = await createCamper({ parentId: parent.id, firstName: first, lastName: "Rivera" });
  const session = await createAttendanceSession();
  const entry = await createRosterEntry({ attendanceSessionId: session.id, camperId: camper.id, camperName: `${first} Rivera`, medications });
  const staffCookie = await staffCookieFor(await createStaff({ displayName: "Sam Ortiz" }));
  const added = await callApi("/api/pickup/adults", {
    cookie: parentCookie,
    body: { camperId: camper.id, name: "Lou Rivera", relationship: "Grandpa", phone: "703 555 0100" },
  });
  expect(added.status, added.text).toBe(201);
  const code = (await callApi("/api/pickup", { cookie: parentCookie })).json.pickupCode as string;
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  return { parent, parentCookie, camper, session, entry, staffCookie, adultId: added.json.id as number, code, wrong };
}
export type DoorFamily = Awaited<ReturnType<typeof doorFamily>>;

/** Matches a pickup code as a value of its own: six random digits can also turn up inside a timestamp or a hash. */
export function codeAlone(code: string): RegExp {
  return new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`);
}
