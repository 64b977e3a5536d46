// Verified pickup, parents seeing the day, and the medication log, as the people involved see
// them: a parent keeps the pickup list, a counselor checks campers out at the door, the office
// reads the day's overrides and medication log.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { signInParent } from "./support/parent-session";
import { queryD1 } from "./support/d1";
import { campClockIn, campToday } from "./support/camp-clock";
import { pickupCodeChecks, wrongPickupCode } from "./support/wrong-code";

const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const today = campToday();
// A 1x1 PNG: a photo of the adult.
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==", "base64");

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
  const [{ id: session }] = queryD1(statements.join(";\n"));
  return { session: session as number, names: names.map((n) => `${n} Rivera`) };
}

/** A counselor signed in at a door on the session; `fakeClock: false` where the door's clock must be the real one. */
async function counselor(browser: Browser, sessionId: number, width = 820, { fakeClock = true } = {}) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 1180 } });
  const page = await context.newPage();
  // This context's console is not in the journey's trace: should the door fail, its error is in the run's log.
  page.on("pageerror", (error) => console.log(`door page error: ${error.stack ?? error.message}`));
  page.on(
    "console",
    (message) =>
      void (message.type() === "error" && !message.text().startsWith("Failed to load resource") && console.log(`door console error: ${message.text()}`)),
  );
  // The door ignores a second tap on the same spot within a second; the journey moves its clock on instead of waiting.
  if (fakeClock) await page.clock.install();
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
  queryD1(`UPDATE users SET is_admin = 1 WHERE email = '${email}'`);
  const page = await context.newPage();
  await page.goto(`/admin/pickups?date=${date}`);
  return page;
}

/** Checks the camper in, then, past the door's guard against a second tap, opens the check-out dialog. */
async function checkInThenCheckOut(door: Page, camper: string) {
  const row = door.locator(`[data-camper="${camper}"]`);
  await row.getByRole("button", { name: `Check in ${camper}` }).click();
  await door.clock.fastForward(1500);
  await row.getByRole("button", { name: `Check out ${camper}` }).click();
  return row;
}

/** In the open pickup dialog: someone not on the list takes the camper home, with the reason. */
async function overrideCheckOut(dialog: Locator, name: string, reason: string) {
  await dialog.getByRole("radio", { name: "Someone not on the list (override)" }).click();
  await dialog.getByLabel("Name of the person picking up").fill(name);
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
}

/** In the open pickup dialog: Ann Smith is to give the family's code. */
async function annGivesTheCode(dialog: Locator) {
  await dialog.getByRole("radio", { name: "They give the family's pickup code" }).click();
  await dialog.getByLabel("Name of the adult giving the code").fill("Ann Smith");
}

