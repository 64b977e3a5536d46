// Verified pickup, parents seeing the day, and the medication log, as the people involved see
// them: a parent keeps the pickup list, a counselor checks campers out at the door, the office
// reads the day's overrides and medication log.
import { execFileSync } from "node:child_process";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInParent } from "./support/parent-session";

const STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";
const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
// A 1x1 PNG: a photo of the adult.
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

function d1(sql: string): Array<Record<string, unknown>> {
  const out = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE_DIR, "--json", "--command", sql], {
    stdio: "pipe",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  }).toString();
  const parsed = JSON.parse(out) as Array<{ results: Array<Record<string, unknown>> }>;
  return parsed.at(-1)?.results ?? [];
}

/** A family of this journey: the parent signed in, two campers on an attendance session of `date`. */
async function familyOnRoster(page: Page, baseURL: string, date: string, medications = ["", ""]) {
  const tag = `${unique}${Math.random().toString(36).slice(2, 7)}`;
  const email = `pickup-${tag}@example.com`;
  await signInParent(page.context(), baseURL, email, "Pat", "Rivera");
  const title = `Pickup Journey ${tag}`;
  const names = [`Maya${tag}`, `Leo${tag}`];
  // One wrangler call for the whole family (each call costs seconds).
  const statements = [`INSERT INTO attendance_sessions (date, location, title) VALUES ('${date}', 'UUCA', '${title}')`];
  for (const [i, first] of names.entries()) {
    statements.push(
      `INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship, authorized_pickup_persons)
       SELECT id, '${first}', 'Rivera', '2017-05-01', '2nd', 'Pat Rivera', '7035550100', 'parent', 'Grandpa Lou' FROM users WHERE email = '${email}'`,
      `INSERT INTO roster_entries (attendance_session_id, camper_id, camper_name, group_name, medications)
       SELECT (SELECT id FROM attendance_sessions WHERE title = '${title}'), id, '${first} Rivera', 'Bull Sharks', '${medications[i]}' FROM campers WHERE first_name = '${first}'`,
    );
  }
  statements.push(
    `INSERT INTO attendance_records (roster_entry_id) SELECT e.id FROM roster_entries e JOIN attendance_sessions s ON s.id = e.attendance_session_id WHERE s.title = '${title}'`,
    `SELECT id FROM attendance_sessions WHERE title = '${title}'`,
  );
  const [{ id: session }] = d1(statements.join(";\n"));
  return { session: session as number, names: names.map((n) => `${n} Rivera`) };
}

async function counselor(browser: Browser, sessionId: number) {
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  const page = await context.newPage();
  // The door ignores a second tap on the same spot within a second; the journey moves its clock on instead of waiting.
  await page.clock.install();
  await page.goto("/attendance-login");
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/attendance$/);
  await page.goto(`/attendance?session=${sessionId}`);
  return page;
}

