import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signInAsAdminAt } from "./support/admin";
import { campToday } from "./support/camp-clock";
import { wrongDoorCode } from "./support/wrong-code";

// Who is here right now, on two door devices (a tablet at 820 px and a phone at 390 px): a
// counselor checks in with the Bull Sharks on the tablet; children arrive on the phone; at 1:10
// the group turns amber at the tenth child and red at the eleventh, and the phone says so at that
// check-in. The tablet sees the same. A visitor signed in on the tablet with no network reaches
// the server and the phone once the network is back.

const GROUP = "Bull Sharks";
const name = (i: number) => `Shark ${String(i).padStart(2, "0")}`;

async function device(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 1180 }, hasTouch: width < 500 });
  const login = await context.request.post("/api/attendance/login", { data: { username: "staff", password: "sarraka-demo" } });
  expect(login.ok()).toBe(true);
  return context;
}

/** A roster for today with `count` campers, all in `group`. */
async function sharks(context: BrowserContext, count: number, group = GROUP, nameOf = name) {
  const created = await context.request.post("/api/attendance/sessions", { data: { date: campToday(), location: "UUCA", title: `Here Now ${Date.now()}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const campers = Array.from({ length: count }, (_, i) => ({ camperName: nameOf(i + 1) }));
  expect((await context.request.post(`/api/attendance/sessions/${id}/import`, { data: { campers } })).ok()).toBe(true);
  const roster = (await (await context.request.get(`/api/attendance/sessions/${id}`)).json()) as { roster: Array<{ id: number }> };
  const at = Date.now();
  const events = roster.roster.map((r) => ({ id: crypto.randomUUID(), at, kind: "group", entryId: r.id, groupName: group }));
  expect((await context.request.post("/api/attendance/events", { data: { events } })).ok()).toBe(true);
  return id;
}

async function openDoor(context: BrowserContext, sessionId: number) {
  const page = await context.newPage();
  await page.goto(`/attendance?session=${sessionId}`);
  await page.waitForFunction(
    () => Object.keys(document.querySelector('[data-testid="roster-row"] button') ?? {}).some((k) => k.startsWith("__reactProps")),
    null,
    { timeout: 30_000 },
  );
  return page;
}

const toastOn = (page: Page, title: string) => page.getByRole("region", { name: "Notifications (F8)" }).getByText(title, { exact: true });
const groupTile = (page: Page, group = GROUP) => page.getByTestId("group-ratio").filter({ hasText: group });

test("staff check in, the ratio turns amber then red at 1:10, and every device agrees", async ({ browser }) => {
  test.setTimeout(120_000);
  const tabletContext = await device(browser, 820);
  const phoneContext = await device(browser, 390);
  const rosterId = await sharks(tabletContext, 12);
  const tablet = await openDoor(tabletContext, rosterId);
  const phone = await openDoor(phoneContext, rosterId);

  // No adult checked in: the door says how to start, and no group is judged yet.
  await expect(tablet.getByTestId("here-now")).toContainText("check staff in (Staff & visitors) to see each group's ratio");
  await expect(tablet.getByTestId("group-ratio")).toHaveCount(0);

  // The counselor checks in with the Bull Sharks on the tablet; focus comes back to the opener.
  const opener = tablet.getByRole("button", { name: "Staff & visitors" });
  await opener.click();
  const dialog = tablet.getByRole("dialog", { name: "Staff & visitors" });
  // The lead's form (a staff member with a door code has a form of their own above it).
  const checkInStaff = dialog.getByRole("form", { name: "Check in staff" });
  await checkInStaff.getByLabel("Who").selectOption({ label: "Jordan Lee (Counselor)" });
  await checkInStaff.getByLabel("Group", { exact: true }).selectOption(GROUP);
  await checkInStaff.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(dialog.getByTestId("adult-on-site")).toHaveCount(1);
  await expect(dialog.getByRole("button", { name: GROUP, exact: true })).toHaveAttribute("aria-pressed", "true");
  // The server's answer shows as a toast over the dialog; Escape still closes the dialog.
  // (The toast itself: a screen reader's copy of it lives for a moment only.)
  const saved = toastOn(tablet, "Checked in");
  await expect(saved).toBeVisible();
  await tablet.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(groupTile(tablet)).toContainText("0 children / 1 adult");

  // Children arrive at the phone. Nine: within ratio; the tenth: the next child breaks it.
  await expect(groupTile(phone)).toHaveAttribute("data-status", "ok", { timeout: 15_000 });
  for (let i = 1; i <= 10; i++) await phone.getByRole("button", { name: `Check in ${name(i)}` }).tap();
  await expect(groupTile(phone)).toHaveAttribute("data-status", "next-breaks");
  await expect(groupTile(phone)).toContainText("10 children / 1 adult");
  await expect(groupTile(phone)).toContainText("Next child breaks ratio (1:10)");
  await phone.screenshot({ path: test.info().outputPath("phone-amber-390.png"), fullPage: false });

  // Before the tap, where the counselor is looking: the eleventh child's own Check in says it breaks the ratio.
  const eleventh = phone.getByRole("button", { name: `Check in ${name(11)}` });
  await eleventh.scrollIntoViewIfNeeded();
  await expect(eleventh).toBeInViewport();
  await expect(eleventh).toHaveAccessibleName(`Check in ${name(11)}: breaks the ratio of ${GROUP}, 1:10`);
  await expect(eleventh.getByTestId("check-in-breaks-ratio")).toHaveText("▲ Breaks 1:10");
  await expect(eleventh.getByTestId("check-in-breaks-ratio")).toBeInViewport();
  // The twelfth would break it too; its row says so as well.
  await expect(phone.getByRole("button", { name: `Check in ${name(12)}` })).toHaveAttribute("data-breaks-ratio", "true");
  await phone.screenshot({ path: test.info().outputPath("phone-breaks-ratio-row-390.png"), fullPage: false });

  // The eleventh: checked in all the same, and a bar that stays says the group is now out of ratio.
  await eleventh.tap();
  const bar = phone.getByTestId("ratio-alert");
  await expect(bar).toContainText(`${GROUP} is out of ratio`);
  await expect(bar).toContainText("11 children, 1 adult: the group's ratio is 1:10");
  await expect(bar).toBeInViewport();
  // The routine confirmation shows and goes; the warning stays, wherever the list is scrolled.
  const checkedIn = toastOn(phone, "Camper checked in");
  await expect(checkedIn).toBeVisible();
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText(`${GROUP} is out of ratio`);
  await phone.screenshot({ path: test.info().outputPath("phone-out-of-ratio-bar-390.png"), fullPage: false });
  await expect(checkedIn).toBeHidden({ timeout: 15_000 });
  for (const y of ["document.body.scrollHeight", "0", "document.body.scrollHeight / 2"]) {
    await phone.evaluate(`window.scrollTo(0, ${y})`);
    await expect(bar).toBeInViewport();
    await expect(phone.getByRole("button", { name: "Emergency roll call" })).toBeInViewport();
  }
  await expect(bar).toContainText(`${GROUP} is out of ratio`);
  // Only the counselor's acknowledgement takes it away.
  await bar.getByRole("button", { name: `Acknowledge: ${GROUP} is out of ratio` }).tap();
  await expect(bar).toBeEmpty();
  await expect(groupTile(phone)).toHaveAttribute("data-status", "broken");
  await expect(groupTile(phone)).toContainText("Out of ratio");
  await expect(phone.locator(`[data-camper="${name(11)}"]`).getByText(/✓ In/)).toBeVisible();

  // The tablet agrees once the phone's changes are saved and it has synced.
  await expect(groupTile(tablet)).toContainText("11 children / 1 adult", { timeout: 20_000 });
  await expect(groupTile(tablet)).toHaveAttribute("data-status", "broken");
  await tablet.screenshot({ path: test.info().outputPath("tablet-red-820.png"), fullPage: false });

  // The emergency sheet, from the Print menu: every child on site, with what to call and watch for.
  await tablet.getByRole("button", { name: "Print ▾" }).click();
  await tablet.getByRole("menuitem", { name: "Print Emergency Sheet" }).click();
  const sheet = tablet.getByRole("dialog", { name: "Print Emergency Sheet" });
  await expect(sheet.getByTestId("emergency-row")).toHaveCount(11);
  await tablet.keyboard.press("Escape");

  // No network on the tablet: an inspector is signed in there; it reaches the phone when the network returns.
  await tabletContext.setOffline(true);
  await opener.click();
  await dialog.getByLabel("Name").fill("Ida Inspector");
  // A name alone is not enough: the form says the reason is missing, and signs no one in.
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog.getByRole("form", { name: "Sign in a visitor" }).getByRole("alert")).toHaveText("Enter the reason for the visit");
  await expect(dialog.getByLabel("Reason")).toBeFocused();
  await expect(dialog.getByTestId("adult-on-site").filter({ hasText: "Ida Inspector" })).toHaveCount(0);
  await dialog.getByLabel("Reason").fill("Licensing visit");
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(dialog.getByTestId("adult-on-site").filter({ hasText: "Ida Inspector" })).toContainText("Visitor · Licensing visit");
  await tablet.keyboard.press("Escape");
  await expect(tablet.getByRole("heading", { name: /Here now: 11 children · 1 staff · 1 visitor/ })).toBeVisible();
  // A visitor never counts toward a ratio.
  await expect(groupTile(tablet)).toHaveAttribute("data-status", "broken");
  await tabletContext.setOffline(false);
  await expect(phone.getByRole("heading", { name: /Here now: 11 children · 1 staff · 1 visitor/ })).toBeVisible({ timeout: 30_000 });

  // The fire alarm, and the Wi-Fi goes with the power: both doors start a roll call with no network.
  await tabletContext.setOffline(true);
  await phoneContext.setOffline(true);
  await tablet.getByRole("button", { name: "Emergency roll call" }).click();
  await phone.getByRole("button", { name: "Emergency roll call" }).tap();
  const count = (page: Page) => page.getByTestId("roll-call-count");
  // Eleven children, Jordan and the inspector; the missing on top, each child's guardian one tap away.
  await expect(count(tablet)).toContainText("13 missing of 13");
  await expect(count(phone)).toContainText("13 missing of 13");
  await expect(phone.getByTestId("roll-call-row").first()).toHaveAttribute("data-accounted", "false");
  const mark = (page: Page, who: string) => page.getByRole("button", { name: `${who} accounted for`, exact: true }).click();
  // A wrong tap on the tablet, undone in one tap, before the phone marks that child.
  await mark(tablet, name(10));
  await tablet.getByRole("button", { name: `Undo: ${name(10)} not accounted for` }).click();
  for (let i = 1; i <= 5; i++) await mark(tablet, name(i));
  for (let i = 6; i <= 10; i++) await mark(phone, name(i));
  await mark(phone, "Jordan Lee");
  await mark(phone, "Ida Inspector");
  await expect(count(tablet)).toContainText("8 missing of 13");
  // A parent takes Shark 11 at the gate: checked out from the roster, the child leaves the list.
  await phone.getByRole("button", { name: "Roster (check-outs)" }).tap();
  await phone.getByRole("button", { name: `Check out ${name(11)}` }).tap();
  await phone.getByRole("button", { name: "Roll call in progress: back to the roll call" }).tap();
  await expect(count(phone)).toContainText("5 missing of 12");
  await phone.screenshot({ path: test.info().outputPath("phone-roll-call-390.png"), fullPage: false });

  // The network returns: both doors hold every mark, and everyone is accounted for.
  await tabletContext.setOffline(false);
  await phoneContext.setOffline(false);
  await expect(count(tablet)).toContainText("Everyone accounted for (12)", { timeout: 30_000 });
  await expect(count(phone)).toContainText("Everyone accounted for (12)", { timeout: 30_000 });
  // The office follows the roll call while it is open, and sees it end without reloading.
  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await officeContext.newPage();
  await signInAsAdminAt(office, "/admin/here-now");
  await expect(office.getByTestId("open-roll-call")).toContainText("12 of 12 accounted for");
  await expect(office.getByTestId("open-roll-call")).toContainText("Everyone on site is accounted for.");
  await office.screenshot({ path: test.info().outputPath("office-open-roll-call-1280.png"), fullPage: false });
  await tablet.getByRole("button", { name: "End roll call" }).click();
  await tablet.getByRole("button", { name: "Yes, end the roll call" }).click();
  await expect(tablet.getByTestId("here-now")).toBeVisible();
  await expect(phone.getByTestId("here-now")).toBeVisible({ timeout: 30_000 });
  await expect(office.getByTestId("open-roll-call")).toHaveCount(0, { timeout: 15_000 });

  // The office's drill log: one roll call, every mark with its time and device, and the time to all accounted for.
  const drill = office.getByTestId("drill").first();
  await expect(drill.getByTestId("drill-mark")).toHaveCount(14);
  await expect(drill.getByTestId("drill-summary")).toContainText("13 on site at the start");
  await expect(drill.getByTestId("drill-summary")).toContainText("all accounted for after");
  await expect(drill.getByTestId("drill-summary")).toContainText(`left during it: ${name(11)}`);
  await expect(drill.getByTestId("drill-mark").filter({ hasText: name(10) })).toHaveCount(3);
  await office.screenshot({ path: test.info().outputPath("office-drill-log-1280.png"), fullPage: true });
  await officeContext.close();

  // Jordan checks out on the phone: no staff left, so the door stops judging the groups.
  await phone.getByRole("button", { name: "Staff & visitors" }).tap();
  await phone.getByRole("button", { name: "Check out Jordan Lee" }).tap();
  await phone.getByRole("dialog", { name: "Staff & visitors" }).getByRole("button", { name: "Close" }).tap();
  await expect(phone.getByTestId("group-ratio")).toHaveCount(0);
  await expect(phone.getByRole("heading", { name: /Here now: 10 children · 0 staff · 1 visitor/ })).toBeVisible();

  await tabletContext.close();
  await phoneContext.close();
});

test("a counselor checks in and out with their own door code, and a group's own ratio shows at the door", async ({ browser }) => {
  test.setTimeout(90_000);
  const MINNOWS = "Minnows";
  const minnow = (i: number) => `Minnow ${i}`;
  // The office: a new counselor, their door code (shown once, in their row), and the Minnows' own ratio of one adult per five.
  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const office = await officeContext.newPage();
  await signInAsAdminAt(office, "/admin/staff");
  const username = `robin${Date.now()}`;
  const created = await office.request.post("/api/admin/staff", { data: { username, displayName: "Robin Park", password: "a long door phrase" } });
  expect(created.status()).toBe(201);
  await office.reload();
  await office.getByRole("button", { name: "Make a door code for Robin Park" }).first().click();
  const shown = office.getByTestId("door-code");
  await expect(shown).toContainText("Robin Park's door code:");
  const code = (await shown.locator("strong").textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);

  await office.goto("/admin/settings");
  const ruleForm = office.getByRole("form", { name: "A group's own ratio" });
  await office.waitForFunction(() =>
    Object.keys(document.querySelector('form[aria-label="A group\'s own ratio"]') ?? {}).some((k) => k.startsWith("__reactProps")),
  );
  await ruleForm.getByLabel("Camp group").fill(MINNOWS);
  await ruleForm.getByLabel("Children per adult").fill("5");
  await ruleForm.getByRole("button", { name: "Save the group's ratio" }).click();
  await expect(office.getByTestId("ratio-rule").filter({ hasText: MINNOWS })).toContainText("one adult per 5 children, CITs do not count");
  await office.screenshot({ path: test.info().outputPath("settings-ratios-1280.png"), fullPage: true });

  try {
    const phoneContext = await device(browser, 390);
    const rosterId = await sharks(phoneContext, 6, MINNOWS, minnow);
    const phone = await openDoor(phoneContext, rosterId);
    const opener = phone.getByRole("button", { name: "Staff & visitors" });
    await opener.tap();
    const dialog = phone.getByRole("dialog", { name: "Staff & visitors" });
    const codeForm = dialog.getByRole("form", { name: "Staff: your door code" });
    // A wrong code names no one and changes nothing.
    await codeForm.getByLabel("Door code").fill(await wrongDoorCode(code));
    await codeForm.getByRole("button", { name: "Check me in" }).tap();
    await expect(codeForm.getByRole("alert")).toContainText("That code is not a door code of today's staff");
    await codeForm.getByLabel("Door code").fill(code);
    await codeForm.getByLabel("Group").selectOption(MINNOWS);
    await codeForm.getByRole("button", { name: "Check me in" }).tap();
    await expect(codeForm.getByRole("status")).toHaveText(`Robin Park checked in: ${MINNOWS}.`);
    await expect(dialog.getByTestId("adult-on-site").filter({ hasText: "Robin Park" })).toBeVisible();
    await phone.screenshot({ path: test.info().outputPath("phone-door-code-390.png"), fullPage: false });
    // The lead checks Jordan in with the Bull Sharks from the list.
    const checkInStaff = dialog.getByRole("form", { name: "Check in staff" });
    await checkInStaff.getByLabel("Who").selectOption({ label: "Jordan Lee (Counselor)" });
    await checkInStaff.getByLabel("Group", { exact: true }).selectOption("Bull Sharks");
    await checkInStaff.getByRole("button", { name: "Check in", exact: true }).tap();
    await expect(dialog.getByTestId("adult-on-site")).toHaveCount(2);
    // A phone has no Escape key: its Close button, and focus is back on the opener.
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(opener).toBeFocused();
    // The toolbar scrolled sideways to Staff & visitors; the red Roll call is on screen all the same.
    const rollCall = phone.getByRole("button", { name: "Emergency roll call" });
    await expect(rollCall).toBeInViewport({ ratio: 1 });
    await phone.screenshot({ path: test.info().outputPath("phone-roll-call-on-screen-390.png"), fullPage: false });

    // The Minnows are judged by their own ratio: the fifth child is the last the one adult may have.
    for (let i = 1; i <= 5; i++) await phone.getByRole("button", { name: `Check in ${minnow(i)}` }).tap();
    await expect(groupTile(phone, MINNOWS)).toContainText("5 children / 1 adult");
    await expect(groupTile(phone, MINNOWS)).toContainText("Next child breaks ratio (1:5)");
    // The sixth child's own Check in names the group's rule before the tap; the bar after it does too.
    const sixth = phone.getByRole("button", { name: `Check in ${minnow(6)}` });
    await sixth.scrollIntoViewIfNeeded();
    await expect(sixth.getByTestId("check-in-breaks-ratio")).toHaveText("▲ Breaks 1:5");
    await expect(sixth).toBeInViewport();
    await sixth.tap();
    const bar = phone.getByTestId("ratio-alert");
    await expect(bar).toContainText(`${MINNOWS} is out of ratio`);
    await expect(bar).toContainText("6 children, 1 adult: the group's ratio is 1:5 (one adult per 5 children)");
    await expect(bar).toBeInViewport();
    await bar.getByRole("button", { name: `Acknowledge: ${MINNOWS} is out of ratio` }).tap();
    await expect(bar).toBeEmpty();

    // Robin leaves: the same code checks them out, and the counselor is told the Minnows have no adult now.
    await opener.tap();
    await codeForm.getByLabel("Door code").fill(code);
    await codeForm.getByRole("button", { name: "Check me out" }).tap();
    await expect(codeForm.getByRole("status")).toHaveText("Robin Park checked out.");
    await expect(dialog.getByTestId("adult-on-site").filter({ hasText: "Robin Park" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).tap();
    await expect(bar).toContainText(`${MINNOWS} is out of ratio`);
    await expect(bar).toContainText("6 children, 0 adults: the group's ratio is 1:5");
    await expect(bar).toBeInViewport();
    await expect(rollCall).toBeInViewport({ ratio: 1 });
    await phone.screenshot({ path: test.info().outputPath("phone-door-code-out-of-ratio-390.png"), fullPage: false });
    await phoneContext.close();
  } finally {
    await office.getByRole("button", { name: `Remove the ratio of ${MINNOWS}` }).click();
    await expect(office.getByTestId("ratio-rule").filter({ hasText: MINNOWS })).toHaveCount(0);
    await officeContext.close();
  }
});
