// Slows, then refuses, repeated failed sign-ins. Counted per account and per client, for
// parents and attendance staff alike. Known and unknown accounts are counted the same way so
// the answer never reveals whether an e-mail or username exists.
import { eq, inArray, or, sql, type Column, type SQL } from "drizzle-orm";
import { loginThrottles } from "../../db/schema";
import { getDb } from "./db.server";

const WINDOW_MS = 15 * 60 * 1000;
const FIRST_WAIT_MS = 30 * 1000;
// Per account: 5 free failures, then each failure doubles a short wait from 30 s, and from the
// 10th the account is refused for the rest of the window. A client (one IP) may hold a family or
// a camp office sharing a connection, so it gets more room before it is slowed.
const LIMITS = {
  account: { freeFailures: 5, refuseAfter: 10 },
  client: { freeFailures: 20, refuseAfter: 50 },
} as const;

function limitsFor(key: string) {
  return key.startsWith("client:") ? LIMITS.client : LIMITS.account;
}

export function accountThrottleKey(kind: "parent" | "staff", name: string) {
  return `${kind}:${name.trim().toLowerCase()}`;
}

function clientAddress(request: Request) {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

export function clientThrottleKey(request: Request) {
  return `client:${clientAddress(request)}`;
}

/**
 * Sign-ups from one client, counted like that client's failed sign-ins (each one hashes a
 * password and may send a mail). Starts with "client:" so it gets a client's room.
 */
export function signUpThrottleKey(request: Request) {
  return `${clientThrottleKey(request)}:sign-up`;
}

export function signUpThrottleMessage(retryAfterSeconds: number) {
  return throttleMessage(retryAfterSeconds, "Too many new accounts from this connection.");
}

/** One account tried from one client: counted like an account, but a stranger elsewhere cannot lock it. */
export function accountClientThrottleKey(kind: "parent" | "staff", name: string, request: Request) {
  return `${accountThrottleKey(kind, name)}@${clientAddress(request)}`;
}

/**
 * Forgets the failed sign-ins of an account from every client, and of those clients overall, so
 * the people it locked out can sign in again at once (the admin Staff tab's Unlock).
 */
export async function clearAccountLockouts(env: Env, kind: "parent" | "staff", name: string) {
  const db = getDb(env);
  const account = accountThrottleKey(kind, name);
  const tried = await db
    .select({ key: loginThrottles.key })
    .from(loginThrottles)
    .where(or(eq(loginThrottles.key, account), sql`instr(${loginThrottles.key}, ${`${account}@`}) = 1`));
  const clients = tried
    .map((r) => r.key.slice(account.length + 1))
    .filter(Boolean)
    .map((address) => `client:${address}`);
  const keys = [account, ...tried.map((r) => r.key), ...clients];
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}

/** When an account's sign-in is refused until, across every client (null when it is not). */
export function accountLockedUntilSql(kind: "parent" | "staff", name: SQL<string> | Column, now: number) {
  const prefix = sql`${`${kind}:`} || ${name} || '@'`;
  return sql<
    number | null
  >`(SELECT max(${loginThrottles.lockedUntil}) FROM ${loginThrottles} WHERE instr(${loginThrottles.key}, ${prefix}) = 1 AND ${loginThrottles.lockedUntil} > ${now})`;
}

export function throttleMessage(retryAfterSeconds: number, reason = "Too many failed sign-in attempts.") {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return retryAfterSeconds < 60
    ? `${reason} Please wait ${retryAfterSeconds} seconds and try again.`
    : `${reason} Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}

/** Whether a sign-in may be tried now; when not, how many seconds to wait. */
export async function checkLoginAllowed(env: Env, keys: string[], now = Date.now()) {
  const rows = await getDb(env).select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
  const lockedUntil = Math.max(0, ...rows.map((r) => r.lockedUntil ?? 0));
  if (lockedUntil > now) return { allowed: false as const, retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) };
  return { allowed: true as const };
}

export async function recordLoginFailure(env: Env, keys: string[], now = Date.now()) {
  const db = getDb(env);
  const windowStart = now - WINDOW_MS;
  // One upsert per key: a failure outside the window starts a new count.
  const [first, ...rest] = keys.map((key) => {
    const { freeFailures: FREE_FAILURES, refuseAfter: REFUSE_AFTER } = limitsFor(key);
    return db
      .insert(loginThrottles)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottles.key,
        set: {
          failures: sql`CASE WHEN ${loginThrottles.windowStartedAt} < ${windowStart} THEN 1 ELSE ${loginThrottles.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${loginThrottles.windowStartedAt} < ${windowStart} THEN ${now} ELSE ${loginThrottles.windowStartedAt} END`,
          lockedUntil: sql`CASE
              WHEN ${loginThrottles.windowStartedAt} < ${windowStart} THEN NULL
              WHEN ${loginThrottles.failures} + 1 >= ${REFUSE_AFTER} THEN ${loginThrottles.windowStartedAt} + ${WINDOW_MS}
              WHEN ${loginThrottles.failures} + 1 >= ${FREE_FAILURES} THEN ${now} + ${FIRST_WAIT_MS} * (1 << (${loginThrottles.failures} + 1 - ${FREE_FAILURES}))
              ELSE NULL END`,
        },
      });
  });
  await db.batch([first, ...rest]);
}

export async function clearLoginFailures(env: Env, keys: string[]) {
  await getDb(env).delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}
