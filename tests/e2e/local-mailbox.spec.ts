// The local mailbox (scripts/local-mailbox.ts) as a newcomer uses it on `npm start`: the camp's
// mail arrives there, readable in the browser, its links lead back to the camp; the office still
// reads the same mail in the Mail tab with its one-time link removed; and a provider failure is
// put right by the cron, the mail arriving once.
import { expect, test, type Page } from "@playwright/test";
import { mailboxURL } from "../../playwright.config";
import { signInAsAdminAt } from "./support/admin";
import { failNextSends, failuresLeft, mailTo } from "./support/mailbox";

const PASSWORD = "narwhals dance at noon";

async function signUp(page: Page, email: string) {
  await page.goto("/sign-up");
  await page.getByLabel("First name").fill("Noor");
  await page.getByLabel("Last name").fill("Haddad");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
}

/** Opens the mailbox's page and the newest mail to `to` titled `subject`, as a person would. */
async function openMail(page: Page, to: string, subject: string) {
  await expect.poll(async () => (await mailTo(to)).some((mail) => mail.subject === subject), { timeout: 20_000 }).toBe(true);
  await page.goto(mailboxURL);
  await page.getByRole("row").filter({ hasText: to }).getByRole("link", { name: subject }).first().click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
}

// The cron as Cloudflare would run it (wrangler dev --test-scheduled serves this address), at its
// next quarter hour: a mail the provider refused waits a minute or more before its next try.
async function runCron(page: Page) {
  const quarterHourLater = Date.now() + 15 * 60_000;
  const answer = await page.request.get(`/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*&time=${quarterHourLater}`);
  expect(answer.status()).toBe(200);
}

test("a newcomer reads the confirmation in the local mailbox, follows its link and signs in; the office sees it sent, link redacted", async ({
  page,
  browser,
}) => {
  const email = `mailbox-${Date.now()}@example.org`;
  await signUp(page, email);

  await openMail(page, email, "Confirm your e-mail for Camp Sarraka");
  await page.frameLocator('iframe[title="Message"]').getByRole("link", { name: "Confirm my e-mail" }).click();
  await expect(page).toHaveURL(/\/verify-email\?token=/);
  const token = new URL(page.url()).searchParams.get("token")!;
  await page.getByRole("button", { name: "Confirm my e-mail" }).click();
  await expect(page.getByRole("status")).toContainText("Your e-mail address is confirmed");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Logout" }).first()).toBeVisible();

  // The office's copy: delivered, and without the link's secret.
  const office = await (await browser.newContext()).newPage();
  await signInAsAdminAt(office, "/admin/mail");
  await expect(office.getByRole("link", { name: "open the local mailbox" })).toHaveAttribute("href", mailboxURL);
  const row = office.getByTestId("outbox-row").filter({ hasText: email }).filter({ hasText: "Confirm your e-mail" });
  await expect(row).toContainText("Sent");
  await row.getByRole("button", { name: /^Read/ }).click();
  const dialog = office.getByRole("dialog");
  await expect(dialog).toContainText("/verify-email?token=[removed]");
  await expect(dialog).not.toContainText(token);
  await office.context().close();
});

test("when the provider fails, the cron delivers the mail later, exactly once", async ({ page }) => {
  const email = `mailbox-retry-${Date.now()}@example.org`;
  await failNextSends(1);
  await signUp(page, email);
  // The first try met the outage: nothing arrived.
  await expect.poll(failuresLeft, { timeout: 20_000 }).toBe(0);
  expect(await mailTo(email)).toEqual([]);

  await runCron(page);
  await openMail(page, email, "Confirm your e-mail for Camp Sarraka");
  // Another run finds nothing left to send: still one mail.
  await runCron(page);
  await page.goto(mailboxURL);
  await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(1);
});
