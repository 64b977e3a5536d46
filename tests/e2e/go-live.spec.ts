// Going live from nothing, on a copy of the product that starts as a new deployment does
// (scripts/serve-local.sh --first-day: migrations only, no demo seed, no account): every public
// page answers, the first cron run publishes the camp's content, the first admin comes from
// `npm run admin:create`, the office opens registration (a window, a program, a season of weeks),
// and a new parent signs up, confirms the address from the mailbox, registers and pays by card.
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_PAGE_PATHS } from "../../app/content/public-pages";
import { testimonials } from "../../app/content/testimonials";
import { FIRST_DAY_STATE_DIR, FIRST_DAY_STRIPE_SECRET_KEY, FIRST_DAY_WEBHOOK_SECRET, firstDayBaseURL } from "../../playwright.config";
import { dashboardReady } from "./support/admin";
import { campDay } from "./support/camp-clock";
import { addCamperThroughApi } from "./support/camper";
import { queryD1, runD1 } from "./support/d1";
import { linkFromLatestMail } from "./support/mailbox";
import { cardPaysAtStripe, deliverPaymentSucceeded } from "./support/stripe";

test.use({ baseURL: firstDayBaseURL });

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * The first-day copy as a new deployment has it: only the migrations' rows (their ledger and the
 * settings row they write). A retry, or a second run against a server kept running, would
 * otherwise meet the first attempt's window, program and weeks.
 */
function backToFirstDay() {
  const tables = queryD1<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'camp_settings')",
    FIRST_DAY_STATE_DIR,
  );
  runD1(`PRAGMA defer_foreign_keys = on; ${tables.map((t) => `DELETE FROM "${t.name}";`).join(" ")}`, FIRST_DAY_STATE_DIR);
}

