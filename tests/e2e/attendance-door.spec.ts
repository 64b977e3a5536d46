import { expect, test, type Page } from "@playwright/test";
import { atCampTime, campDay, dayWhenPast } from "./support/camp-clock";

// The door app as counselors hold it: a phone with a touch screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// 8 am at camp, its time flowing from there: no pickup or medication time is 15-20 minutes away,
// so no time alert covers the roster whenever the journey runs (Leo's inhaler is at 12 pm).
// The rosters' day: today once 8 am has passed at camp, else yesterday (the browser's clock is 8 am on it).
const DAY = dayWhenPast("08:00");
test.beforeEach(async ({ page }) => page.clock.install({ time: atCampTime(DAY, "08:00") }));

let dayCounter = 0;
/** A roster of its own (today, opened by its id), with these campers on its UUCA roster. */
async function rosterWith(page: Page, campers: Array<{ camperName: string; groupName?: string; allergies?: string; medications?: string; notes?: string }>) {
  const login = await page.request.post("/api/attendance/login", { data: { username: "staff", password: "sarraka-demo" } });
  expect(login.ok()).toBe(true);
  dayCounter++;
  // Today at camp: the door records changes on its roster's own day only (the roster is opened by its id).
  const date = DAY;
  const created = await page.request.post("/api/attendance/sessions", { data: { date, location: "UUCA", title: `Door Day ${Date.now()}-${dayCounter}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const imported = await page.request.post(`/api/attendance/sessions/${id}/import`, { data: { campers } });
  expect(imported.ok()).toBe(true);
  return id;
}

/** Opens the roster and waits until it has hydrated (React has attached its handlers to the rows). */
async function openRoster(page: Page, sessionId: number) {
  await page.goto(`/attendance?session=${sessionId}`);
  await hydrated(page);
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => Object.keys(document.querySelector('[data-testid="roster-row"] button') ?? {}).some((k) => k.startsWith("__reactProps")),
    null,
    { timeout: 30_000 },
  );
}

const row = (page: Page, name: string) => page.locator(`[data-camper="${name}"]`);

test("a quick second tap on the same spot does not check in the next camper", async ({ page }) => {
  const id = await rosterWith(page, [{ camperName: "Ada Able" }, { camperName: "Ben Brook" }, { camperName: "Cal Crane" }]);
  await openRoster(page, id);
  const first = page.getByRole("button", { name: "Check in Ada Able" });
  await first.scrollIntoViewIfNeeded();
  const box = (await first.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  // The same finger lands again about 350 ms later (a bounce, or a counselor unsure it took).
  await page.clock.runFor(350);
  await page.touchscreen.tap(x, y);
  await expect(page.getByText("Camper checked in", { exact: true }).first()).toBeVisible();
  // Ada stayed under the finger, checked in; nobody else was touched.
  await expect(row(page, "Ada Able").getByText(/✓ In/)).toBeVisible();
  expect((await row(page, "Ada Able").boundingBox())!.y).toBeLessThanOrEqual(y);
  // What the server kept.
  await page.reload();
  await expect(row(page, "Ada Able").getByText(/✓ In/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in Ben Brook" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in Cal Crane" })).toBeVisible();

  // The Undo that took the Check in button's place ignores a tap that quick, too.
  await hydrated(page);
  await page.getByRole("button", { name: "Check in Ben Brook" }).tap();
  await page.getByRole("button", { name: "Undo check-in for Ben Brook" }).tap();
  await expect(page.getByText("Camper checked in", { exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(row(page, "Ben Brook").getByText(/✓ In/)).toBeVisible();
});

test("offline, a tap shows at once, waits on the device, and is saved when the Wi-Fi is back", async ({ page, context }) => {
  const id = await rosterWith(page, [{ camperName: "Dee Dune", allergies: "Peanuts" }, { camperName: "Eli Evans" }]);
  await openRoster(page, id);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Check in Dee Dune" }).tap();
  // Recorded on the device: the row shows it, the banner counts it, the roster stays, flags and all.
  await expect(row(page, "Dee Dune").getByText(/✓ In/)).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Offline: 1 change waiting");
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(row(page, "Dee Dune").getByText("ALLERGY: Peanuts")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in Eli Evans" })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole("status")).toHaveText("✓ All changes saved");
  await page.reload();
  await expect(row(page, "Dee Dune").getByText(/✓ In/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in Eli Evans" })).toBeVisible();
});

test("when the roster cannot be reloaded, the door shows its own error screen; Reload the roster brings it back, the tap saved", async ({ page }) => {
  const id = await rosterWith(page, [{ camperName: "Hal Hart" }, { camperName: "Ivy Isle" }]);
  await openRoster(page, id);
  const logged: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && logged.push(message.text())));
  // Something between the door and the camp (a captive portal, a proxy) answers the roster's reload with its own 404.
  await page.route(/\/attendance\.data/, (route) => route.fulfill({ status: 404, contentType: "text/html", body: "<h1>Not here</h1>" }));
  await page.getByRole("button", { name: "Check in Hal Hart" }).tap();
  await expect(page.getByText("Camper checked in", { exact: true }).first()).toBeVisible();
  // The tap was saved, so the door reloads its roster, and that fails.
  const screen = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Something went wrong" }) });
  await expect(screen).toBeVisible({ timeout: 15_000 });
  await expect(screen).toContainText("Check-ins and check-outs already saved are kept");
  await expect(page.getByRole("link", { name: "Back to Camp Sarraka" })).toHaveCount(0);
  await screen.getByText("Details for the office").tap();
  await expect(screen).toContainText("404 Not Found");
  await page.screenshot({ path: test.info().outputPath("door-error-390.png") });
  expect(logged.join("\n")).toContain("The door fell to its error screen");

  await page.unroute(/\/attendance\.data/);
  await screen.getByRole("button", { name: "Reload the roster" }).tap();
  await expect(row(page, "Hal Hart").getByText(/✓ In/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in Ivy Isle" })).toBeVisible();
});

test("a roster of another day says so up front and offers no Check in; a change the server refuses is said in plain words, never left waiting", async ({
  page,
  context,
}) => {
  // Three days ahead (the first roster the session list would open when today has none).
  const login = await page.request.post("/api/attendance/login", { data: { username: "staff", password: "sarraka-demo" } });
  expect(login.ok()).toBe(true);
  const ahead = await page.request.post("/api/attendance/sessions", { data: { date: campDay(3), location: "UUCA", title: `Ahead ${Date.now()}` } });
  expect(ahead.status()).toBe(201);
  const { id: aheadId } = (await ahead.json()) as { id: number };
  expect((await page.request.post(`/api/attendance/sessions/${aheadId}/import`, { data: { campers: [{ camperName: "Hal Ahead" }] } })).ok()).toBe(true);
  await openRoster(page, aheadId);
  await expect(page.getByTestId("other-day")).toContainText("This roster is for");
  await expect(page.getByTestId("other-day")).toContainText("Children are checked in and out on the roster's own day");
  await expect(page.getByTestId("other-day")).toBeInViewport();
  await expect(row(page, "Hal Ahead").getByText("Not today")).toHaveCount(1);
  await expect(page.getByRole("button", { name: /^Check (in|out) / })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("other-day-roster-390.png"), fullPage: false });

  // Today's roster, offline: Ivy is checked in on this device while another door removes her from the roster.
  const id = await rosterWith(page, [{ camperName: "Ivy Isles" }, { camperName: "Jon Jay" }]);
  await openRoster(page, id);
  await expect(page.getByTestId("other-day")).toHaveCount(0);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Check in Ivy Isles" }).tap();
  await expect(page.getByTestId("door-status")).toHaveText("Offline: 1 change waiting");
  const roster = (await (await page.request.get(`/api/attendance/sessions/${id}`)).json()) as { roster: Array<{ id: number; camperName: string }> };
  const ivy = roster.roster.find((r) => r.camperName === "Ivy Isles")!;
  expect((await page.request.delete(`/api/attendance/roster/${ivy.id}`)).ok()).toBe(true);
  await context.setOffline(false);
  // Which child, what change, when, and why; nothing is left "waiting", and nothing says all was saved.
  const refused = page.getByTestId("refused-change");
  await expect(refused).toContainText("Checked in: Ivy Isles, made at 8:00 AM on this device, was not saved.");
  await expect(refused).toContainText("the camper was removed from the roster");
  await expect(refused).toBeInViewport();
  await expect(page.getByTestId("door-status")).not.toContainText(/waiting|All changes saved/);
  await page.screenshot({ path: test.info().outputPath("refused-change-390.png"), fullPage: false });
  await page.getByRole("button", { name: "Dismiss" }).tap();
  await expect(refused).toHaveCount(0);
});

test("removing a camper says 'Camper removed successfully'", async ({ page }) => {
  const id = await rosterWith(page, [{ camperName: "Fay Fern" }, { camperName: "Gus Gale" }]);
  await openRoster(page, id);
  await row(page, "Fay Fern").getByRole("button", { name: "Fay Fern", exact: true }).tap();
  await page.getByRole("button", { name: "Remove Fay Fern" }).tap();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove camper" }).tap();
  await expect(page.getByText("Camper removed successfully", { exact: true }).first()).toBeVisible();
  await expect(row(page, "Fay Fern")).toHaveCount(0);
  await expect(page.getByText("Showing 1 of 1 camper", { exact: true })).toBeVisible();
});

test("on a phone and a tablet every camper's name, Undo and Check in is a whole-worded 44 px target, and the row says who checked the camper in and out", async ({
  page,
}) => {
  const id = await rosterWith(page, [{ camperName: "Al Ng" }, { camperName: "Bea Oh" }]);
  // Checked in and out at a two-digit hour, the widest time beside an Undo ("12:58 AM" is as wide
  // as "10:42 AM"), and one that has passed on the roster's day whenever the journey runs.
  await page.clock.setSystemTime(atCampTime(DAY, "00:58"));
  await openRoster(page, id);
  await page.getByRole("button", { name: "Check in Al Ng" }).tap();
  await page.getByRole("button", { name: "Check out Al Ng" }).tap();
  await expect(page.getByTestId("door-status")).not.toContainText("Saving", { timeout: 10_000 });
  for (const width of [390, 820]) {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 1180 });
    for (const name of ["Al Ng", "Bea Oh"]) {
      const box = (await row(page, name).getByRole("button", { name, exact: true }).boundingBox())!;
      expect(box.width, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
    }
    // Undo (beside a check-in or check-out's time) and Check in: the whole word on a 44 px target,
    // inside its own cell (never over the next button), the row and the screen.
    for (const [camper, name] of [
      ["Al Ng", "Undo check-in for Al Ng"],
      ["Al Ng", "Undo check-out for Al Ng"],
      ["Bea Oh", "Check in Bea Oh"],
    ] as const) {
      const button = row(page, camper).getByRole("button", { name });
      const where = `${name} at ${width} px`;
      const box = (await button.boundingBox())!;
      expect(box.width, where).toBeGreaterThanOrEqual(44);
      expect(box.height, where).toBeGreaterThanOrEqual(44);
      for (const around of [(await button.locator("xpath=ancestor::td[1]").boundingBox())!, (await row(page, camper).boundingBox())!]) {
        expect(box.x, where).toBeGreaterThanOrEqual(around.x);
        expect(box.x + box.width, where).toBeLessThanOrEqual(around.x + around.width);
      }
      expect(box.x + box.width, where).toBeLessThanOrEqual(width);
      expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth), `${where}: its word fits`).toBe(true);
    }
    const line = row(page, "Al Ng").getByTestId("hand-over-line");
    await expect(line).toHaveText("In by Jordan Lee · Out by Jordan Lee");
    expect((await line.boundingBox())!.width).toBeGreaterThan(100);
    await page.screenshot({ path: `test-results/attendance-checked-out-${width}.png` });
    await row(page, "Al Ng").screenshot({ path: `test-results/attendance-checked-out-row-${width}.png` });
  }
});

const dayOfCampers = [
  { camperName: "Maya Rivera", groupName: "Beluga Whales", allergies: "Peanuts, tree nuts (Epi-pen in backpack)", notes: "Grade: 2, Age: 8:4" },
  { camperName: "Leo Park", groupName: "Bull Sharks", medications: "Inhaler at 12pm", notes: "Grade: 3, Age: 8:7" },
  { camperName: "Ava Chen", groupName: "Sea Otters", notes: "Grade: 5, Age: 10:2, pickup at 3:30" },
  { camperName: "Sam Lopez", groupName: "Bull Sharks", allergies: "Dairy", medications: "Lactaid with lunch" },
  { camperName: "Kai Brown", groupName: "Sea Otters" },
  { camperName: "Ada Okafor", groupName: "Beluga Whales", notes: "Grade: 1, Age: 6:11" },
  { camperName: "Thomas Nguyen", groupName: "CITs" },
  { camperName: "Zoe Quinn" },
  { camperName: "Noah Green", groupName: "Bull Sharks" },
  { camperName: "Lily Adams", groupName: "Sea Otters", allergies: "Bee stings" },
  { camperName: "Omar Haddad", groupName: "Beluga Whales" },
  { camperName: "Ivy Walsh", groupName: "Sea Otters" },
];

/** How many camper rows are entirely within the first screen. */
async function rowsOnFirstScreen(page: Page) {
  const height = page.viewportSize()!.height;
  const boxes = await page
    .getByTestId("roster-row")
    .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect()).map((b) => ({ top: b.top, bottom: b.bottom })));
  return boxes.filter((b) => b.top >= 0 && b.bottom <= height).length;
}

test("the roster is dense: campers on a phone's first screen, a screenful on a tablet, flags in plain sight", async ({ page }) => {
  const id = await rosterWith(page, dayOfCampers);
  await openRoster(page, id);
  // The phone's first screen, once the page has laid out: campers, not just toolbars.
  await expect.poll(() => rowsOnFirstScreen(page)).toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "test-results/attendance-roster-390.png" });
  await page.getByRole("button", { name: "Check in Leo Park" }).tap();
  await expect(row(page, "Leo Park").getByText(/✓ In/)).toBeVisible();
  await expect(row(page, "Maya Rivera").getByText("ALLERGY: Peanuts, tree nuts (Epi-pen in backpack)")).toBeVisible();
  await expect(row(page, "Sam Lopez").getByText("MEDS: Lactaid with lunch")).toBeVisible();
  await page.screenshot({ path: "test-results/attendance-roster-390-checked-in.png", fullPage: true });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.evaluate(() => window.scrollTo(0, 0));
  // Seven: the strip that keeps Roll call and a ratio warning on screen takes a row's height (decision 0056).
  await expect.poll(() => rowsOnFirstScreen(page)).toBeGreaterThanOrEqual(7);
  await page.screenshot({ path: "test-results/attendance-roster-820.png" });
});

test("Ctrl+P on the roster prints the roster (without its toolbars), not a blank page", async ({ page }) => {
  const id = await rosterWith(page, dayOfCampers.slice(0, 4));
  await openRoster(page, id);
  await page.emulateMedia({ media: "print" });
  await expect(row(page, "Maya Rivera")).toBeVisible();
  await expect(row(page, "Maya Rivera").getByText("ALLERGY: Peanuts, tree nuts (Epi-pen in backpack)")).toBeVisible();
  await expect(page.getByRole("button", { name: "+ New Session" })).toBeHidden();
  await expect(page.getByLabel("Search")).toBeHidden();
  await page.screenshot({ path: "test-results/attendance-print-plain.png", fullPage: true });
});

test("on a phone, a toast never covers the open dialog's buttons", async ({ page }) => {
  const id = await rosterWith(page, dayOfCampers.slice(0, 2));
  await openRoster(page, id);
  await page.getByRole("button", { name: "+ Add Camper" }).tap();
  const dialog = page.getByRole("dialog", { name: "Add Camper" });
  // A name longer than the roster keeps: the server refuses, the dialog stays open with a toast.
  await dialog.getByLabel("Name", { exact: true }).fill("x".repeat(121));
  const save = dialog.getByRole("button", { name: "Save" });
  await save.tap();
  const toast = page.getByText("Failed to add camper", { exact: true }).first();
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  const t = (await page
    .getByRole("region", { name: /Notification/ })
    .locator("li")
    .first()
    .boundingBox())!;
  for (const button of [save, dialog.getByRole("button", { name: "Cancel" })]) {
    const b = (await button.boundingBox())!;
    const overlap = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
    expect(overlap).toBe(false);
  }
});

test("a 1,000-camper roster renders the rows near the screen; scrolling reaches any camper, and printing has them all", async ({ page }) => {
  test.setTimeout(120_000);
  const campers = Array.from({ length: 1000 }, (_, i) => ({
    camperName: `Camper ${String(i).padStart(4, "0")}`,
    groupName: ["Beluga Whales", "Bull Sharks", "Sea Otters"][i % 3],
    allergies: i % 10 === 0 ? "Peanuts" : "",
  }));
  const id = await rosterWith(page, campers);
  await openRoster(page, id);
  await expect(page.getByText("Showing 1,000 of 1,000 campers")).toBeVisible();
  // Only the rows near the screen are in the page: a tap lays out dozens of rows, not 1,000.
  expect(await page.getByTestId("roster-row").count()).toBeLessThan(100);
  await expect(page.locator("table")).toHaveAttribute("aria-rowcount", "1001");

  // A counselor scrolls down to a camper halfway through the day and checks them in.
  await scrollUntil(page, 'button[aria-label="Check in Camper 0500"]');
  await expect(row(page, "Camper 0500")).toHaveAttribute("aria-rowindex", "502");
  await page.getByRole("button", { name: "Check in Camper 0500" }).tap();
  await expect(row(page, "Camper 0500").getByText(/✓ In/)).toBeVisible();

  // Printing the roster as it is (Ctrl+P, no preview) prints every camper.
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await expect(page.getByTestId("roster-row")).toHaveCount(1000);
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect.poll(() => page.getByTestId("roster-row").count()).toBeLessThan(100);

  // Saved: after a reload the camper checked in is last (the default order puts campers still to come first).
  await page.reload();
  await hydrated(page);
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(row(page, "Camper 0500").getByText(/✓ In/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
});

/** Scrolls the page down a screen at a time, as a thumb does, until `selector` is on the page. */
async function scrollUntil(page: Page, selector: string) {
  await expect(async () => {
    const found = await page.evaluate((selector) => {
      if (document.querySelector(selector)) return true;
      window.scrollBy(0, window.innerHeight * 0.8);
      return false;
    }, selector);
    expect(found).toBe(true);
  }).toPass({ intervals: [50], timeout: 30_000 });
  await page.locator(selector).evaluate((el) => el.scrollIntoView({ block: "center" }));
}
