// When a change of the office fails outright (the database refuses the write, the server throws),
// the admin reads the specification's "Failed to ... Please try again." where they are, keeps what
// they typed, and a switch goes back; a session that ended says so before the sign-in page.
// A failure is made real with a trigger in the journeys' D1 that aborts one named write.
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin, signInOnForm } from "./support/admin";
import { queryD1, runD1 } from "./support/d1";

const unique = () => Math.random().toString(36).slice(2, 8);

/** Runs `journey` while the database refuses writes matching `when` on `table`. */
async function whileRefused(table: string, event: "INSERT" | "UPDATE", when: string, journey: () => Promise<void>) {
  const trigger = `refuse_${table}_${unique()}`;
  runD1(`CREATE TRIGGER ${trigger} BEFORE ${event} ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END;`);
  try {
    await journey();
  } finally {
    runD1(`DROP TRIGGER IF EXISTS ${trigger};`);
  }
}

async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "500" })).toHaveCount(0);
  // Still the dashboard underneath (an open dialog hides it from the accessibility tree, not from view).
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1, includeHidden: true })).toBeVisible();
}

/** Opens Add Program on the Programs tab and types a whole program named `name`, not yet created. */
async function fillNewProgram(page: Page, name: string) {
  await page.getByRole("button", { name: "Add Program" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Program" });
  await dialog.getByLabel("Program name").fill(name);
  await dialog.getByLabel("Description").fill("Board games and crafts when it rains.");
  await dialog.getByLabel("Age group").fill("K-5");
  await dialog.getByLabel("Price per week ($)").fill("80");
  return dialog;
}

test("a program that fails to save keeps its dialog and what was typed, and says 'Failed to create program. Please try again.'", async ({ page }) => {
  const name = `Rainy Day Club ${unique()}`;
  await whileRefused("programs", "INSERT", `NEW.name = '${name}'`, async () => {
    await signInAsAdmin(page);
    await page.getByRole("tab", { name: "Programs" }).click();
    const dialog = await fillNewProgram(page, name);
    await dialog.getByRole("button", { name: "Create Program" }).click();

    await expect(page.getByText("Failed to create program. Please try again.", { exact: true })).toBeVisible();
    await expectNoErrorScreen(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Program name")).toHaveValue(name);
    await expect(dialog.getByLabel("Description")).toHaveValue("Board games and crafts when it rains.");
    await expect(dialog.getByRole("button", { name: "Create Program" })).toBeEnabled();
  });
  expect(queryD1(`SELECT id FROM programs WHERE name = '${name}'`)).toHaveLength(0);
});

test("a session edit and the open/waitlisted switch that fail say 'Failed to update session. Please try again.', keep the form and put the switch back", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const origin = new URL(page.url()).origin;
  const program = await (
    await page.request.post("/api/programs", {
      data: { name: `Snow Day ${unique()}`, description: "A day of camp when school closes.", ageGroup: "K-5", maxCapacity: 10, pricePerWeek: 90 },
      headers: { Origin: origin },
    })
  ).json();
  const sessionName = `Snow Monday ${unique()}`;
  const created = await page.request.post("/api/sessions", {
    data: { programId: program.id, name: sessionName, location: "UUCA", ageGroup: "K-2", startDate: "2099-02-02", endDate: "2099-02-02" },
    headers: { Origin: origin },
  });
  expect(created.status()).toBeLessThan(300);
  const session = await created.json();

  await whileRefused("camp_sessions", "UPDATE", `NEW.id = ${session.id}`, async () => {
    await page.getByRole("tab", { name: "Sessions" }).click();
    const card = page.getByTestId("session-card").filter({ hasText: sessionName });
    const toggle = card.getByRole("switch");
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText("Failed to update session. Please try again.", { exact: true })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(card).toContainText("(Admin approval required)");
    await expectNoErrorScreen(page);

    await card.getByRole("button", { name: `Edit ${sessionName}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Session" });
    await dialog.getByLabel("Session name").fill(`${sessionName} (moved)`);
    await dialog.getByLabel("End date").fill("2099-02-03");
    await dialog.getByRole("button", { name: "Save Session" }).click();
    await expect(page.getByText("Failed to update session. Please try again.", { exact: true })).toBeVisible();
    await expectNoErrorScreen(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Session name")).toHaveValue(`${sessionName} (moved)`);
    await expect(dialog.getByLabel("End date")).toHaveValue("2099-02-03");
  });
  expect(queryD1(`SELECT name, allow_immediate_registration AS open FROM camp_sessions WHERE id = ${session.id}`)).toEqual([{ name: sessionName, open: 0 }]);
});

test("an admin whose session ended is told 'You are logged out. Logging in again...' before the sign-in page", async ({ page, context }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Programs" }).click();
  await page.getByRole("button", { name: "Add Program" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Program" });
  await dialog.getByLabel("Program name").fill(`Late Club ${unique()}`);
  await dialog.getByLabel("Description").fill("Made after the session ended.");
  await dialog.getByLabel("Age group").fill("K-5");
  await dialog.getByLabel("Price per week ($)").fill("80");

  const other = await context.newPage();
  await other.goto("/api/logout");
  await other.close();
  // The toast is on screen for half a second, then the sign-in page comes: watched frame by frame,
  // on the dashboard still (the sign-in page is a new page, with a toast of its own).
  const toldLoggedOut = page.waitForFunction(
    () => location.pathname.startsWith("/admin") && document.body.innerText.includes("You are logged out. Logging in again..."),
    null,
    { polling: "raf" },
  );
  await dialog.getByRole("button", { name: "Create Program" }).click();
  await toldLoggedOut;
  await page.waitForURL(/\/sign-in\?redirect=%2Fadmin%2Fprograms$/);
  await expect(page.getByText("Please sign in again", { exact: true })).toBeVisible();
  await signInOnForm(page);
  await expect(page).toHaveURL(/\/admin\/programs$/);
});

test("with the server not answering at all, a save and a tab click say so in plain words in the app, never the browser's error page", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Programs" }).click();
  await expect(page.getByRole("button", { name: "Add Program" })).toBeVisible();
  const name = `Rainy Day Club ${unique()}`;
  const dialog = await fillNewProgram(page, name);

  // The server stops answering: nothing reaches it any more, not even the toast's own code.
  await page.route("**/*", (route) => route.abort("connectionrefused"));
  await dialog.getByRole("button", { name: "Create Program" }).click();
  await expect(page.getByText("Failed to create program. Please try again.", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Program name")).toHaveValue(name);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // The Waitlist's code was never fetched: the tab says so in words, and the Programs tab stays open.
  await page.getByRole("tab", { name: "Waitlist" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Camp Sarraka could not be reached" });
  await expect(alert).toContainText("The Waitlist tab could not open: your device could not reach the camp's server. Nothing was changed.");
  await expect(page).toHaveURL(/\/admin\/programs$/);
  await expect(page.getByRole("button", { name: "Add Program" })).toBeVisible();
  await page.unroute("**/*");
  // Back online, the same click opens it.
  await page.getByRole("tab", { name: "Waitlist" }).click();
  await expect(page).toHaveURL(/\/admin\/waitlist$/);
  await expect(alert).toHaveCount(0);
  expect(queryD1(`SELECT id FROM programs WHERE name = '${name}'`)).toHaveLength(0);
});
