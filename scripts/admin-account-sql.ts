// The SQL behind `npm run admin:create` and `admin:grant` (scripts/admin-role.ts), kept apart so a
// workerd test runs exactly these statements against D1. It writes the rows the Worker would:
// an account, and a password-reset token stored only as its SHA-256 (app/server/tokens.server.ts),
// which app/routes/reset-password.tsx then accepts like any other.

// A first admin's link must survive the wait for them to open it; a parent's reset link lasts 1 h.
export const ADMIN_SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

// SQL string literal; callers validate the values too, and any quote is doubled regardless.
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Makes `email` an admin; an office granting admin vouches for the address, so it counts as confirmed. */
export function grantAdminSql(email: string, now: number): string[] {
  return [`UPDATE users SET is_admin = 1, email_verified_at = coalesce(email_verified_at, ${now}) WHERE email = ${literal(email)} RETURNING email;`];
}

export function revokeAdminSql(email: string): string[] {
  return [`UPDATE users SET is_admin = 0 WHERE email = ${literal(email)} RETURNING email;`];
}

/**
 * Creates (or, when the address has an account, promotes) a confirmed admin with no password, and
 * issues a one-time password-set link: the token's hash is stored, the token only printed. The last
 * statement answers the account when it can use the link (a deleted account cannot).
 */
export function createAdminSql(input: { email: string; userId: string; tokenHash: string; now: number }): string[] {
  const { email, userId, tokenHash, now } = input;
  const account = `SELECT id FROM users WHERE email = ${literal(email)} AND deleted_at IS NULL`;
  return [
    `INSERT INTO users (id, email, first_name, last_name, email_verified_at, is_admin) VALUES (${literal(userId)}, ${literal(email)}, 'Camp', 'Office', ${now}, 1) ` +
      `ON CONFLICT (email) DO UPDATE SET is_admin = 1, email_verified_at = coalesce(users.email_verified_at, ${now}) WHERE users.deleted_at IS NULL;`,
    `INSERT INTO auth_tokens (id, user_id, purpose, expires_at) SELECT ${literal(tokenHash)}, id, 'reset-password', ${now + ADMIN_SETUP_LINK_TTL_MS} FROM (${account});`,
    `SELECT email FROM users WHERE email = ${literal(email)} AND deleted_at IS NULL AND is_admin = 1;`,
  ];
}
