// The summer cart as the journeys reach it, on the copy of the product that has Stripe test keys:
// a signed-in family with children of their own, and the week and care checkboxes by their names.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { STRIPE_E2E_STATE_DIR, stripeBaseURL } from "../../../playwright.config";
import { queryD1 } from "./d1";

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** A signed-in parent with Maya (1st grade) and Leo (4th grade), or with the campers named. */
export async function familyOf(
  context: BrowserContext,
  lastName: string,
  children: Array<[string, string]> = [
    ["Maya", "1st"],
    ["Leo", "4th"],
  ],
) {
  const email = `${lastName.toLowerCase()}@example.com`;
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  const camper = (first: string, grade: string) =>
    `INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship, waiver_accepted, media_release_accepted, terms_accepted)
       SELECT id, ${quote(first)}, ${quote(lastName)}, '2018-04-02', ${quote(grade)}, 'Jo ${lastName}', '7035550100', 'parent', 1, 1, 1 FROM users WHERE email = ${quote(email)};`;
  queryD1(
    `INSERT INTO users (id, email, first_name, last_name, email_verified_at) VALUES (${quote(`user-e2e-${randomUUID()}`)}, ${quote(email)}, 'Jo', ${quote(lastName)}, ${now});` +
      `INSERT INTO user_sessions (id, user_id, last_seen_at, expires_at) SELECT ${quote(createHash("sha256").update(token).digest("hex"))}, id, ${now}, ${now + 86_400_000} FROM users WHERE email = ${quote(email)};` +
      children.map(([first, grade]) => camper(first, grade)).join(""),
    STRIPE_E2E_STATE_DIR,
  );
  await context.addCookies([{ name: "sarraka_session", value: token, url: stripeBaseURL, httpOnly: true, sameSite: "Lax" }]);
  return email;
}

export const week = (page: Page, camper: string, n: number, site = "UUCA") =>
  page.getByRole("checkbox", { name: new RegExp(`^${camper}: Summer \\d+ Week ${n} ${site} `) });
export const care = (page: Page, camper: string, n: number, kind: "before care" | "after care") =>
  page.getByRole("checkbox", { name: new RegExp(`^${camper}, Summer \\d+ Week ${n} UUCA .*: ${kind}$`) });

/** Waits until React has attached its handlers to the week list (a click before that does nothing). */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('[data-testid="cart-week"] input') ?? {}).some((k) => k.startsWith("__reactProps")),
    null,
    { timeout: 30_000 },
  );
}

/** The office's sibling discount: 10% off the week for the second child in the cart. */
export const siblingDiscountOfTenPercent = () => queryD1("UPDATE camp_settings SET sibling_discount_percent = 10 WHERE id = 1", STRIPE_E2E_STATE_DIR);
