// Slows, then refuses, repeated failed sign-ins. Counted per account from one client and per
// client, for parents and attendance staff alike, and per account overall for parents. Known and unknown accounts are counted the same way so
// the answer never reveals whether an e-mail or username exists.
import { eq, inArray, or, sql, type Column, type SQL } from "drizzle-orm";
import { loginThrottles } from "../../db/schema";
import { getDb } from "./db.server";

const WINDOW_MS = 15 * 60 * 1000;
const FIRST_WAIT_MS = 30 * 1000;
// Failures are counted per account *from one client* (one IP): 5 free, then each failure doubles
// a short wait from 30 s, and from the 10th that account is refused to that client for the rest
// of the window. A client may hold a family or a camp office sharing a connection, so it gets more
// room overall before it is slowed. An account also has a ceiling across every client, far above
// what one client can add (it stops counting at 10), so a stranger cannot lock a parent out, and a
// guesser spread over many addresses still meets a limit (docs/decisions/0013-sign-in-hardening.md).
const LIMITS = {
  accountFromClient: { freeFailures: 5, refuseAfter: 10 },
  client: { freeFailures: 20, refuseAfter: 50 },
  // No slowing first: doubling waits from the 50th would already refuse everyone by the 55th.
  accountCeiling: { freeFailures: 100, refuseAfter: 100 },
  // Password-reset requests from one client, whatever the address: a household asks for a link or
  // two; forty addresses from one connection is someone else (each request may mail a stranger).
  resetFromClient: { freeFailures: 10, refuseAfter: 20 },
} as const;

function limitsFor(key: string) {
  if (key.startsWith("client:")) return LIMITS.client;
  if (key.startsWith("reset:")) return LIMITS.resetFromClient;
  if (key.startsWith("ceiling:")) return LIMITS.accountCeiling;
  return LIMITS.accountFromClient;
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

/**
 * Password-reset requests from one client, counted whatever the address (known or not), so the
 * answer, throttled or not, says nothing about who has an account.
 */
export function resetRequestThrottleKey(request: Request) {
  return `reset:${clientAddress(request)}`;
}

export function resetRequestThrottleMessage(retryAfterSeconds: number) {
  return throttleMessage(retryAfterSeconds, "Too many password reset requests from this connection.");
}

/** One account tried from one client: a stranger elsewhere cannot lock it. */
export function accountClientThrottleKey(kind: "parent" | "staff", name: string, request: Request) {
  return `${accountThrottleKey(kind, name)}@${clientAddress(request)}`;
}

/** One account's failures from every client together (the ceiling). */
export function accountCeilingThrottleKey(kind: "parent" | "staff", name: string) {
  return `ceiling:${accountThrottleKey(kind, name)}`;
}

/** What a parent's (or admin's) sign-in counts: the account from this client, this client, the account's ceiling. */
export function parentSignInThrottleKeys(email: string, request: Request) {
  return [accountClientThrottleKey("parent", email, request), clientThrottleKey(request), accountCeilingThrottleKey("parent", email)];
}

/** The keys holding an account's own failures: from each client it was tried from, and its ceiling. */
async function accountKeys(env: Env, kind: "parent" | "staff", name: string) {
  const account = accountThrottleKey(kind, name);
  const tried = await getDb(env)
    .select({ key: loginThrottles.key })
    .from(loginThrottles)
    .where(or(eq(loginThrottles.key, account), sql`instr(${loginThrottles.key}, ${`${account}@`}) = 1`));
  return { account, fromClients: tried.map((r) => r.key), all: [account, accountCeilingThrottleKey(kind, name), ...tried.map((r) => r.key)] };
}

/**
 * Forgets an account's failed sign-ins from every client (a parent who reset the password has
 * proved the mailbox). The clients' overall counts stay.
 */
export async function clearAccountFailures(env: Env, kind: "parent" | "staff", name: string) {
  const { all } = await accountKeys(env, kind, name);
  await getDb(env).delete(loginThrottles).where(inArray(loginThrottles.key, all));
}

/**
 * Forgets the failed sign-ins of an account from every client, and of those clients overall, so
 * the people it locked out can sign in again at once (the admin Staff tab's Unlock).
 */
export async function clearAccountLockouts(env: Env, kind: "parent" | "staff", name: string) {
  const { account, fromClients, all } = await accountKeys(env, kind, name);
  const clients = fromClients
    .map((key) => key.slice(account.length + 1))
    .filter(Boolean)
    .map((address) => `client:${address}`);
  await getDb(env)
    .delete(loginThrottles)
    .where(inArray(loginThrottles.key, [...all, ...clients]));
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
  // One upsert per key: a failure outside the window starts a new count. A wait never outlasts
  // the window (the longest refusal is "the rest of the window").
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
              WHEN ${loginThrottles.failures} + 1 >= ${FREE_FAILURES} THEN min(
                ${now} + ${FIRST_WAIT_MS} * (1 << min(${loginThrottles.failures} + 1 - ${FREE_FAILURES}, 20)),
                ${loginThrottles.windowStartedAt} + ${WINDOW_MS})
              ELSE NULL END`,
        },
      });
  });
  await db.batch([first, ...rest]);
}

export async function clearLoginFailures(env: Env, keys: string[]) {
  await getDb(env).delete(loginThrottles).where(inArray(loginThrottles.key, keys));
}