const lockedMessage = (camper: string) =>
  `${camper}'s family code is locked after too many wrong tries. Check the adult's photo ID against the pickup list, or call the office and record an override.`;

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
  const wrong = await wrongPickupCode(code);
  await dialog.getByLabel("Family pickup code").fill(wrong);
  // The code says the family sent someone; the record says who.
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Type the name of the adult giving the code");
  await dialog.getByLabel("Name of the adult giving the code").fill("Ann Smith");
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
  await expect(mayaRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Ann Smith", { timeout: 8000 });
  await expect(mayaToday.getByTestId("checked-out-at")).toContainText("with Ann Smith (gave the family code)", { timeout: 8000 });

  // Undo, then choose Lou: the record names him.
  await mayaRow.getByRole("button", { name: `Undo check-out for ${maya}` }).click();
  await expect(door.getByText("Check-out removed", { exact: true }).first()).toBeVisible();
  await door.clock.fastForward(1500);
  await mayaRow.getByRole("button", { name: `Check out ${maya}` }).click();
  await dialog.getByRole("radio", { name: /Lou Rivera/ }).click();
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(mayaRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Lou Rivera");
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
  await expect(leoRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Sam Neighbor");

  // The office sees the override and its reason, and every check-out.
  const desk = await office(browser, baseURL!, today);
  const overrides = desk.getByTestId("pickup-overrides");
  await expect(overrides).toContainText(`${leo} went home with Sam Neighbor`);
  await expect(overrides).toContainText("Reason: Mom called the office at 2:40");
  await expect(overrides).toContainText("entered by Jordan Lee");
  // Every hand-over of Maya's is on file: the code's (undone at the door), then Grandpa Lou's.
  const mayaOut = desk.getByTestId("checkout-row").filter({ hasText: maya });
  await expect(mayaOut).toHaveCount(2);
  await expect(mayaOut.nth(0)).toContainText("Ann Smith");
  await expect(mayaOut.nth(0)).toContainText("Undone at");
  await expect(mayaOut.nth(1)).toContainText("Lou Rivera (Grandpa)");
  await desk.context().close();
  await door.context().close();
});

test("the office keeps every hand-over: an override undone at the door, and a camper removed after going home; undoing a check-in asks first", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const family = await familyOnRoster(page, baseURL!, today);
  const [maya, leo] = family.names;
  queryD1(
    `INSERT INTO authorized_adults (camper_id, name, relationship, phone) SELECT camper_id, 'Lou Rivera', 'Grandpa', '7035550101' FROM roster_entries WHERE camper_name = '${maya}'`,
  );
  const door = await counselor(browser, family.session);
  const dialog = door.getByTestId("pickup-dialog");
  // An override, undone, then Grandpa Lou.
  const mayaRow = await checkInThenCheckOut(door, maya);
  await overrideCheckOut(dialog, "Sam Neighbor", "Mom called the office at 2:40");
  await expect(mayaRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Sam Neighbor");
  await door.clock.fastForward(1500);
  await mayaRow.getByRole("button", { name: `Undo check-out for ${maya}` }).click();
  await door.clock.fastForward(1500);
  await mayaRow.getByRole("button", { name: `Check out ${maya}` }).click();
  await dialog.getByRole("radio", { name: /Lou Rivera/ }).click();
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(mayaRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Lou Rivera");

  // The check-in's Undo beside it would undo the check-out too: it asks, and Cancel keeps both.
  await door.clock.fastForward(1500);
  await mayaRow.getByRole("button", { name: `Undo check-in for ${maya}` }).click();
  const ask = door.getByRole("alertdialog", { name: `Undo ${maya}'s check-in?` });
  await expect(ask).toContainText("with Lou Rivera. Undoing the check-in also undoes that check-out and who picked up");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(mayaRow.getByText(/✓ Out/)).toBeVisible();
  // Who checked her in and out, and who took her, at every width.
  for (const width of [390, 820, 1280]) {
    await door.setViewportSize({ width, height: width < 500 ? 844 : 1000 });
    await expect(mayaRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Lou Rivera");
    await expect(mayaRow.getByText("by Jordan Lee").locator("visible=true").first()).toBeVisible();
    await door.screenshot({ path: `test-results/door-checked-out-${width}.png` });
  }
  await door.setViewportSize({ width: 820, height: 1180 });

  // Leo goes home with an override, then is removed from the roster.
  const leoRow = await checkInThenCheckOut(door, leo);
  await overrideCheckOut(dialog, "Aunt May", "Dad is stuck in traffic");
  await expect(leoRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Aunt May");
  await expect(door.getByTestId("door-status")).not.toContainText("Saving", { timeout: 10_000 });
  await leoRow.getByRole("button", { name: leo, exact: true }).click();
  await leoRow.getByRole("button", { name: `Remove ${leo}` }).click();
  const remove = door.getByRole("alertdialog", { name: `Remove ${leo}?` });
  await expect(remove).toContainText("The office's log keeps their check-out and who picked them up.");
  await remove.getByRole("button", { name: "Remove camper" }).click();
  await expect(leoRow).toHaveCount(0, { timeout: 10_000 });

  const desk = await office(browser, baseURL!, today);
  const overrides = desk.getByTestId("pickup-override");
  const samOverride = overrides.filter({ hasText: `${maya} went home with Sam Neighbor` });
  await expect(samOverride).toContainText("Reason: Mom called the office at 2:40");
  await expect(samOverride.getByTestId("hand-over-later")).toHaveText(/^Undone at \d{1,2}:\d{2}\s?[AP]M by Jordan Lee$/);
  const mayOverride = overrides.filter({ hasText: `${leo} went home with Aunt May` });
  await expect(mayOverride.getByTestId("hand-over-later")).toHaveText(/^Removed from the roster at \d{1,2}:\d{2}\s?[AP]M by Jordan Lee$/);
  const mayaOut = desk.getByTestId("checkout-row").filter({ hasText: maya });
  await expect(mayaOut).toHaveCount(2);
  await expect(mayaOut.nth(0)).toContainText("Sam Neighbor");
  await expect(mayaOut.nth(0)).toContainText("Undone at");
  await expect(mayaOut.nth(1)).toContainText("Lou Rivera (Grandpa)");
  await desk.screenshot({ path: "test-results/office-hand-overs-1280.png", fullPage: true });
  await desk.context().close();
  await door.context().close();
});

test("at a medication alert the counselor records given or not given; the office sees and prints the day's log", async ({ page, browser, baseURL }) => {
  // Today, with the medication due in 18 minutes (camp time): the door records changes on the
  // roster's own day by the server's clock, so the device's clock is the real one.
  const day = today;
  const due = campClockIn(18);
  const family = await familyOnRoster(page, baseURL!, day, [`Inhaler at ${due}`, `Allergy pill at ${due}`]);
  const [maya, leo] = family.names;
  const door = await counselor(browser, family.session, 820, { fakeClock: false });

  const alert = door.getByRole("dialog", { name: "Time alerts" });
  await expect(alert).toContainText(`Medication: ${maya}`);
  // Nobody checked Maya in: the door says so and asks before recording "Given".
  await alert.getByRole("button", { name: `Medication given to ${maya}` }).click();
  await expect(alert.getByRole("alert")).toContainText(`${maya} is not checked in today.`);
  await alert.getByRole("button", { name: "Record it anyway" }).click();
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

test("two doors at one medication alert: the phone shows the dose the tablet recorded as given, and asks before a second Given", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const due = campClockIn(18);
  const family = await familyOnRoster(page, baseURL!, today, [`Inhaler at ${due}`, ""]);
  const [maya] = family.names;
  const tablet = await counselor(browser, family.session);
  const phone = await counselor(browser, family.session, 390);
  const tabletAlert = tablet.getByRole("dialog", { name: "Time alerts" });
  const phoneAlert = phone.getByRole("dialog", { name: "Time alerts" });
  await expect(tabletAlert).toContainText(`Medication: ${maya}`);
  await expect(phoneAlert).toContainText(`Medication: ${maya}`);
  await expect(phoneAlert.getByTestId("dose-state")).toHaveText("Not recorded yet today");

  await tabletAlert.getByRole("button", { name: `Medication given to ${maya}` }).click();
  await tabletAlert.getByRole("button", { name: "Record it anyway" }).click();
  await expect(tabletAlert.getByText("✓ Medication given recorded")).toBeVisible();
  await expect(tabletAlert.getByTestId("dose-state")).toHaveText(/^Given \d{1,2}:\d{2}\s?[AP]M by Jordan Lee$/, { timeout: 10_000 });

  // The phone's open alert learns it within seconds: given, when, by whom.
  await expect(phoneAlert.getByTestId("dose-state")).toHaveText(/^Given \d{1,2}:\d{2}\s?[AP]M by Jordan Lee$/, { timeout: 15_000 });
  await phone.screenshot({ path: "test-results/door-dose-given-390.png" });
  // A tap on Given asks first, saying when and by whom; Cancel records nothing.
  await phoneAlert.getByRole("button", { name: `Medication given to ${maya}` }).click();
  const ask = phoneAlert.getByRole("alert");
  await expect(ask).toContainText(`${maya} is not checked in today.`);
  await expect(ask).toContainText(`${maya}'s Inhaler at ${due} was already given at`);
  await expect(ask).toContainText("by Jordan Lee. Record a second dose only if it was really given again.");
  await ask.getByRole("button", { name: "Cancel" }).click();
  const given = () =>
    queryD1(
      `SELECT count(*) AS n FROM medication_log m JOIN roster_entries e ON e.id = m.roster_entry_id WHERE e.camper_name = '${maya}' AND m.outcome = 'given'`,
    )[0].n;
  expect(given()).toBe(1);
  // Confirmed, the second dose is logged.
  await phoneAlert.getByRole("button", { name: `Medication given to ${maya}` }).click();
  await phoneAlert.getByRole("button", { name: "Record a second dose" }).click();
  await expect(phoneAlert.getByText("✓ Medication given recorded")).toBeVisible();
  await expect.poll(given, { timeout: 10_000 }).toBe(2);
  await tablet.context().close();
  await phone.context().close();
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
  await dialog.getByRole("button", { name: "Record it anyway" }).click();
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
  const rows = queryD1(
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
  const wrong = await wrongPickupCode(code);
  const door = await counselor(browser, family.session);
  const mayaRow = door.locator(`[data-camper="${maya}"]`);
  await mayaRow.getByRole("button", { name: `Check in ${maya}` }).click();
  await expect(mayaRow.getByText(/✓ In/)).toBeVisible();
  await door.clock.fastForward(1500);
  await mayaRow.getByRole("button", { name: `Check out ${maya}` }).click();
  const dialog = door.getByTestId("pickup-dialog");
  await annGivesTheCode(dialog);
  const alert = dialog.getByRole("alert");
  const locked = lockedMessage(maya);
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
    queryD1(`SELECT count(*) AS n FROM pickup_code_attempts a JOIN roster_entries e ON e.id = a.roster_entry_id WHERE e.camper_name = '${maya}'`)[0].n;
  await expect.poll(counted, { timeout: 10_000 }).toBe(7);
  const desk = await office(browser, baseURL!, today);
  const attempts = desk.getByTestId("pickup-code-attempts").getByTestId("code-attempt").filter({ hasText: maya });
  await expect(attempts).toHaveCount(7);
  await expect(attempts.filter({ hasText: "Code locked" })).toHaveCount(2);
  await desk.context().close();
  await door.context().close();
});

test("an online door checks the family code at the server before the dialog closes: a renewed code works, the old one and a family locked at another door are refused, with what to do", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const family = await familyOnRoster(page, baseURL!, today);
  const [maya, leo] = family.names;
  await page.goto("/account/pickup");
  const oldCode = (await page.getByTestId("pickup-code").first().textContent())!.trim();
  // Both doors hold the roster (and its offline check of the old code) before the parent renews it.
  const oldChecks = pickupCodeChecks(oldCode);
  const tablet = await counselor(browser, family.session);
  const phone = await counselor(browser, family.session, 390);
  await page.getByRole("button", { name: "Get a new code" }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Get a new code" }).click();
  await expect(page.getByTestId("pickup-code").first()).not.toHaveText(oldCode);
  const newCode = (await page.getByTestId("pickup-code").first().textContent())!.trim();

  const dialog = phone.getByTestId("pickup-dialog");
  const mayaRow = await checkInThenCheckOut(phone, maya);
  await annGivesTheCode(dialog);
  await dialog.getByLabel("Family pickup code").fill(oldCode);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(`That is not ${maya}'s family pickup code (4 tries left)`);
  await dialog.getByLabel("Family pickup code").fill(newCode);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog).toBeHidden();
  await expect(mayaRow.getByTestId("picked-up-by").locator("visible=true")).toHaveText("with Ann Smith", { timeout: 10_000 });

  // The tablet types four more wrong codes for Leo: the family's code is locked for every door.
  // Wrong for the tablet whichever check it holds, the old code's or the new one's.
  const wrong = await wrongPickupCode(newCode, [{ code: oldCode, checks: oldChecks }]);
  await checkInThenCheckOut(tablet, leo);
  const tabletDialog = tablet.getByTestId("pickup-dialog");
  await annGivesTheCode(tabletDialog);
  for (const left of [" (3 tries left)", " (2 tries left)", " (1 try left)", ""]) {
    await tabletDialog.getByLabel("Family pickup code").fill(wrong);
    await tabletDialog.getByRole("button", { name: "Confirm check-out" }).click();
    await expect(tabletDialog.getByRole("alert")).toHaveText(`That is not ${leo}'s family pickup code${left}`);
  }
  // The phone, online, gets the right code for Leo: refused before the dialog closes, with what to do.
  const leoRow = phone.locator(`[data-camper="${leo}"]`);
  await expect(leoRow.getByText(/✓ In/)).toBeVisible({ timeout: 10_000 });
  await leoRow.getByRole("button", { name: `Check out ${leo}` }).click();
  await annGivesTheCode(dialog);
  await dialog.getByLabel("Family pickup code").fill(newCode);
  await dialog.getByRole("button", { name: "Confirm check-out" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(lockedMessage(leo));
  await expect(dialog).toBeVisible();
  await phone.screenshot({ path: "test-results/door-code-locked-390.png" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(leoRow.getByRole("button", { name: `Check out ${leo}` })).toBeVisible();
  await phone.clock.fastForward(6000);
  await expect(phone.getByText(/Not saved/)).toHaveCount(0);
  await tablet.context().close();
  await phone.context().close();
});

test("a time alert acknowledged at one door is not raised again, at any door or after a reload", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const due = campClockIn(18);
  const family = await familyOnRoster(page, baseURL!, today, [`Inhaler at ${due}`, ""]);
  const [maya] = family.names;
  const tablet = await counselor(browser, family.session);
  const phone = await counselor(browser, family.session, 390);
  const alertOn = (door: Page) => door.getByRole("dialog", { name: "Time alerts" });
  await expect(alertOn(tablet)).toContainText(`Medication: ${maya}`);
  await expect(alertOn(phone)).toContainText(`Medication: ${maya}`);
  await alertOn(tablet).getByRole("button", { name: "Got it" }).click();
  await expect(alertOn(tablet)).toBeHidden();
  const acknowledged = () =>
    queryD1(
      `SELECT a.alert, a.acknowledged_by FROM time_alert_acknowledgements a JOIN roster_entries e ON e.id = a.roster_entry_id WHERE e.camper_name = '${maya}'`,
    );
  await expect.poll(acknowledged, { timeout: 15_000 }).toEqual([{ alert: expect.stringMatching(/^medication@\d+$/), acknowledged_by: "Jordan Lee" }]);
  // The phone's open alert stays until its counselor closes it; a reload, or a third door, does not raise it again.
  await expect(alertOn(phone)).toBeVisible();
  for (const door of [tablet, phone, await counselor(browser, family.session)]) {
    await door.reload();
    await expect(door.locator(`[data-camper="${maya}"]`)).toBeVisible();
    // The alerts look once the roster is open, then again each minute: neither look raises it.
    const looked = () => door.evaluate(() => document.documentElement.dataset.timeAlertsLooked);
    await expect.poll(looked).toMatch(/^\d+$/);
    const first = Number(await looked());
    await expect(alertOn(door)).toHaveCount(0);
    await door.clock.fastForward(61_000);
    await expect.poll(async () => Number(await looked())).toBeGreaterThan(first);
    await expect(alertOn(door)).toHaveCount(0);
  }
  expect(await acknowledged()).toHaveLength(1);
  await tablet.context().close();
  await phone.context().close();
});
