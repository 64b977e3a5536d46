// Parent accounts: sign-up, e-mail verification, sign-in and password reset. Every answer that
// could tell whether an e-mail has an account is the same for known and unknown addresses.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { authTokens, userSessions, users } from "../../db/schema";
import { INVALID_CREDENTIALS_MESSAGE, LINK_INVALID_MESSAGE } from "~/lib/account-forms";
import { getDb } from "./db.server";
import {
  accountThrottleKey,
  checkLoginAllowed,
  clearLoginFailures,
  clientThrottleKey,
  recordLoginFailure,
  throttleMessage,
} from "./login-throttle.server";
import { composeMail, sendMail } from "./mail.server";
import { weakPasswordReason } from "./password-policy.server";
import { hashPassword, verifyPassword } from "./password.server";
import { hashToken, randomToken } from "./tokens.server";

// A verification link is good for a day; a reset link, being a way into the account, for an hour.
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
// At most one reset mail per account in this span, so the form cannot be used to flood a mailbox.
const RESET_MAIL_SPACING_MS = 2 * 60 * 1000;

type TokenPurpose = (typeof authTokens.$inferSelect)["purpose"];

function siteOrigin(request: Request) {
  return new URL(request.url).origin;
}

async function issueAuthToken(env: Env, userId: string, purpose: TokenPurpose, ttlMs: number, now = Date.now()) {
  const token = randomToken();
  await getDb(env)
    .insert(authTokens)
    .values({ id: await hashToken(token), userId, purpose, expiresAt: now + ttlMs });
  return token;
}

/** Uses up a one-time link: answers its user only if it is unused, unexpired and for `purpose`. */
export async function consumeAuthToken(env: Env, token: string, purpose: TokenPurpose, now = Date.now()) {
  // One UPDATE both checks and spends the token, so two clicks at once cannot both succeed.
  const [row] = await getDb(env)
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.id, await hashToken(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

async function sendVerificationMail(env: Env, request: Request, user: { id: string; email: string; firstName: string }) {
  const token = await issueAuthToken(env, user.id, "verify-email", VERIFY_EMAIL_TTL_MS);
  const url = `${siteOrigin(request)}/verify-email?token=${encodeURIComponent(token)}`;
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
 * has an account gets a mail saying so instead, and the caller shows the same answer either way.
 */
export async function signUpParent(env: Env, request: Request, input: SignUpInput) {
  const weak = weakPasswordReason(input.password);
  if (weak) return { ok: false as const, field: "password" as const, message: weak };
  const db = getDb(env);
  const passwordHash = await hashPassword(input.password, env.PASSWORD_PEPPER);
  const [created] = await db
    .insert(users)
    .values({ id: crypto.randomUUID(), email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  if (created) {
    await sendVerificationMail(env, request, created);
  } else {
    await sendMail(env, {
      to: input.email,
      subject: "You already have a Camp Sarraka account",
      kind: "account-exists",
      ...composeMail(
        ["Someone (hopefully you) tried to create a Camp Sarraka account with this e-mail address, which already has one.", "You can sign in, or reset your password if you have forgotten it. If this wasn't you, you can ignore this e-mail."],
        { label: "Reset my password", url: `${siteOrigin(request)}/forgot-password` },
      ),
    });
  }
  return { ok: true as const };
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

export type SignInResult =
  | { ok: true; userId: string }
  | { ok: false; message: string; throttled?: boolean; unverified?: boolean };

/** Checks a parent's or admin's e-mail and password, counting failures per account and per client. */
export async function signInWithPassword(env: Env, request: Request, email: string, password: string): Promise<SignInResult> {
  const keys = [accountThrottleKey("parent", email), clientThrottleKey(request)];
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
  await clearLoginFailures(env, [keys[0]]);
  if (!user.emailVerifiedAt) {
    // Only someone who knows the password learns this, so it reveals nothing to a guesser.
    await sendVerificationMail(env, request, user);
    return {
      ok: false,
      unverified: true,
      message: "Please confirm your e-mail address first. We've sent you a new link; follow it, then sign in.",
    };
  }
  return { ok: true, userId: user.id };
}

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(env: Env, request: Request, email: string, now = Date.now()) {
  const [user] = await getDb(env)
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  const token = await issueAuthToken(env, user.id, "reset-password", RESET_PASSWORD_TTL_MS, now);
  await sendMail(env, {
    to: user.email,
    subject: "Reset your Camp Sarraka password",
    kind: "reset-password",
    dedupeKey: `reset-password:${user.id}:${Math.floor(now / RESET_MAIL_SPACING_MS)}`,
    ...composeMail(
      [`Hi ${user.firstName},`, "We received a request to reset the password of your Camp Sarraka account. The link works for one hour and only once. If you didn't ask for this, you can ignore this e-mail: your password stays the same."],
      { label: "Choose a new password", url: `${siteOrigin(request)}/reset-password?token=${encodeURIComponent(token)}` },
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
    db.update(users).set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` }).where(eq(users.id, userId)),
    db.delete(userSessions).where(eq(userSessions.userId, userId)),
    db.update(authTokens).set({ usedAt: now }).where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, "reset-password"), isNull(authTokens.usedAt))),
  ]);
  // The owner has proved the mailbox: earlier failed guesses no longer hold the account back.
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) await clearLoginFailures(env, [accountThrottleKey("parent", user.email)]);
  return { ok: true as const };
}
