// Signs a parent in for a journey by writing a session row straight into the journey's local D1
// (the same rows the sign-in page writes), so registration journeys do not depend on the
// sign-in screens. The cookie is the session token; D1 stores only its SHA-256.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext } from "@playwright/test";
import { runD1 } from "./d1";

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Signs `email` in (creating a verified parent account when it does not exist yet). */
export async function signInParent(context: BrowserContext, baseURL: string, email: string, firstName = "Jamie", lastName = "Parent") {
  const token = randomBytes(32).toString("base64url");
  const id = createHash("sha256").update(token).digest("hex");
  const now = Date.now();
  runD1(
    `INSERT OR IGNORE INTO users (id, email, first_name, last_name, email_verified_at) VALUES (${quote(`user-e2e-${randomUUID()}`)}, ${quote(email)}, ${quote(firstName)}, ${quote(lastName)}, ${now});` +
      `INSERT INTO user_sessions (id, user_id, last_seen_at, expires_at) SELECT ${quote(id)}, id, ${now}, ${now + 86_400_000} FROM users WHERE email = ${quote(email)};`,
  );
  await context.addCookies([{ name: "sarraka_session", value: token, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}
