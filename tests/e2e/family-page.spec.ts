// The family page (/account) as a parent uses it: cancel a paid registration before the deadline
// and get the office's refund (Stripe, here the local fake), edit a camper's medical form,
// download the family's data, delete the account. These journeys run against the copy of the
// product that has Stripe test keys (playwright.config.ts), beside the summer cart's; the shared
// journey server has none. Each family is new, so the two files never meet each other's rows.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { fakeStripeURL, STRIPE_E2E_STATE_DIR, stripeBaseURL } from "../../playwright.config";
import { pdfText, readPdf } from "../support/pdf-reader";
import { campToday } from "./support/camp-clock";
import { queryD1 } from "./support/d1";

const BASE = stripeBaseURL;
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const d1 = (sql: string) => queryD1(sql, STRIPE_E2E_STATE_DIR);

test.use({ baseURL: stripeBaseURL });

/** A fresh family: a signed-in parent with one camper and a card-paid registration for December 23. */
async function familyWithPaidDay(context: BrowserContext, label: string) {
  const u = `${label}${Math.random().toString(36).slice(2, 7)}`;
  const email = `family-${u}@example.com`;
  const token = `family-token-${u}-${Math.random().toString(36).slice(2)}`;
  const { createHash } = await import("node:crypto");
  const sessionId = createHash("sha256").update(token).digest("hex");
  const now = Date.now();
  d1(
    `INSERT INTO users (id, email, first_name, last_name, email_verified_at) VALUES ('user-${u}', ${quote(email)}, 'Robin', 'Family', ${now});` +
      `INSERT INTO user_sessions (id, user_id, last_seen_at, expires_at) VALUES (${quote(sessionId)}, 'user-${u}', ${now}, ${now + 86_400_000});` +
      `INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, allergies, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship, waiver_accepted, media_release_accepted, terms_accepted)
         VALUES ('user-${u}', 'Sky', ${quote(`Family${u}`)}, '2018-04-02', '1st', 'Peanuts', 'Robin Family', '7035550100', 'parent', 1, 1, 1);` +
      `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, day_price_cents, status, payment_status, stripe_payment_intent_id, held_at)
         SELECT id, 1, parent_id, 12000, 12000, 'confirmed', 'paid', 'pi_family_${u}', ${now} FROM campers WHERE parent_id = 'user-${u}';` +
      `INSERT INTO payments (registration_id, kind, amount_cents, reference) SELECT id, 'stripe', 12000, 'pi_family_${u}' FROM registrations WHERE parent_id = 'user-${u}';`,
  );
  await context.addCookies([{ name: "sarraka_session", value: token, url: BASE, httpOnly: true, sameSite: "Lax" }]);
  return { email, camperName: `Sky Family${u}`, userId: `user-${u}` };
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a parent cancels a paid day before the deadline and gets the refund the camp's policy gives", async ({ context, page }) => {
  const family = await familyWithPaidDay(context, "cancel");
  await page.goto(`${BASE}/`);
  await page.getByRole("link", { name: "Your family" }).click();
  await expect(page.getByRole("heading", { name: "Your Family", level: 1 })).toBeVisible();
  const card = page.getByTestId("family-registration").filter({ hasText: family.camperName });
  await expect(card).toContainText("Confirmed");
  // The card's one disclosure is reached with Tab and opened with Enter; focus stays on it, and the
  // next Tab goes to what it opened on (the payment's receipt, then the way to cancel).
  const details = card.locator("summary", { hasText: "Details of" });
  const cardPayment = card.getByRole("cell", { name: "Card payment", exact: true });
  await expect(cardPayment).toBeHidden();
  for (let tabs = 0; tabs < 80 && !(await details.evaluate((summary) => summary === document.activeElement)); tabs++) await page.keyboard.press("Tab");
  await expect(details).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cardPayment).toBeVisible();
  await expect(details).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("link", { name: /^Receipt for the card payment of/ })).toBeFocused();
  await shoot(page, "family-page");
  // On a phone the disclosure and the receipt are whole tap targets (44 px high).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const target of [details, card.getByRole("link", { name: /^Receipt for the card payment of/ })])
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.keyboard.press("Tab");
  await expect(card.locator("summary", { hasText: "Cancel this registration" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(card).toContainText("You will get $120 back on your card (100% of what you paid by card");
  await card.getByRole("button", { name: `Cancel the registration of ${family.camperName}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration cancelled. $120 is on its way back to your card." })).toBeVisible();
  await expect(card).toContainText("Cancelled");
  await expect(card).toContainText("Refunded");
  await expect(card.getByText("Cancel this registration")).toHaveCount(0);
  const refunds = (await (await fetch(`${fakeStripeURL}/__requests`)).json()) as Array<{ path: string; body: Record<string, string> }>;
  expect(refunds.filter((r) => r.path === "/v1/refunds" && r.body.payment_intent === `pi_family_${family.userId.slice(5)}`).map((r) => r.body.amount)).toEqual([
    "12000",
  ]);
});

test("a parent edits a camper's medical form; the family page shows the change", async ({ context, page }) => {
  const family = await familyWithPaidDay(context, "medical");
  await page.goto(`${BASE}/account`);
  // Each camper's link is named starting with the words it shows (axe's label-in-name, off by default).
  const axe = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.getByRole("link", { name: `Edit profile and medical form for ${family.camperName}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: family.camperName, level: 1 })).toBeVisible();
  await shoot(page, "camper-edit");
  await page.getByLabel("Allergies").fill("Peanuts, bee stings");
  await page.getByLabel("Medications").fill("EpiPen in the backpack");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(`${BASE}/account`);
  await expect(page.getByText(`${family.camperName}'s details saved`, { exact: true })).toBeVisible();
  await expect(page.getByText("Peanuts, bee stings")).toBeVisible();
  await expect(page.getByText("EpiPen in the backpack")).toBeVisible();
});

