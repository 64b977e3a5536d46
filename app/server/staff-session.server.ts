// Attendance staff sessions live in KV with a TTL (PRODUCT.md): a random token in an HttpOnly
// cookie, stored only as its SHA-256. Every use also checks the staff row is still active, so
// an admin disabling a counselor locks them out at once, not when the TTL runs out.
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import { attendanceStaff } from "../../db/schema";
import { readSignInCookie, signInCookieHeader } from "./cookies.server";
import { getDb } from "./db.server";
import { hashPassword, verifyPassword } from "./password.server";
import {
  accountClientThrottleKey,
  checkLoginAllowed,
  clearLoginFailures,
  clientThrottleKey,
  recordLoginFailure,
  throttleMessage,
} from "./login-throttle.server";
import { hashToken, randomToken } from "./tokens.server";
import { issueDoorSignIn } from "./attendance/door-sign-in.server";

// Named by cookies.server.ts: `__Host-sarraka_staff` on https.
const STAFF_COOKIE = "sarraka_staff";
// A working day at the door, with room for before and after care.
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;
export const STAFF_LOGIN_FAILED = "Invalid username or password";

/**
 * `doorSignIn`: the signed sign-in the device puts on every change it records, so the change names
 * who made it whoever sends it later (app/server/attendance/door-sign-in.server.ts).
 */
export type StaffSession = { staffId: number; username: string; displayName: string; createdAt: number; sessionVersion: number; doorSignIn?: string };

const kvKey = (tokenHash: string) => `staff-session:${tokenHash}`;

function cookieFor(request: Request, value: string, maxAge: number) {
  return signInCookieHeader(request, STAFF_COOKIE, value, maxAge);
}

export async function createStaffSession(env: Env, request: Request, staff: { id: number; username: string; displayName: string; sessionVersion: number }) {
  const token = randomToken();
  const createdAt = Date.now();
  const session: StaffSession = {
    staffId: staff.id,
    username: staff.username,
    displayName: staff.displayName,
    createdAt,
    sessionVersion: staff.sessionVersion,
    doorSignIn: await issueDoorSignIn(env, { staffId: staff.id, sessionVersion: staff.sessionVersion, createdAt }),
  };
  await env.STAFF_SESSIONS.put(kvKey(await hashToken(token)), JSON.stringify(session), { expirationTtl: STAFF_SESSION_TTL_SECONDS });
  return { setCookie: cookieFor(request, token, STAFF_SESSION_TTL_SECONDS), doorSignIn: session.doorSignIn! };
}

export async function destroyStaffSession(env: Env, request: Request) {
  const token = readSignInCookie(request, STAFF_COOKIE);
  if (token) await env.STAFF_SESSIONS.delete(kvKey(await hashToken(token)));
  return cookieFor(request, "", 0);
}

/** The signed-in staff member, or null (no cookie, expired, disabled, or the password was reset since). */
export async function getStaffSession(env: Env, request: Request): Promise<StaffSession | null> {
  const token = readSignInCookie(request, STAFF_COOKIE);
  if (!token) return null;
  const session = await env.STAFF_SESSIONS.get<StaffSession>(kvKey(await hashToken(token)), "json");
  if (!session) return null;
  const [staff] = await getDb(env)
    .select({ displayName: attendanceStaff.displayName, sessionVersion: attendanceStaff.sessionVersion })
    .from(attendanceStaff)
    .where(and(eq(attendanceStaff.id, session.staffId), eq(attendanceStaff.isActive, true)));
  // A session from before a password reset (a lost tablet) is over.
  if (!staff || staff.sessionVersion !== (session.sessionVersion ?? 0)) return null;
  return { ...session, displayName: staff.displayName };
}

/** Loader guard for the attendance pages. */
export async function requireStaffSession(env: Env, request: Request): Promise<StaffSession> {
  const session = await getStaffSession(env, request);
  if (!session) throw redirect("/attendance-login");
  return session;
}

function sameText(a: string, b: string) {
  // Length first, then every character: no early exit on the first difference.
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/**
 * The bootstrap account from secrets, for first use before an admin creates staff. Signing in
 * with it creates (or refreshes the password and name of) its staff row, so every action is
 * recorded against a real row; an admin who disabled that row keeps it disabled.
 */
async function signInBootstrapStaff(env: Env, username: string, password: string) {
  const wanted = env.BOOTSTRAP_STAFF_USERNAME?.trim().toLowerCase();
  if (!wanted || !env.BOOTSTRAP_STAFF_PASSWORD || username !== wanted) return null;
  if (!sameText(password, env.BOOTSTRAP_STAFF_PASSWORD)) return null;
  const displayName = env.BOOTSTRAP_STAFF_NAME?.trim() || "Camp Staff";
  const passwordHash = await hashPassword(password, env.PASSWORD_PEPPER);
  const [row] = await getDb(env)
    .insert(attendanceStaff)
    .values({ username, displayName, passwordHash })
    .onConflictDoUpdate({ target: attendanceStaff.username, set: { displayName, passwordHash } })
    .returning();
  return row;
}

export type StaffLoginResult =
  { ok: true; setCookie: string; displayName: string; doorSignIn: string } | { ok: false; status: 400 | 401 | 429; message: string };

/** Checks the throttle, the bootstrap account, then the staff table. */
export async function signInStaff(env: Env, request: Request, input: { username: string; password: string }): Promise<StaffLoginResult> {
  const username = input.username.trim().toLowerCase();
  if (!username || !input.password) return { ok: false, status: 400, message: "Username and password are required" };
  // Counted per username from this IP (so a stranger's guesses cannot lock the door app's shared
  // login for the counselors) and per IP overall.
  const keys = [accountClientThrottleKey("staff", username, request), clientThrottleKey(request)];
  const allowed = await checkLoginAllowed(env, keys);
  if (!allowed.allowed) return { ok: false, status: 429, message: throttleMessage(allowed.retryAfterSeconds) };

  let staff = await signInBootstrapStaff(env, username, input.password);
  if (!staff) {
    const [row] = await getDb(env).select().from(attendanceStaff).where(eq(attendanceStaff.username, username));
    // An unknown username costs the same hashing work, so timing does not reveal which exist.
    const valid = row
      ? await verifyPassword(input.password, row.passwordHash, env.PASSWORD_PEPPER)
      : (await hashPassword(input.password, env.PASSWORD_PEPPER), false);
    staff = valid ? row : null;
  }
  if (!staff || !staff.isActive) {
    await recordLoginFailure(env, keys);
    return { ok: false, status: 401, message: STAFF_LOGIN_FAILED };
  }
  await clearLoginFailures(env, [keys[0]]);
  return { ok: true, ...(await createStaffSession(env, request, staff)), displayName: staff.displayName };
}
