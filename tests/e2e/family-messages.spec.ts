// Messages to families as the office and parents meet them: an urgent closure to one site's
// families for one day; the preview names only those families; the local mailbox receives it once
// per family; a parent of that site sees the banner on the dashboard and the family page until
// they mark it read; a parent at the other site never sees it.
import { expect, test, type Page } from "@playwright/test";
import { dashboardReady, signInAsAdminAt } from "./support/admin";
import { queryD1, runD1 } from "./support/d1";
import { mailTo } from "./support/mailbox";
import { signInParent } from "./support/parent-session";

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * A camp day of its own (a day in May of a year far ahead, one of 3,100, a day of this run) with a
 * session at each site, and four families. May because the seed has no camp day in May: the
 * wizard names a day without its year, so a December 23 here would be a second "December 23 - UUCA"
 * card beside the seed's, which the registration journeys pick by that name.
 */
function seedDay() {
  const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const run = Date.now() % 3100;
  const day = `${2044 + (run % 100)}-05-${String(1 + Math.floor(run / 100)).padStart(2, "0")}`;
  const program = `Messages journey ${stamp}`;
  const families = { twoChildren: "flc-two", oneChild: "flc-one", otherSite: "uuca", interested: "flc-interested" } as const;
  const email = (key: string) => `messages-${key}-${stamp}@example.org`;
  const statements = [
    `INSERT INTO programs (name, description, age_group, max_capacity, price_per_week_cents) VALUES (${quote(program)}, 'A camp day', 'K-2', 30, 5000);`,
    ...["FLC", "UUCA"].map(
      (site) =>
        `INSERT INTO camp_sessions (program_id, name, location, start_date, end_date, age_group) SELECT id, ${quote(`${program} ${site}`)}, '${site}', '${day}', '${day}', 'K-2' FROM programs WHERE name = ${quote(program)};`,
    ),
  ];
  const children: Array<[string, string, string]> = [
    [families.twoChildren, "FLC", "confirmed"],
    [families.twoChildren, "FLC", "confirmed"],
    [families.oneChild, "FLC", "pending"],
    [families.otherSite, "UUCA", "confirmed"],
    [families.interested, "FLC", "interested"],
  ];
  for (const key of Object.values(families)) {
    statements.push(
      `INSERT INTO users (id, email, first_name, last_name, email_verified_at) VALUES ('user-${key}-${stamp}', ${quote(email(key))}, 'Robin', 'Family', ${Date.now()});`,
    );
  }
  children.forEach(([key, site, status], i) => {
    const parent = `user-${key}-${stamp}`;
    statements.push(
      `INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship) VALUES ('${parent}', 'Kid${i}', 'Family', '2019-02-02', '1st', 'Robin Family', '7035550100', 'parent');`,
      `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, status, payment_status)
         SELECT (SELECT max(id) FROM campers WHERE parent_id = '${parent}'), id, '${parent}', 5000, '${status}', ${status === "interested" ? "NULL" : "'paid'"}
         FROM camp_sessions WHERE name = ${quote(`${program} ${site}`)};`,
    );
  });
  runD1(statements.join("\n"));
  return { day, email: Object.fromEntries(Object.entries(families).map(([name, key]) => [name, email(key)])) as Record<keyof typeof families, string> };
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the office sends an urgent closure to one site's families for one day; they see it until read, the other site never", async ({
  page,
  browser,
  baseURL,
}) => {
  // Seeding through wrangler and waiting for the mailbox take most of a minute on a busy machine.
  test.setTimeout(180_000);
  const { day, email } = seedDay();
  const subject = `FLC is closed on ${day}`;

  await signInAsAdminAt(page, "/admin/messages");
  const form = page.getByRole("form", { name: "Write a message" });
  await form.getByLabel("Kind").selectOption("urgent");
  await form.getByLabel("Who it is for").selectOption("day");
  await form.getByLabel("Camp day").fill(day);
  await form.getByLabel(/^Site/).selectOption("FLC");
  await form.getByLabel("Message", { exact: true }).fill("A burst pipe at Faith Lutheran Church.\n\nUUCA is open as usual.");
  await form.getByRole("button", { name: "Preview recipients" }).click();

  const preview = page.getByTestId("message-preview");
  await expect(preview).toContainText("Reaches 2 families");
  await expect(preview.getByRole("list", { name: "Addresses it goes to" }).getByRole("listitem")).toHaveText([email.oneChild, email.twoChildren].sort());
  await expect(preview.getByText("Reaches 2 families")).toBeFocused();
  await shoot(page, "messages-tab-preview");

  // Changing the audience takes the send button away until a new preview.
  await form.getByLabel(/^Site/).selectOption("");
  await expect(preview).toHaveCount(0);
  await form.getByLabel(/^Site/).selectOption("FLC");
  await form.getByRole("button", { name: "Preview recipients" }).click();
  // Sent without a subject: refused, said aloud, and the focus on the field to fix; nothing sent.
  await preview.getByRole("button", { name: "Send to 2 families" }).click();
  await expect(form.getByRole("alert")).toHaveText("Write a subject.");
  await expect(form.getByLabel("Subject")).toBeFocused();
  await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Subject").fill(subject);
  await preview.getByRole("button", { name: "Send to 2 families" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent to 2 families." })).toBeVisible();

  const card = page.getByTestId("family-message").filter({ hasText: subject });
  await expect(card).toContainText("Urgent");
  await card.getByText("Recipients (2)").click();
  await expect(card.getByTestId("message-recipient")).toHaveCount(2);
  await expect(card.getByTestId("message-recipient").filter({ hasText: email.twoChildren })).toContainText("Not yet");
  // The form is empty again, ready for the next message.
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await shoot(page, "messages-tab-sent");

  // The local mailbox: once per family of that site, never to the other site or a family only interested.
  for (const to of [email.twoChildren, email.oneChild]) {
    await expect.poll(async () => (await mailTo(to)).filter((m) => m.subject === subject).length, { timeout: 20_000 }).toBe(1);
  }
  for (const to of [email.otherSite, email.interested]) expect((await mailTo(to)).filter((m) => m.subject === subject)).toEqual([]);
  // The office sees each delivered.
  await page.reload();
  await dashboardReady(page);
  const delivered = page.getByTestId("family-message").filter({ hasText: subject });
  await delivered.getByText("Recipients (2)").click();
  await expect(delivered.getByTestId("message-recipient").filter({ hasText: "Sent" })).toHaveCount(2);

  // A parent of that site: the banner on the dashboard and the family page, until read.
  const parentContext = await browser.newContext();
  await signInParent(parentContext, baseURL!, email.twoChildren);
  const parent = await parentContext.newPage();
  await parent.goto("/");
  const banner = parent.getByRole("region", { name: "Urgent messages from the camp" });
  await expect(banner.getByRole("heading", { name: subject })).toBeVisible();
  await expect(banner).toContainText("UUCA is open as usual.");
  await parent.goto("/account");
  await expect(banner.getByRole("heading", { name: subject })).toBeVisible();
  await shoot(parent, "urgent-banner-family-page");
  await parent.goto("/");
  await expect(parent.getByRole("heading", { level: 1 })).toContainText("Welcome back");
  await shoot(parent, "urgent-banner-dashboard");
  await parent.waitForFunction(() =>
    Object.keys(document.querySelector('[data-testid="urgent-messages"] button') ?? {}).some((k) => k.startsWith("__reactProps")),
  );
  await banner.getByRole("button", { name: /^Mark as read/ }).click();
  await expect(banner).toHaveCount(0);
  // Nothing left to read: the focus is on the page's heading, not lost.
  await expect(parent.getByRole("heading", { level: 1 })).toBeFocused();
  await parent.reload();
  await expect(parent.getByRole("heading", { level: 1 })).toContainText("Welcome back");
  await expect(parent.getByText(subject)).toHaveCount(0);
  await parent.goto("/account");
  await expect(parent.getByRole("heading", { name: "Your Family", level: 1 })).toBeVisible();
  await expect(parent.getByText(subject)).toHaveCount(0);
  await parentContext.close();

  // A parent at the other site never sees it.
  const otherContext = await browser.newContext();
  await signInParent(otherContext, baseURL!, email.otherSite);
  const other = await otherContext.newPage();
  for (const path of ["/", "/account"]) {
    await other.goto(path);
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(other.getByRole("region", { name: "Urgent messages from the camp" })).toHaveCount(0);
  }
  await otherContext.close();

  // The office sees it read by that family only.
  await page.reload();
  await dashboardReady(page);
  const read = page.getByTestId("family-message").filter({ hasText: subject });
  await read.getByText("Recipients (2)").click();
  await expect(read.getByTestId("message-recipient").filter({ hasText: email.oneChild })).toContainText("Not yet");
  await expect(read.getByTestId("message-recipient").filter({ hasText: email.twoChildren })).not.toContainText("Not yet");
});

test("a send the network drops says so on the tab, keeps the form, and pressing Send again sends it once", async ({ page }) => {
  test.setTimeout(180_000);
  const { day, email } = seedDay();
  const subject = `Early pickup on ${day}`;
  const messagesNamed = () => queryD1<{ n: number }>(`SELECT count(*) AS n FROM family_messages WHERE subject = ${quote(subject)}`)[0].n;
  const isSend = (url: URL) => url.pathname.endsWith("/admin/messages.data");

  await signInAsAdminAt(page, "/admin/messages");
  const form = page.getByRole("form", { name: "Write a message" });
  await form.getByLabel("Who it is for").selectOption("day");
  await form.getByLabel("Camp day").fill(day);
  await form.getByLabel(/^Site/).selectOption("FLC");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message", { exact: true }).fill("Pickup is at 1 pm on that day.");
  await form.getByRole("button", { name: "Preview recipients" }).click();
  const preview = page.getByTestId("message-preview");
  await expect(preview).toContainText("Reaches 2 families");

  // The connection drops as Send is pressed: nothing reaches the server.
  await page.route(isSend, (route) => route.abort("internetdisconnected"));
  await preview.getByRole("button", { name: "Send to 2 families" }).click();
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("Your message did not reach the server, or its answer did not come back, so we cannot tell whether it went out.");
  await expect(alert).toContainText("press Send again: each family gets it once");
  // On a phone Send is far below the form's top: the words are brought to where the office is.
  await expect(alert).toBeFocused();
  await expect(form.getByLabel("Subject")).toHaveValue(subject);
  await expect(form.getByLabel("Message", { exact: true })).toHaveValue("Pickup is at 1 pm on that day.");
  expect(messagesNamed()).toBe(0);
  await shoot(page, "messages-tab-send-unanswered");

  // It drops again, this time after the server sent it: the same words, and the form as typed.
  await page.unroute(isSend);
  await page.route(isSend, async (route) => {
    await route.fetch();
    await route.abort("internetdisconnected");
  });
  await preview.getByRole("button", { name: "Send to 2 families" }).click();
  // The words are already on screen from the first drop: wait for the server's write itself.
  await expect.poll(messagesNamed).toBe(1);
  await expect(alert).toContainText("we cannot tell whether it went out");

  // Back online, Send again: one message, each family mailed once.
  await page.unroute(isSend);
  await preview.getByRole("button", { name: "Send to 2 families" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sent to 2 families." })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByTestId("family-message").filter({ hasText: subject })).toHaveCount(1);
  expect(messagesNamed()).toBe(1);
  for (const to of [email.twoChildren, email.oneChild]) {
    await expect.poll(async () => (await mailTo(to)).filter((m) => m.subject === subject).length, { timeout: 20_000 }).toBe(1);
  }
});