async function office(browser: Browser, baseURL: string, date: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const email = `office-${unique}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await signInParent(context, baseURL, email, "Olive", "Office");
  d1(`UPDATE users SET is_admin = 1 WHERE email = '${email}'`);
  const page = await context.newPage();
  await page.goto(`/admin/pickups?date=${date}`);
  return page;
}

// Each wrangler call that prepares a family takes seconds on a busy machine.
test.describe.configure({ timeout: 180_000 });

test("a parent keeps the pickup list; check-out needs an authorized adult or the family code; an override is shown to the office; the parent sees the day", async ({
  page,
  browser,
  baseURL,
}) => {
  const family = await familyOnRoster(page, baseURL!, today);
  const [maya, leo] = family.names;

  // The family page: add Grandpa Lou with a photo; the wizard's note is shown beside the list.
  await page.goto("/account/pickup");
  const section = page.locator(`[data-camper="${maya}"]`);
  await expect(section.getByText("From your registration form:")).toBeVisible();
  await section.getByLabel("Full name").fill("Lou Rivera");
  await section.getByLabel("Relationship").fill("Grandpa");
  await section.getByLabel("Phone").fill("703 555 0101");
  await section.getByLabel("Photo (optional)").setInputFiles({ name: "lou.png", mimeType: "image/png", buffer: PHOTO });
  await section.getByRole("button", { name: "Add to pickup list" }).click();
  await expect(section.getByText("Lou Rivera can now pick up")).toBeVisible();
  await expect(section.getByTestId("authorized-adult").getByRole("img", { name: "Photo of Lou Rivera" })).toBeVisible();
  const code = (await page.getByTestId("pickup-code").first().textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);

  // The dashboard shows the code and today's day at camp, before anyone has tapped.
  await page.goto("/");
  await expect(page.getByTestId("pickup-code")).toHaveText(code);
  const mayaToday = page.locator(`[data-testid="camper-today"][data-camper="${maya}"]`);
  await expect(mayaToday.getByTestId("checked-in-at")).toHaveText("Not yet");

  // A counselor checks Maya in: the parent's dashboard shows the time without a reload.
  const door = await counselor(browser, family.session);
  const mayaRow = door.locator(`[data-camper="${maya}"]`);
  await mayaRow.getByRole("button", { name: `Check in ${maya}` }).click();
  await expect(mayaRow.getByText(/✓ In/)).toBeVisible();
  await expect(mayaToday.getByTestId("checked-in-at")).toHaveText(/\d{1,2}:\d{2}\s?[AP]M/i, { timeout: 8000 });

  // Check-out opens the pickup dialog: Lou's photo and relationship; a wrong code is refused.
  await mayaRow.getByRole("button", { name: `Check out ${maya}` }).click();
  const dialog = door.getByTestId("pickup-dialog");
  await expect(dialog.getByRole("radio", { name: /Lou Rivera\s*Grandpa/ })).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Photo of Lou Rivera" })).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose who is picking up");
  await dialog.getByRole("radio", { name: "They give the family's pickup code" }).click();
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await dialog.getByLabel("Family pickup code").fill(wrong);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(`That is not ${maya}'s family pickup code (4 tries left)`);
  await expect(dialog).toBeVisible();
  // The right code checks her out.
  await dialog.getByLabel("Family pickup code").fill(code);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog).toBeHidden();
  await expect(door.getByText("Camper checked out", { exact: true }).first()).toBeVisible();
  await expect(mayaRow.getByText(/✓ Out/)).toBeVisible();
  await expect(mayaRow.getByRole("button", { name: `Undo check-out for ${maya}` })).toBeVisible();
  await expect(mayaToday.getByTestId("checked-out-at")).toContainText("with Family pickup code", { timeout: 8000 });

  // Undo, then choose Lou: the record names him.
  await mayaRow.getByRole("button", { name: `Undo check-out for ${maya}` }).click();
  await expect(door.getByText("Check-out removed", { exact: true }).first()).toBeVisible();
  await door.clock.fastForward(1500);
  await mayaRow.getByRole("button", { name: `Check out ${maya}` }).click();
  await dialog.getByRole("radio", { name: /Lou Rivera/ }).click();
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(mayaRow.getByTestId("picked-up-by")).toHaveText("with Lou Rivera");
  await expect(mayaToday.getByTestId("checked-out-at")).toContainText("with Lou Rivera (Grandpa)", { timeout: 8000 });

  // Leo goes home with a neighbor who is not on any list: an override with its reason.
  const leoRow = door.locator(`[data-camper="${leo}"]`);
  await leoRow.getByRole("button", { name: `Check in ${leo}` }).click();
  await expect(leoRow.getByText(/✓ In/)).toBeVisible();
  await leoRow.getByRole("button", { name: `Check out ${leo}` }).click();
  await dialog.getByRole("radio", { name: "Someone not on the list (override)" }).click();
  await dialog.getByLabel("Name of the person picking up").fill("Sam Neighbor");
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Type the name of the person picking up and the reason");
  await dialog.getByLabel("Reason").fill("Mom called the office at 2:40");
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(leoRow.getByTestId("picked-up-by")).toHaveText("with Sam Neighbor");

  // The office sees the override and its reason, and every check-out.
  const desk = await office(browser, baseURL!, today);
  const overrides = desk.getByTestId("pickup-overrides");
  await expect(overrides).toContainText(`${leo} went home with Sam Neighbor`);
  await expect(overrides).toContainText("Reason: Mom called the office at 2:40");
  await expect(overrides).toContainText("entered by Jordan Lee");
  await expect(desk.getByTestId("checkout-row").filter({ hasText: maya })).toContainText("Lou Rivera (Grandpa)");
  await desk.context().close();
  await door.context().close();
});