test("a parent downloads the family's data as one JSON file", async ({ context, page }) => {
  const family = await familyWithPaidDay(context, "download");
  await page.goto(`${BASE}/account`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my family's data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("camp-sarraka-family-data.json");
  const body = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(body.account.email).toBe(family.email);
  expect(body.campers[0]).toMatchObject({ first_name: "Sky", allergies: "Peanuts" });
  expect(body.payments[0]).toMatchObject({ kind: "stripe", amount_cents: 12000 });
});

test("a parent deletes the account and cancels the day to come in the same step: refunded, the children's data erased, the account gone", async ({
  context,
  page,
}) => {
  const family = await familyWithPaidDay(context, "delete");
  await page.goto(`${BASE}/account`);
  await page.getByText("Delete my account…").click();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  // A camp day to come is still booked: the form offers to cancel it in the same step.
  await expect(page.getByRole("alert").filter({ hasText: "Cancel my registrations to come" })).toBeVisible();
  await page.getByLabel("Type DELETE to confirm").fill("DELETE");
  await page.getByLabel(/Cancel my registrations to come \(1\)/).check();
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByText("Your account is deleted", { exact: true })).toBeVisible();
  const rows = d1(`SELECT first_name, allergies FROM campers WHERE parent_id = ${quote(family.userId)}`);
  expect(rows).toEqual([{ first_name: "Erased", allergies: "" }]);
  expect(d1(`SELECT status, payment_status FROM registrations WHERE parent_id = ${quote(family.userId)}`)).toEqual([
    { status: "cancelled", payment_status: "refunded" },
  ]);
  await page.goto(`${BASE}/account`);
  await expect(page).toHaveURL(/\/sign-in/);
});

test("the office sees each window's lottery seal: the hash before it closes", async ({ page }) => {
  await page.goto(`${BASE}/admin/login`);
  await page.getByRole("link", { name: "Admin Login" }).click();
  await page.getByLabel("E-mail").fill("admin@example.com");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  await page.goto(`${BASE}/admin/windows`);
  const seals = page.getByRole("region", { name: "Lottery seals" });
  await expect(seals.getByText("SHA-256 of the seed").first()).toBeVisible();
  await expect(seals.locator("[data-testid^=seal-hash-]").first()).toHaveText(/^[0-9a-f]{64}$/);
  await page.setViewportSize({ width: 820, height: 1000 });
  await seals.scrollIntoViewIfNeeded();
  await seals.screenshot({ path: test.info().outputPath("admin-seals-820.png") });
});

test("a parent opens a payment's receipt and this year's statement, prints it and downloads the PDF: the camp's tax id, the child, the dates of care and the amount paid", async ({
  context,
  page,
}) => {
  const family = await familyWithPaidDay(context, "statement");
  const year = Number(campToday().slice(0, 4));
  // The payment's own receipt, from the registration's details.
  await page.goto(`${BASE}/account`);
  const card = page.getByTestId("family-registration").filter({ hasText: family.camperName });
  await card.locator("summary", { hasText: "Details of" }).click();
  await card.getByRole("link", { name: /^Receipt for the card payment of/ }).click();
  await expect(page.getByRole("heading", { name: /^Receipt R-\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByTestId("receipt-line")).toContainText(`${family.camperName}:`);
  await expect(page.getByTestId("receipt-total")).toContainText("Paid: $120.00");
  await expect(page.getByTestId("receipt-total")).toContainText("Paid by card through Stripe (payment pi_family_");
  await shoot(page, "receipt");

  await page.goto(`${BASE}/account`);
  const years = page.getByTestId("statement-year");
  await expect(years).toHaveCount(1);
  await years.getByRole("link", { name: `${year} so far` }).click();
  await expect(page.getByRole("heading", { name: `${year} statement of child care payments (so far)`, level: 1 })).toBeVisible();
  await expect(page.getByText("Tax id (EIN): 12-3456789")).toBeVisible();
  await expect(page.getByTestId("statement-child")).toHaveCount(1);
  await expect(page.getByTestId("statement-child")).toContainText(`${family.camperName}: $120.00`);
  await expect(page.getByTestId("statement-care")).toContainText("$120.00");
  await expect(page.getByTestId("statement-total")).toContainText(`Care in ${year}: $120.00`);
  await shoot(page, "year-statement");
  // On paper: the statement alone, without the site's header, footer or buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath("year-statement-print.png"), fullPage: true });
  await page.emulateMedia({ media: null });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const file = await (await download).path();
  const text = pdfText(await readPdf(new Uint8Array(await readFile(file)))).replace(/\s*\n\s*/g, " ");
  expect(text).toContain(`Camp Sarraka: ${year} statement of child care payments (so far)`);
  expect(text).toContain("Tax id (EIN): 12-3456789");
  expect(text).toContain(`${family.camperName}: $120.00`);
  expect(text).toContain(`Care in ${year}: $120.00`);
});
