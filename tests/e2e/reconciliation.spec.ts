// A family pays by card while the camp's webhook endpoint is down: Stripe (the local fake) takes
// the money and no notification ever arrives. The hold on the seat runs out, the cron runs, and
// its check against Stripe records the payment: the seat is kept, no "Seat released" mail goes
// out, and the family page shows it paid. Runs against the copy of the product with Stripe keys.
import { createHash, randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { STRIPE_E2E_SECRET_KEY, STRIPE_E2E_STATE_DIR, stripeBaseURL } from "../../playwright.config";
import { queryD1 } from "./support/d1";
import { mailTo } from "./support/mailbox";
import { cardPaysAtStripe } from "./support/stripe";

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const d1 = <T = Record<string, unknown>>(sql: string) => queryD1<T>(sql, STRIPE_E2E_STATE_DIR);
const HOUR = 60 * 60 * 1000;

test.use({ baseURL: stripeBaseURL });

test("a card payment whose webhook never arrives is found by the cron: the seat is kept and the family page shows it paid", async ({ page, context }) => {
  // Four trips to the D1 file (a wrangler process each) and a whole cron run.
  test.setTimeout(240_000);
  const u = Math.random().toString(36).slice(2, 8);
  const email = `reconcile-${u}@example.com`;
  const camper = `Ada Reconcile${u}`;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  // A signed-in parent whose camper holds a $120 seat on December 23 at UUCA, not paid yet.
  d1(
    `INSERT INTO users (id, email, first_name, last_name, email_verified_at) VALUES ('user-${u}', ${quote(email)}, 'Robin', ${quote(`Reconcile${u}`)}, ${now});` +
      `INSERT INTO user_sessions (id, user_id, last_seen_at, expires_at) VALUES (${quote(createHash("sha256").update(token).digest("hex"))}, 'user-${u}', ${now}, ${now + 86_400_000});` +
      `INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship, waiver_accepted, media_release_accepted, terms_accepted)
         VALUES ('user-${u}', 'Ada', ${quote(`Reconcile${u}`)}, '2018-04-02', '1st', 'Robin Reconcile', '7035550100', 'parent', 1, 1, 1);` +
      `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, day_price_cents, status, payment_status, held_at)
         SELECT id, 1, parent_id, 12000, 12000, 'pending', 'pending', ${now} FROM campers WHERE parent_id = 'user-${u}';`,
  );
  await context.addCookies([{ name: "sarraka_session", value: token, url: stripeBaseURL, httpOnly: true, sameSite: "Lax" }]);

  // The parent goes to checkout from the family page: the product asks Stripe for the payment.
  await page.goto("/account");
  const card = page.getByTestId("family-registration").filter({ hasText: camper });
  await expect(card).toContainText("Pending");
  await card.getByRole("link", { name: `Complete Payment for ${camper}, ` }).click();
  await expect(page).toHaveURL(/\/checkout\?registration=\d+$/);
  await expect(page.getByTestId("checkout-summary")).toContainText("$120");
  const [{ id: registrationId, pi }] = d1<{ id: number; pi: string }>(
    `SELECT r.id, l.payment_intent_id AS pi FROM registrations r JOIN payment_intent_lines l ON l.registration_id = r.id WHERE r.parent_id = 'user-${u}'`,
  );

  // The card is paid at Stripe. The camp's webhook endpoint is down: no notification is delivered.
  await cardPaysAtStripe(STRIPE_E2E_SECRET_KEY, pi);
  await page.goto("/account");
  await expect(card).toContainText("Pending");

  // The office's hold (72 hours) runs out, and the cron runs as Cloudflare would.
  d1(`UPDATE registrations SET held_at = ${now - 73 * HOUR} WHERE id = ${registrationId}`);
  expect((await page.request.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*")).status()).toBe(200);

  await page.goto("/account");
  await expect(card).toContainText("Confirmed");
  await expect(card).toContainText("Paid");
  await expect(card.getByRole("link", { name: /Complete Payment/ })).toHaveCount(0);
  await card.locator("summary", { hasText: "Details of" }).click();
  await expect(card.getByRole("row").filter({ hasText: "Card payment" })).toContainText("$120");
  // Recorded by the check against Stripe, as the webhook would have; the seat was never released.
  const [audit] = d1<{ detail: string }>(`SELECT detail FROM audit_log WHERE action = 'payment.card-received' AND subject_id = ${quote(pi)}`);
  expect(JSON.parse(audit.detail)).toMatchObject({ receivedCents: 12000, via: "reconciliation" });
  expect((await mailTo(email)).map((mail) => mail.subject)).not.toContainEqual(expect.stringContaining("Seat released"));
});
