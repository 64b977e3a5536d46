// Who made a door change (docs/decisions/0057-door-trust.md): the counselor signed in on the
// device when it was made, proven by that sign-in, never by who sends the queue later.
//
// At sign-in the server issues the device a signed sign-in ("12.0.1764410000000.x1y2.MAC": the
// staff member, their session version, when they signed in, a random part, and an HMAC of those
// under a key derived from the server's secret). The device puts it on every change it records.
// The server checks the HMAC when the change arrives, even after that session ended or the staff
// member was disabled, so a queue sent later by another counselor is still recorded under the one
// who made it; a claim the server did not sign (a name, a made-up or altered sign-in) is refused.
import { sql } from "drizzle-orm";
import { attendanceStaff } from "../../../db/schema";
import { d1Statement } from "../db.server";
import { clampedTime, CLOCK_SKEW_MS, type Maker } from "./door-fold.server";
import { refused, type Refused } from "../operation-result.server";
import { randomToken } from "../tokens.server";
import { STAFF_SESSION_TTL_SECONDS, type StaffSession } from "../staff-session.server";

const SIGN_IN = /^(\d{1,9})\.(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

async function signingKey(env: Env) {
  // Its own key, derived from the server's secret with a purpose label (never the pepper itself).
  const base = await crypto.subtle.importKey("raw", new TextEncoder().encode(env.PASSWORD_PEPPER), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const derived = await crypto.subtle.sign("HMAC", base, new TextEncoder().encode("sarraka door sign-in v1"));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromBase64url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/") + "="), (c) => c.charCodeAt(0));

/** The signed sign-in a device gets with its session (kept in the session, given by the door's loader and the JSON login). */
export async function issueDoorSignIn(env: Env, session: { staffId: number; sessionVersion: number; createdAt: number }): Promise<string> {
  const payload = `${session.staffId}.${session.sessionVersion}.${session.createdAt}.${randomToken(12)}`;
  return `${payload}.${base64url(await crypto.subtle.sign("HMAC", await signingKey(env), new TextEncoder().encode(payload)))}`;
}

export type DoorSignIn = { staffId: number; sessionVersion: number; createdAt: number };

/** The sign-in a device's change names, when the server signed it; null for anything else. */
export async function readDoorSignIn(env: Env, text: string): Promise<DoorSignIn | null> {
  const m = SIGN_IN.exec(text);
  if (!m) return null;
  const payload = text.slice(0, text.lastIndexOf("."));
  const ok = await crypto.subtle.verify("HMAC", await signingKey(env), fromBase64url(m[5]), new TextEncoder().encode(payload));
  return ok ? { staffId: Number(m[1]), sessionVersion: Number(m[2]), createdAt: Number(m[3]) } : null;
}

type Claimed = { id: string; at: number; signIn?: string };

/**
 * Who made each change of a batch: the staff member of the sign-in it carries (checked here), or,
 * for a change that carries none (an older door, a tap made online through the page), the
 * counselor whose session sends it. A change made while the office had ended that sign-in (the
 * counselor disabled or their password reset while the device was offline, or after it expired)
 * is recorded under them and flagged. A sign-in the server did not sign refuses the batch (nothing
 * written), naming the change that carried it.
 */
export async function makersOf<Event extends Claimed>(
  env: Env,
  sender: StaffSession,
  events: readonly Event[],
  now = Date.now(),
): Promise<{ makers: Map<string, Maker> } | { refusal: Refused; event: Event }> {
  const makers = new Map<string, Maker>();
  const signIns = new Map<string, DoorSignIn | null>();
  for (const text of new Set(events.flatMap((e) => (e.signIn ? [e.signIn] : [])))) signIns.set(text, await readDoorSignIn(env, text));
  const staffIds = [...new Set([...signIns.values()].flatMap((s) => (s ? [s.staffId] : [])))];
  const { results } = staffIds.length
    ? await d1Statement(
        env.DB,
        sql`SELECT ${attendanceStaff.id} AS id, ${attendanceStaff.displayName} AS name, ${attendanceStaff.isActive} AS active, ${attendanceStaff.sessionVersion} AS version
          FROM ${attendanceStaff} WHERE ${attendanceStaff.id} IN (SELECT value FROM json_each(${JSON.stringify(staffIds)}))`,
      ).all<{ id: number; name: string; active: number; version: number }>()
    : { results: [] };
  const staff = new Map(results.map((s) => [s.id, s]));
  for (const e of events) {
    if (!e.signIn) {
      makers.set(e.id, { staffId: sender.staffId, name: sender.displayName, signInEnded: false });
      continue;
    }
    const signIn = signIns.get(e.signIn);
    const member = signIn ? staff.get(signIn.staffId) : undefined;
    if (!signIn || !member)
      return { refusal: refused(403, "This change names a counselor who was not signed in on this device: it cannot be recorded"), event: e };
    const at = clampedTime(e.at, now);
    // No refusal for a change dated before its sign-in: the time is the device's clock, which may
    // be hours off, and the signed sign-in already proves who was signed in on this device.
    const ended = member.active !== 1 || member.version !== signIn.sessionVersion || at > signIn.createdAt + STAFF_SESSION_TTL_SECONDS * 1000 + CLOCK_SKEW_MS;
    makers.set(e.id, { staffId: member.id, name: member.name, signInEnded: ended });
  }
  return { makers };
}
