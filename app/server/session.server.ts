// Parent and admin sessions, kept in D1 so logout and revocation take effect at once.
import { eq, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { redirect, redirectDocument } from "react-router";
import { users, userSessions, type User } from "../../db/schema";
import { readSignInCookie, signInCookieHeader } from "./cookies.server";
import { isDataRequest, pageAddressOf } from "~/lib/page-address";
import { getDb, type Database } from "./db.server";
import { flashToastCookie } from "./flash.server";
import { hashToken, randomToken } from "./tokens.server";

// Named by cookies.server.ts: `__Host-sarraka_session` on https.
const SESSION_COOKIE = "sarraka_session";
// A session ends after 7 days without use, and after 30 days whatever happens.
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// lastSeenAt is refreshed at most this often, so reading pages does not write on every request.
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type SessionUser = Pick<User, "id" | "email" | "firstName" | "lastName" | "isAdmin" | "emailVerifiedAt">;

/** Starts a new session (always a new id) and returns the Set-Cookie header value. */
export async function createUserSession(env: Env, request: Request, userId: string, now = Date.now()) {
  const token = randomToken();
  const db = getDb(env);
  await db.batch([
    db.insert(userSessions).values({ id: await hashToken(token), userId, lastSeenAt: now, expiresAt: now + SESSION_ABSOLUTE_MS }),
    db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId)),
  ]);
  return signInCookieHeader(request, SESSION_COOKIE, token, SESSION_ABSOLUTE_MS / 1000);
}

/** Ends the request's session, if any, and returns the Set-Cookie header that clears it. */
export async function destroyUserSession(env: Env, request: Request) {
  const token = readSignInCookie(request, SESSION_COOKIE);
  if (token)
    await getDb(env)
      .delete(userSessions)
      .where(eq(userSessions.id, await hashToken(token)));
  return signInCookieHeader(request, SESSION_COOKIE, "", 0);
}

export async function destroyAllSessionsForUser(env: Env, userId: string) {
  await getDb(env).delete(userSessions).where(eq(userSessions.userId, userId));
}

/** The stored id of the request's session (the SHA-256 of its cookie), or null without one. */
export async function currentSessionId(request: Request): Promise<string | null> {
  const token = readSignInCookie(request, SESSION_COOKIE);
  return token ? hashToken(token) : null;
}

/** Whether the request carries a session cookie at all (no lookup: a cheap first gate). */
export function hasSessionToken(request: Request): boolean {
  return readSignInCookie(request, SESSION_COOKIE) !== null;
}

/**
 * A session's clock and its user. Every selected column has its own name, so the query can run
 * inside a D1 batch (batches match columns by name).
 */
function sessionLookup(db: Database, id: string) {
  return db
    .select({
      lastSeenAt: userSessions.lastSeenAt,
      expiresAt: userSessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        isAdmin: users.isAdmin,
        emailVerifiedAt: users.emailVerifiedAt,
      },
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(eq(userSessions.id, id))
    .limit(1);
}

/** The user of a looked-up session, or null. Expired sessions are deleted on sight. */
async function userOfSession(env: Env, id: string, row: Awaited<ReturnType<typeof sessionLookup>>[number] | undefined, now: number) {
  if (!row) return null;
  const db = getDb(env);
  if (row.expiresAt <= now || row.lastSeenAt + SESSION_IDLE_MS <= now) {
    await db.delete(userSessions).where(eq(userSessions.id, id));
    return null;
  }
  if (now - row.lastSeenAt > TOUCH_EVERY_MS) {
    await db.batch([
      db.update(userSessions).set({ lastSeenAt: now }).where(eq(userSessions.id, id)),
      db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.user.id)),
    ]);
  }
  return row.user;
}

/** The signed-in user, or null. */
export async function getSessionUser(env: Env, request: Request, now = Date.now()): Promise<SessionUser | null> {
  const token = readSignInCookie(request, SESSION_COOKIE);
  if (!token) return null;
  const id = await hashToken(token);
  const [row] = await sessionLookup(getDb(env), id);
  return userOfSession(env, id, row, now);
}

/**
 * The signed-in user and a first read made for them, in ONE D1 round trip. `read` gets the
 * user's id as SQL (looked up from the session inside the statement), so it can only see the
 * session owner's rows, and its result is dropped unless the session is valid.
 */
export async function getSessionUserWith<Read extends BatchItem<"sqlite">>(
  env: Env,
  request: Request,
  read: (db: Database, userId: SQL<string>) => Read,
  now = Date.now(),
): Promise<{ user: SessionUser; read: Awaited<Read> } | null> {
  const token = readSignInCookie(request, SESSION_COOKIE);
  if (!token) return null;
  const id = await hashToken(token);
  const db = getDb(env);
  const userId = sql<string>`(SELECT ${userSessions.userId} FROM ${userSessions} WHERE ${userSessions.id} = ${id})`;
  const [[row], result] = await db.batch([sessionLookup(db, id), read(db, userId)]);
  const user = await userOfSession(env, id, row, now);
  return user ? { user, read: result as Awaited<Read> } : null;
}

/** Said on the sign-in page when a page in use lost its session (logout elsewhere, 7 idle days). */
export const SESSION_ENDED_TOAST = { title: "Please sign in again", description: "Your session has ended. Sign in to continue where you left off." };

/**
 * Sign in and come back: a visitor's page load is redirected; a page already open whose session
 * ended (its data request) is left with a full page load, and the sign-in page says why.
 */
export function signInRedirect(request: Request) {
  const url = new URL(request.url);
  const location = `/api/login?redirect=${encodeURIComponent(pageAddressOf(url))}`;
  if (!isDataRequest(url)) return redirect(location);
  // A page open in the browser asked for data (a link, a form, a revalidation) after its session
  // ended. Only a full page load reaches /api/login (the router would look for it among its own
  // pages), and the sign-in page says why the parent is there.
  return redirectDocument(location, { headers: { "Set-Cookie": flashToastCookie(SESSION_ENDED_TOAST) } });
}

/** For loaders and actions: the signed-in parent or admin, else a redirect to sign in. */
export async function requireUser(env: Env, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(env, request);
  if (!user) throw signInRedirect(request);
  return user;
}

/**
 * A page open in the browser whose session ended while it was open (its data request, an action
 * or a revalidation) is sent to sign in and back; a first page load without a session is not
 * (null), and answers as the page decides (the admin dashboard: 401).
 */
export function sessionEndedRedirect(request: Request): Response | null {
  return isDataRequest(new URL(request.url)) ? signInRedirect(request) : null;
}

/** For loaders and actions: an admin, else sign in (visitors) or 403 (everyone else). */
export async function requireAdmin(env: Env, request: Request): Promise<SessionUser> {
  const user = await requireUser(env, request);
  if (!user.isAdmin) {
    throw new Response("You don't have permission to access this page.", { status: 403 });
  }
  return user;
}
