// Parent accounts: sign-up, e-mail verification, sign-in and password reset. Every answer that
// could tell whether an e-mail has an account is the same for known and unknown addresses.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { authTokens, outbox, userSessions, users } from "../../db/schema";
import { INVALID_CREDENTIALS_MESSAGE, LINK_INVALID_MESSAGE } from "~/lib/account-schema";
import { getDb } from "./db.server";
import {
  checkLoginAllowed,
  clearAccountFailures,
  clearLoginFailures,
  parentSignInThrottleKeys,
  recordLoginFailure,
  resetRequestThrottleKey,
  resetRequestThrottleMessage,
  signUpThrottleKey,
  signUpThrottleMessage,
  throttleMessage,
} from "./login-throttle.server";
import { composeMail, sendMail } from "./mail.server";
import { weakPasswordReason } from "./password-policy.server";
import { hashPassword, verifyPassword } from "./password.server";
import { campUrl } from "./site-url.server";
import { d1Runner } from "./statements.server";
import { hashToken, issueLink } from "./tokens.server";

// A verification link is good for a day; a reset link, being a way into the account, for an hour.
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
// At most one reset mail per account in this span, so the form cannot be used to flood a mailbox.
const RESET_MAIL_SPACING_MS = 2 * 60 * 1000;
// The same for the "you already have an account" mail that sign-up sends instead of a new account.
const ACCOUNT_EXISTS_MAIL_SPACING_MS = 5 * 60 * 1000;

type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

type Later = Pick<ExecutionContext, "waitUntil">;

/**
 * Sends mail after the answer has gone out. Whether an address has an account decides which mail
 * (if any) is sent, and a provider's round trip takes time: doing it before answering would let
 * the answer's timing tell who has an account.
 */
function mailLater(ctx: Later, what: string, work: () => Promise<unknown>) {
  ctx.waitUntil(work().catch((error) => console.error(`${what} mail failed`, error)));
}

/** A one-time link's token for the account, its hash stored (tokens.server.ts's issueLink, as the scripts use). */
async function issueAuthToken(env: Env, userId: string, purpose: TokenPurpose, ttlMs: number, now = Date.now()) {
  const { token, statement } = await issueLink({ id: userId }, purpose, ttlMs, now);
  await d1Runner(env.DB)([statement]);
  return token;
}

