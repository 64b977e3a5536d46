// Random tokens for cookies and one-time links. Only their SHA-256 is ever stored, so a
// database leak gives an attacker nothing to replay.
import { statement } from "./statements.server";

export function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export type LinkPurpose = "verify-email" | "reset-password";

/**
 * Issues a one-time link's token for an account, by its id or (for the command line, which knows
 * only the address) by the e-mail of a live account: answers the token, to be mailed or printed,
 * and the statement that stores its hash. The one way links are made, by the app and the scripts.
 */
export async function issueLink(account: { id: string } | { email: string }, purpose: LinkPurpose, ttlMs: number, now: number) {
  const token = randomToken();
  const where = "id" in account ? ["id = ?", account.id] : ["email = ? AND deleted_at IS NULL", account.email];
  return {
    token,
    statement: statement(
      `INSERT INTO auth_tokens (id, user_id, purpose, expires_at, created_at) SELECT ?, id, ?, ?, ? FROM users WHERE ${where[0]}`,
      await hashToken(token),
      purpose,
      now + ttlMs,
      now,
      where[1],
    ),
  };
}
