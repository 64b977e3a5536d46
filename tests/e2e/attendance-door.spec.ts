import { expect, test, type Page } from "@playwright/test";

// The door app as counselors hold it: a phone with a touch screen.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

let dayCounter = 0;
/** A camp day of its own (far from the seeded ones), with these campers on its UUCA roster. */
async function rosterWith(page: Page, campers: Array<{ camperName: string; groupName?: string; allergies?: string; medications?: string; notes?: string }>) {
  const login = await page.request.post("/api/attendance/login", { data: { username: "staff", password: "sarraka-demo" } });
  expect(login.ok()).toBe(true);
  dayCounter++;
  const date = `2032-${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, "0")}`;
  const created = await page.request.post("/api/attendance/sessions", { data: { date, location: "UUCA", title: `Door Day ${Date.now()}-${dayCounter}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const imported = await page.request.post(`/api/attendance/sessions/${id}/import`, { data: { campers } });
  expect(imported.ok()).toBe(true);
  return id;
}

/** Opens the roster and waits until the page has hydrated (its scripts and first requests are done). */
async function openRoster(page: Page, sessionId: number) {
  await page.goto(`/attendance?session=${sessionId}`);
  await page.waitForLoadState("networkidle");
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
  await page.waitForTimeout(350);
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
});

test("offline, a tap keeps the roster on screen, says it was not saved, and is saved by Retry", async ({ page, context }) => {
  const id = await rosterWith(page, [{ camperName: "Dee Dune", allergies: "Peanuts" }, { camperName: "Eli Evans" }]);
  await openRoster(page, id);
  await context.setOffline(true);
  await page.getByRole("button", { name: "Check in Dee Dune" }).tap();
  const notice = row(page, "Dee Dune").getByRole("alert");
  await expect(notice).toContainText("Check-in not saved: no connection");
  await expect(page.getByText("Check-in not saved", { exact: true }).first()).toBeVisible();
  // The roster is still there, flags and all; the check-in is not shown as done.
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(row(page, "Dee Dune").getByText("ALLERGY: Peanuts")).toBeVisible();
  await expect(row(page, "Eli Evans")).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in Dee Dune" })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole("button", { name: "Retry check-in for Dee Dune" }).tap();
  await expect(row(page, "Dee Dune").getByText(/✓ In/)).toBeVisible();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(row(page, "Dee Dune").getByText(/✓ In/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Check in Eli Evans" })).toBeVisible();
});

test("removing a camper says 'Camper removed successfully'", async ({ page }) => {
  const id = await rosterWith(page, [{ camperName: "Fay Fern" }, { camperName: "Gus Gale" }]);
  await openRoster(page, id);
  await row(page, "Fay Fern").getByRole("button", { name: "Edit Fay Fern" }).tap();
  await page.getByRole("button", { name: "Remove Fay Fern" }).tap();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove camper" }).tap();
  await expect(page.getByText("Camper removed successfully", { exact: true }).first()).toBeVisible();
  await expect(row(page, "Fay Fern")).toHaveCount(0);
  await expect(page.getByText("Showing 1 of 1 camper", { exact: true })).toBeVisible();
});