/** Uses up a one-time link: answers its user only if it is unused, unexpired and for `purpose`. */
export async function consumeAuthToken(env: Env, token: string, purpose: TokenPurpose, now = Date.now()) {
  // One UPDATE both checks and spends the token, so two clicks at once cannot both succeed.
  const [row] = await getDb(env)
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.id, await hashToken(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

async function sendVerificationMail(env: Env, user: { id: string; email: string; firstName: string }) {
  const token = await issueAuthToken(env, user.id, "verify-email", VERIFY_EMAIL_TTL_MS);
  const url = campUrl(env, `/verify-email?token=${encodeURIComponent(token)}`);
  await sendMail(env, {
    to: user.email,
    subject: "Confirm your e-mail for Camp Sarraka",
    kind: "verify-email",
    ...composeMail(
      [`Hi ${user.firstName},`, "Welcome to Camp Sarraka! Please confirm your e-mail address to finish creating your account. The link works for 24 hours."],
      { label: "Confirm my e-mail", url },
    ),
  });
}

export type SignUpInput = { firstName: string; lastName: string; email: string; password: string };

/**
 * Creates an unverified parent account and mails the verification link. An address that already
 * has an account gets a mail saying so instead (at most one per 5 minutes), and the caller shows
 * the same answer either way, as fast either way. Sign-ups are counted per client like sign-ins.
 */
export async function signUpParent(env: Env, ctx: Later, request: Request, input: SignUpInput, now = Date.now()) {
  const weak = weakPasswordReason(input.password);
  if (weak) return { ok: false as const, field: "password" as const, message: weak };
  const client = [signUpThrottleKey(request)];
  const gate = await checkLoginAllowed(env, client, now);
  if (!gate.allowed) return { ok: false as const, throttled: true as const, message: signUpThrottleMessage(gate.retryAfterSeconds) };
  await recordLoginFailure(env, client, now);
  const db = getDb(env);
  const passwordHash = await hashPassword(input.password, env.PASSWORD_PEPPER);
  const [created] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  if (created) {
    mailLater(ctx, "verify-email", () => sendVerificationMail(env, created));
  } else {
    mailLater(ctx, "account-exists", async () => {
      if (await mailedSince(env, input.email, "account-exists", now - ACCOUNT_EXISTS_MAIL_SPACING_MS)) return;
      // The key also holds when two sign-ups arrive at the same moment.
      await sendMail(env, {
        to: input.email,
        subject: "You already have a Camp Sarraka account",
        kind: "account-exists",
        dedupeKey: `account-exists:${input.email}:${Math.floor(now / ACCOUNT_EXISTS_MAIL_SPACING_MS)}`,
        ...composeMail(
          [
            "Someone (hopefully you) tried to create a Camp Sarraka account with this e-mail address, which already has one.",
            "You can sign in, or reset your password if you have forgotten it. If this wasn't you, you can ignore this e-mail.",
          ],
          { label: "Reset my password", url: campUrl(env, "/forgot-password") },
        ),
      });
    });
  }
  return { ok: true as const };
}

async function mailedSince(env: Env, to: string, kind: string, since: number) {
  const [row] = await getDb(env)
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.kind, kind), gt(outbox.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

/** Marks the e-mail of the link's account as verified. */
export async function verifyEmail(env: Env, token: string) {
  const userId = await consumeAuthToken(env, token, "verify-email");
  if (!userId) return false;
  await getDb(env)
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${Date.now()})` })
    .where(eq(users.id, userId));
  return true;
}

export type SignInResult = { ok: true; userId: string } | { ok: false; message: string; throttled?: boolean; unverified?: boolean };

/** Checks a parent's or admin's e-mail and password, counting failures per account from this client, per client, and per account. */
export async function signInWithPassword(env: Env, request: Request, email: string, password: string): Promise<SignInResult> {
  const keys = parentSignInThrottleKeys(email, request);
  const gate = await checkLoginAllowed(env, keys);
  if (!gate.allowed) return { ok: false, throttled: true, message: throttleMessage(gate.retryAfterSeconds) };

  const [user] = await getDb(env)
    .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // An unknown address costs the same hash as a known one, so timing tells nothing either.
  const matches = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash, env.PASSWORD_PEPPER)
    : (await hashPassword(password, env.PASSWORD_PEPPER), false);
  if (!user || !matches) {
    await recordLoginFailure(env, keys);
    const after = await checkLoginAllowed(env, keys);
    return after.allowed
      ? { ok: false, message: INVALID_CREDENTIALS_MESSAGE }
      : { ok: false, throttled: true, message: throttleMessage(after.retryAfterSeconds) };
  }
  // The right password: this client's and the account's count start again (the client's own stays).
  await clearLoginFailures(env, [keys[0], keys[2]]);
  if (!user.emailVerifiedAt) {
    // Only someone who knows the password learns this, so it reveals nothing to a guesser.
    await sendVerificationMail(env, user);
    return {
      ok: false,
      unverified: true,
      message: "Please confirm your e-mail address first. We've sent you a new link; follow it, then sign in.",
    };
  }
  return { ok: true, userId: user.id };
}

/**
 * Mails a reset link when the address has an account, after the answer has gone out: the caller
 * answers the same, and as fast, either way. Requests are counted per client (by the server's
 * clock, `now`), whatever the address, and refused in words past the limit.
 */
export async function requestPasswordReset(env: Env, ctx: Later, request: Request, email: string, now = Date.now()) {
  const client = [resetRequestThrottleKey(request)];
  const gate = await checkLoginAllowed(env, client, now);
  if (!gate.allowed) return { ok: false as const, throttled: true as const, message: resetRequestThrottleMessage(gate.retryAfterSeconds) };
  await recordLoginFailure(env, client, now);
  mailLater(ctx, "reset-password", () => sendPasswordResetMail(env, email, now));
  return { ok: true as const };
}

async function sendPasswordResetMail(env: Env, email: string, now: number) {
  const [user] = await getDb(env).select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = await issueAuthToken(env, user.id, "reset-password", RESET_PASSWORD_TTL_MS, now);
  await sendMail(env, {
    to: user.email,
    subject: "Reset your Camp Sarraka password",
    kind: "reset-password",
    dedupeKey: `reset-password:${user.id}:${Math.floor(now / RESET_MAIL_SPACING_MS)}`,
    ...composeMail(
      [
        `Hi ${user.firstName},`,
        "We received a request to reset the password of your Camp Sarraka account. The link works for one hour and only once. If you didn't ask for this, you can ignore this e-mail: your password stays the same.",
      ],
      { label: "Choose a new password", url: campUrl(env, `/reset-password?token=${encodeURIComponent(token)}`) },
    ),
  });
}

/** Whether a reset link can still be used (for showing the form; the reset itself checks again). */
export async function isResetTokenUsable(env: Env, token: string, now = Date.now()) {
  const [row] = await getDb(env)
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(eq(authTokens.id, await hashToken(token)), eq(authTokens.purpose, "reset-password"), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/**
 * Sets a new password through a reset link. Every session of the account ends, and the other
 * reset links die with them. Following the link also proves the mailbox, so the address counts
 * as verified.
 */
export async function resetPassword(env: Env, token: string, password: string) {
  const weak = weakPasswordReason(password);
  if (weak) return { ok: false as const, field: "password" as const, message: weak };
  const passwordHash = await hashPassword(password, env.PASSWORD_PEPPER);
  const userId = await consumeAuthToken(env, token, "reset-password");
  if (!userId) return { ok: false as const, field: "token" as const, message: LINK_INVALID_MESSAGE };
  const db = getDb(env);
  const now = Date.now();
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(eq(users.id, userId)),
    db.delete(userSessions).where(eq(userSessions.userId, userId)),
    db
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, "reset-password"), isNull(authTokens.usedAt))),
  ]);
  // The owner has proved the mailbox: earlier failed guesses no longer hold the account back.
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await clearAccountFailures(env, "parent", user.email);
  return { ok: true as const };
}
