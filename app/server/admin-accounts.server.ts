// Admin accounts from the command line (`npm run admin:create|admin:grant|admin:revoke`,
// scripts/admin-role.ts), built here beside the app's own account and link writes and run through
// a SqlRunner: wrangler's D1 for the script, the D1 binding for the workerd tests.
//
// An address that has an account is not proof of who typed the sign-up form: until the link mailed
// to it is followed, the account may belong to a stranger. So `create` hands the address's account
// to whoever opens the link it prints (the password, Google link, sessions and earlier links of an
// existing account end in the same batch), and `grant` refuses an unconfirmed account.
import { type SqlRunner, statement } from "./statements.server";
import { issueLink } from "./tokens.server";

// A first admin's link must survive the wait for them to open it; a parent's reset link lasts 1 h.
export const ADMIN_SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type AdminOutcome = { ok: true; message: string } | { ok: false; message: string };
export type CreatedAdmin = { ok: true; token: string; message: string } | { ok: false; message: string };

type AccountState = { confirmed: number; has_password: number; deleted: number };

const accountState = (email: string) =>
  statement(
    "SELECT email_verified_at IS NOT NULL AS confirmed, password_hash IS NOT NULL AS has_password, deleted_at IS NOT NULL AS deleted FROM users WHERE email = ?",
    email,
  );
const liveAccount = "SELECT id FROM users WHERE email = ? AND deleted_at IS NULL";

/**
 * Makes `email` a confirmed admin whose only way in is the one-time link answered (24 hours): a new
 * account, or the address's existing one with its password, Google link, sessions and unused links
 * ended first. A deleted account is refused. `where` names the database in the messages.
 */
export async function createAdminAccount(run: SqlRunner, email: string, now: number, where = "the database"): Promise<CreatedAdmin> {
  const link = await issueLink({ email }, "reset-password", ADMIN_SETUP_LINK_TTL_MS, now);
  const results = await run([
    accountState(email),
    statement(
      "INSERT INTO users (id, email, first_name, last_name, email_verified_at, is_admin, created_at) VALUES (?, ?, 'Camp', 'Office', ?, 1, ?) " +
        "ON CONFLICT (email) DO UPDATE SET is_admin = 1, email_verified_at = coalesce(users.email_verified_at, ?), password_hash = NULL, google_id = NULL " +
        "WHERE users.deleted_at IS NULL",
      crypto.randomUUID(),
      email,
      now,
      now,
      now,
    ),
    statement(`DELETE FROM user_sessions WHERE user_id IN (${liveAccount})`, email),
    statement(`DELETE FROM auth_tokens WHERE user_id IN (${liveAccount})`, email),
    link.statement,
  ]);
  const before = results[0][0] as AccountState | undefined;
  if (before?.deleted) return { ok: false, message: `${email} belongs to a deleted account in ${where}; it cannot be made an admin.` };
  const existing = !before
    ? ""
    : before.confirmed
      ? " It already had a confirmed account: its family data stays, but its password, sessions and earlier links have ended."
      : " It already had an account whose address was never confirmed (whoever signed up may not own the mailbox): that account's password, sessions and links have ended.";
  return { ok: true, token: link.token, message: `${email} is an admin with a confirmed address (${where}).${existing}` };
}

/** Makes an existing, confirmed account an admin; an unconfirmed one is refused with the way forward. */
export async function grantAdmin(run: SqlRunner, email: string, where = "the database"): Promise<AdminOutcome> {
  const [[before]] = await run([
    accountState(email),
    statement("UPDATE users SET is_admin = 1 WHERE email = ? AND deleted_at IS NULL AND email_verified_at IS NOT NULL", email),
  ]);
  const state = before as AccountState | undefined;
  if (!state || state.deleted) return { ok: false, message: `No account with the e-mail ${email} in ${where}. Sign up first, or use npm run admin:create.` };
  if (!state.confirmed) {
    return {
      ok: false,
      message:
        `${email} has not confirmed its address in ${where}, so whoever signed up may not own that mailbox: it was not made an admin. ` +
        `Its owner can confirm it (signing in mails a new link), or use npm run admin:create -- ${email}, which ends that account's password and sessions and prints a link for the mailbox's owner.`,
    };
  }
  return { ok: true, message: `${email} is now an admin (${where}).` };
}

export async function revokeAdmin(run: SqlRunner, email: string, where = "the database"): Promise<AdminOutcome> {
  const [revoked] = await run([statement("UPDATE users SET is_admin = 0 WHERE email = ? RETURNING email", email)]);
  return revoked.length
    ? { ok: true, message: `${email} is no longer an admin (${where}).` }
    : { ok: false, message: `No account with the e-mail ${email} in ${where}.` };
}