async function everyPublicPageAnswers(page: Page) {
  for (const path of PUBLIC_PAGE_PATHS) expect((await page.request.get(path)).status(), path).toBe(200);
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a camp goes live from an empty database: first admin, registration opened by the office, a new family registers and pays", async ({ page, browser }) => {
  // Every step of the first day, each in the browser, on a freshly migrated database.
  test.setTimeout(480_000);
  if (queryD1<{ n: number }>("SELECT count(*) AS n FROM users", FIRST_DAY_STATE_DIR)[0].n > 0) backToFirstDay();

  // The deploy: an empty database already serves every public page; the first cron run publishes
  // the camp's content (here at once, on Cloudflare within 15 minutes).
  await everyPublicPageAnswers(page);
  expect((await page.request.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*")).status()).toBe(200);
  await page.goto("/testimonials");
  await expect(page.getByText(testimonials[0].name).first()).toBeVisible();
  await everyPublicPageAnswers(page);

  // The first admin, from the command the runbook gives, pointed at this copy's database.
  const officeEmail = `office-${Date.now()}@campsarraka.example`;
  const printed = execFileSync(
    "npm",
    ["run", "--silent", "admin:create", "--", officeEmail, "--local", "--persist-to", FIRST_DAY_STATE_DIR, "--app-url", firstDayBaseURL],
    { encoding: "utf8", env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  const setPassword = printed.match(/http\S+\/reset-password\?token=\S+/)?.[0];
  expect(setPassword, printed).toBeTruthy();
  await page.goto(setPassword!);
  await page.getByLabel("New password", { exact: true }).fill("lighthouse keepers wave");
  await page.getByLabel("New password again").fill("lighthouse keepers wave");
  await page.getByRole("button", { name: "Save my new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password has been changed");
  await page.goto("/sign-in?redirect=%2Fadmin%2Fwindows");
  await signIn(page, officeEmail, "lighthouse keepers wave");
  await expect(page).toHaveURL(/\/admin\/windows$/);
  await dashboardReady(page);

  // The office opens registration: a window (open since yesterday), a program and ten summer weeks.
  await expect(page.getByText("No registration windows yet: create the first one below.")).toBeVisible();
  const newWindow = page.getByRole("form", { name: "New registration window" });
  await newWindow.getByLabel("Label").fill("First registrations");
  await newWindow.getByLabel("Opens at").fill(`${campDay(-1)}T09:00`);
  await newWindow.getByRole("button", { name: "Create window" }).click();
  await expect(page.getByRole("form", { name: "First registrations" })).toBeVisible();

  await page.getByRole("tab", { name: "Programs" }).click();
  await expect(page.getByText("No programs created yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Program" }).click();
  const program = page.getByRole("dialog", { name: "Add Program" });
  await program.getByLabel("Program name").fill("School Year Day Camp");
  await program.getByLabel("Description").fill("A full day of games, art and science on school holidays.");
  await program.getByLabel("Age group").fill("K-8");
  await program.getByLabel("Max capacity").fill("40");
  await program.getByLabel("Price per week ($)").fill("120");
  await program.getByLabel("Before/after care ($ each)").fill("15");
  await program.getByRole("button", { name: "Create Program" }).click();
  await expect(page.getByText("Program created successfully!", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Sessions" }).click();
  await page.getByRole("button", { name: "Create ten weeks" }).click();
  const season = page.getByRole("dialog", { name: "Create ten weeks" });
  await season.getByLabel(/^Open for registration/).check();
  await season.getByRole("button", { name: "Create weeks" }).click();
  await expect(page.getByText("Summer weeks created!", { exact: true })).toBeVisible();

  // A new family: signs up, confirms the address from the mail, signs in.
  const family = await (await browser.newContext({ baseURL: firstDayBaseURL })).newPage();
  const email = `first-family-${Date.now()}@example.org`;
  await family.goto("/sign-up");
  await family.getByLabel("First name").fill("Noor");
  await family.getByLabel("Last name").fill("Haddad");
  await family.getByLabel("E-mail").fill(email);
  await family.getByLabel("Password").fill("narwhals dance at noon");
  await family.getByRole("button", { name: "Create account" }).click();
  await expect(family.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await family.goto(await linkFromLatestMail(email, "/verify-email?token="));
  await family.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(family.getByRole("status")).toContainText("Your e-mail address is confirmed");
  await signIn(family, email, "narwhals dance at noon");
  await expect(family.getByRole("banner").getByRole("link", { name: "Logout" }).first()).toBeVisible();

  // Registers a camper for the first summer week and pays it by card.
  await addCamperThroughApi(family.request, { firstName: "Layla", lastName: "Haddad", emergencyContactName: "Noor Haddad" });
  await family.goto("/registration");
  await family.getByRole("link", { name: "Pick summer weeks" }).click();
  await family.getByRole("checkbox", { name: /^Layla: Summer \d+ Week 1 UUCA / }).check();
  await family.getByRole("button", { name: "Check out and pay $450" }).click();
  await expect(family.getByTestId("cart-outcome").locator('[data-outcome="seated"]')).toHaveCount(1);
  await family.getByTestId("cart-outcome").getByRole("link", { name: "Pay $450 now" }).click();
  await expect(family.getByTestId("cart-checkout-summary")).toContainText("Due now$450");
  const cartId = new URL(family.url()).searchParams.get("cart")!;
  const [intent] = queryD1<{ id: string }>(`SELECT stripe_payment_intent_id AS id FROM registrations WHERE cart_id = ${quote(cartId)}`, FIRST_DAY_STATE_DIR);
  await cardPaysAtStripe(FIRST_DAY_STRIPE_SECRET_KEY, intent.id);
  expect((await deliverPaymentSucceeded(family.request, FIRST_DAY_WEBHOOK_SECRET, { id: intent.id, amount: 45000, metadata: { cartId } })).status()).toBe(200);

  await family.reload();
  await expect(family.getByRole("heading", { name: "Payment received: 1 week confirmed" })).toBeVisible();
  await family.goto("/account");
  const registration = family.getByTestId("family-registration").filter({ hasText: "Layla Haddad" });
  await expect(registration).toContainText("Confirmed");
  await expect(registration).toContainText("Paid");
  await expect(registration).toContainText("UUCA");
});