test("at a medication alert the counselor records given or not given; the office sees and prints the day's log", async ({ page, browser, baseURL }) => {
  // Today, with the medication due in 18 minutes (camp time): the door records changes on the
  // roster's own day by the server's clock, so the device's clock is the real one.
  const day = today;
  const due = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", minute: "2-digit", hour12: true })
    .format(new Date(Date.now() + 18 * 60_000))
    .toLowerCase();
  const family = await familyOnRoster(page, baseURL!, day, [`Inhaler at ${due}`, `Allergy pill at ${due}`]);
  const [maya, leo] = family.names;
  const door = await browser.newContext({ viewport: { width: 820, height: 1180 } }).then((c) => c.newPage());
  await door.goto("/attendance-login");
  await door.getByLabel("Username").fill("staff");
  await door.getByLabel("Password").fill("sarraka-demo");
  await door.getByRole("button", { name: "Sign In" }).click();
  await expect(door).toHaveURL(/\/attendance$/);
  await door.goto(`/attendance?session=${family.session}`);

  const alert = door.getByRole("dialog", { name: "Time alerts" });
  await expect(alert).toContainText(`Medication: ${maya}`);
  await alert.getByRole("button", { name: `Medication given to ${maya}` }).click();
  await expect(alert.getByText("✓ Medication given recorded")).toBeVisible();
  await alert.getByRole("button", { name: `Medication not given to ${leo}` }).click();
  await alert.getByLabel(`Why was ${leo}'s medication not given?`).fill("Parent said he already had it at home");
  await alert.getByRole("button", { name: "Save" }).click();
  await expect(alert.getByText("✓ Not given recorded")).toBeVisible();
  // A mistake is corrected by a later entry, never by changing the first.
  await alert.getByRole("button", { name: "Add a correction" }).first().click();
  await alert.getByLabel("What should the log say instead?").fill("Given at 3:35, not 3:30");
  await alert.getByRole("button", { name: "Save" }).click();
  await expect(alert.getByText("✓ Correction recorded")).toBeVisible();

  const desk = await office(browser, baseURL!, day);
  const log = desk.getByTestId("medication-log");
  // Today's log may hold other journeys' entries: this family's three.
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rows = log.getByTestId("medication-row").filter({ hasText: new RegExp(`${escape(maya)}|${escape(leo)}`) });
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(`${maya}`);
  await expect(rows.nth(0)).toContainText("Given");
  await expect(rows.nth(1)).toContainText("Not given");
  await expect(rows.nth(1)).toContainText("Parent said he already had it at home");
  await expect(rows.nth(2)).toContainText(/Correction of #\d+/);
  // The print view: only the log, on paper.
  await desk.emulateMedia({ media: "print" });
  await expect(desk.locator('[role="tablist"]')).toHaveCSS("visibility", "hidden");
  await expect(log.getByRole("heading", { name: /Medication log/ })).toHaveCSS("visibility", "visible");
  await expect(log).toBeVisible();
  await desk.context().close();
});

test("offline, the counselor records medication given from the camper's row; back online it is sent once and the office sees it", async ({
  page,
  browser,
  baseURL,
}) => {
  const family = await familyOnRoster(page, baseURL!, today, ["Inhaler after lunch", ""]);
  const [maya, leo] = family.names;
  const door = await counselor(browser, family.session);
  const mayaRow = door.locator(`[data-camper="${maya}"]`);
  const opener = mayaRow.getByRole("button", { name: `Medication for ${maya}` });
  await expect(opener).toBeVisible();
  await expect(mayaRow.getByTestId("medication-last")).toHaveText("Not recorded today");
  // Leo takes nothing: no button on his row.
  await expect(door.locator(`[data-camper="${leo}"]`).getByRole("button", { name: /^Medication for/ })).toHaveCount(0);
  const box = await opener.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  // The door's service worker keeps the dialogs' scripts once it controls the page, as on a real device.
  await door.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await door.context().setOffline(true);
  await opener.click();
  const dialog = door.getByTestId("medication-dialog");
  await expect(dialog.getByRole("heading", { name: `Medication: ${maya}` })).toBeVisible();
  await dialog.getByRole("button", { name: `Medication given to ${maya}` }).click();
  await expect(dialog.getByText("✓ Medication given recorded")).toBeVisible();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(mayaRow.getByTestId("medication-last")).toHaveText(/^Given \d{1,2}:\d{2}\s?[AP]M by Jordan Lee \(waiting to send\)$/);
  await expect(door.getByRole("status").filter({ hasText: "Offline: 1 change waiting" })).toBeVisible();

  await door.context().setOffline(false);
  await expect(door.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({ timeout: 10_000 });
  await expect(mayaRow.getByTestId("medication-last")).toHaveText(/^Given \d{1,2}:\d{2}\s?[AP]M by Jordan Lee$/, { timeout: 10_000 });
  // D1 holds it once, with the device's time.
  const rows = d1(
    `SELECT m.outcome, m.recorded_by, m.device_at FROM medication_log m JOIN roster_entries e ON e.id = m.roster_entry_id WHERE e.camper_name = '${maya}'`,
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ outcome: "given", recorded_by: "Jordan Lee" });

  const desk = await office(browser, baseURL!, today);
  const log = desk.getByTestId("medication-log");
  const entry = log.getByTestId("medication-row").filter({ hasText: maya });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Given");
  await expect(entry).toContainText("Jordan Lee");
  await desk.context().close();
  await door.context().close();
});

test("after 5 wrong family codes the door refuses the code, even the right one, and says what to do; the office sees it", async ({
  page,
  browser,
  baseURL,
}) => {
  const family = await familyOnRoster(page, baseURL!, today);
  const [maya] = family.names;
  await page.goto("/account/pickup");
  const code = (await page.getByTestId("pickup-code").first().textContent())!.trim();
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  const door = await counselor(browser, family.session);
  const mayaRow = door.locator(`[data-camper="${maya}"]`);
  await mayaRow.getByRole("button", { name: `Check in ${maya}` }).click();
  await expect(mayaRow.getByText(/✓ In/)).toBeVisible();
  await door.clock.fastForward(1500);
  await mayaRow.getByRole("button", { name: `Check out ${maya}` }).click();
  const dialog = door.getByTestId("pickup-dialog");
  await dialog.getByRole("radio", { name: "They give the family's pickup code" }).click();
  const alert = dialog.getByRole("alert");
  const locked = `Too many wrong pickup codes for ${maya}'s family: the code is not accepted for now. Choose an adult from the list, or use an override with a reason.`;
  for (const left of [" (4 tries left)", " (3 tries left)", " (2 tries left)", " (1 try left)", ""]) {
    await dialog.getByLabel("Family pickup code").fill(wrong);
    await dialog.getByRole("button", { name: "Confirm check-out" }).click();
    await expect(alert).toHaveText(`That is not ${maya}'s family pickup code${left}`);
  }
  await dialog.getByLabel("Family pickup code").fill(wrong);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(alert).toHaveText(locked);
  // The right code is refused too now; the dialog stays open for an adult or an override.
  await dialog.getByLabel("Family pickup code").fill(code);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(alert).toHaveText(locked);
  await expect(dialog).toBeVisible();
  await door.screenshot({ path: "test-results/door-code-locked-820.png" });

  // The office sees the wrong codes and the lock (the device's queue sent them, once each).
  const counted = () =>
    d1(`SELECT count(*) AS n FROM pickup_code_attempts a JOIN roster_entries e ON e.id = a.roster_entry_id WHERE e.camper_name = '${maya}'`)[0].n;
  await expect.poll(counted, { timeout: 10_000 }).toBe(7);
  const desk = await office(browser, baseURL!, today);
  const attempts = desk.getByTestId("pickup-code-attempts").getByTestId("code-attempt").filter({ hasText: maya });
  await expect(attempts).toHaveCount(7);
  await expect(attempts.filter({ hasText: "Code locked" })).toHaveCount(2);
  await desk.context().close();
  await door.context().close();
});
