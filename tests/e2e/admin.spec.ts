// The camp office's journeys through the admin dashboard, as the admin would click them.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { dashboardReady, signInAsAdmin } from "./support/admin";
import Papa from "papaparse";

const unique = () => Math.random().toString(36).slice(2, 8);

test("visitors are refused the dashboard and sent home", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByText("Total Registrations")).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
});

test("an admin creates a program and a session, and opens the session for registration", async ({ page }) => {
  await signInAsAdmin(page);
  const programName = `Spring Break ${unique()}`;
  const sessionName = `Spring Monday ${unique()}`;

  await page.getByRole("tab", { name: "Programs" }).click();
  await page.getByRole("button", { name: "Add Program" }).click();
  const programDialog = page.getByRole("dialog", { name: "Add Program" });
  await programDialog.getByLabel("Max capacity").fill("");
  await programDialog.getByRole("button", { name: "Create Program" }).click();
  await expect(programDialog.getByText("Program name must be at least 2 characters")).toBeVisible();
  await expect(programDialog.getByText("Description must be at least 10 characters")).toBeVisible();
  await expect(programDialog.getByText("Age group is required")).toBeVisible();
  await expect(programDialog.getByText("Capacity must be at least 1")).toBeVisible();

  await programDialog.getByLabel("Program name").fill(programName);
  await programDialog.getByLabel("Description").fill("Five days of outdoor games, art and science.");
  await programDialog.getByLabel("Age group").fill("K-5");
  await programDialog.getByLabel("Max capacity").fill("2");
  await programDialog.getByLabel("Price per week ($)").fill("95.50");
  await programDialog.getByRole("button", { name: "Create Program" }).click();
  await expect(page.getByText("Program created successfully!", { exact: true })).toBeVisible();
  const programCard = page.getByTestId("program-card").filter({ hasText: programName });
  await expect(programCard).toContainText("$95.50/week");
  await expect(programCard).toContainText("Active");

  await page.getByRole("tab", { name: "Sessions" }).click();
  await page.getByRole("button", { name: "Add Session" }).click();
  const sessionDialog = page.getByRole("dialog", { name: "Add Session" });
  await sessionDialog.getByRole("button", { name: "Create Session" }).click();
  await expect(sessionDialog.getByText("Program is required")).toBeVisible();
  await expect(sessionDialog.getByText("Session name must be at least 2 characters")).toBeVisible();
  await expect(sessionDialog.getByText("Start date is required")).toBeVisible();
  await expect(sessionDialog.getByText("End date is required")).toBeVisible();

  await sessionDialog.getByLabel("Program").selectOption({ label: programName });
  await sessionDialog.getByLabel("Session name").fill(sessionName);
  await sessionDialog.getByLabel("Start date").fill("2099-04-06");
  await sessionDialog.getByLabel("End date").fill("2099-04-06");
  await sessionDialog.getByRole("button", { name: "Create Session" }).click();
  await expect(page.getByText("Session created successfully!", { exact: true })).toBeVisible();

  const sessionCard = page.getByTestId("session-card").filter({ hasText: sessionName });
  await expect(sessionCard).toContainText("0 / 2");
  await expect(sessionCard).toContainText("(Admin approval required)");
  await sessionCard.getByRole("switch").click();
  await expect(sessionCard.getByRole("switch")).toBeChecked();
  await expect(sessionCard).toContainText("Open for Registration");
  await expect(page.getByText("Session updated successfully!", { exact: true })).toBeVisible();

  await page.reload();
  const reloaded = page.getByTestId("session-card").filter({ hasText: sessionName });
  await expect(reloaded.getByRole("switch")).toBeChecked();
  await expect(reloaded).not.toContainText("(Admin approval required)");
});

test("an admin finds a registration by search and exports exactly the filtered rows", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByLabel("Search").fill("okafor");
  const rows = page.getByTestId("registration-row");
  await expect(page.getByText(/^Showing \d+ registrations?$/)).toBeVisible();
  await expect(rows.first()).toContainText("Okafor");
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  await expect(page.getByText(`Showing ${shown} ${shown === 1 ? "registration" : "registrations"}`)).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText(/okafor/i);
  await expect(rows.first()).toContainText("chidi.okafor@example.com");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await file.path())).toString("utf8").replace(/^\uFEFF/, "");
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  expect(parsed.data).toHaveLength(shown);
  for (const record of parsed.data) {
    expect(`${record.Camper} ${record.Parent} ${record["Parent Email"]}`.toLowerCase()).toContain("okafor");
  }

  await page
    .getByRole("button", { name: /^View registration of/ })
    .first()
    .click();
  const details = page.getByRole("dialog", { name: "Registration details" });
  await expect(details.getByRole("heading", { name: "Medical summary" })).toBeVisible();
  await expect(details.getByRole("heading", { name: "Payment history" })).toBeVisible();
});

test("an admin enrolls a waitlisted camper and reads the parent's payment e-mail in the Mail tab", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Waitlist" }).click();
  const entry = page
    .getByTestId("waitlist-entry")
    .filter({ hasText: /seats? free/ })
    .first();
  await expect(entry).toBeVisible();
  const camperName = (await entry.locator("p.font-bold").first().innerText()).trim();
  const parentEmail = (await entry.innerText()).match(/\(([^()\s]+@[^()\s]+)\)/)![1];

  await entry.getByRole("button", { name: `View profile of ${camperName}` }).click();
  const profile = page.getByRole("dialog", { name: "Camper profile" });
  await expect(profile).toContainText(parentEmail);
  await expect(profile.getByRole("heading", { name: "Medical summary" })).toBeVisible();
  await profile.getByRole("button", { name: "Close" }).click();

  await entry.getByRole("button", { name: `Enroll ${camperName}` }).click();
  await expect(page.getByText("Camper Enrolled Successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: `Enroll ${camperName}` })).toHaveCount(0);

  await page.getByRole("tab", { name: "Mail" }).click();
  const firstName = camperName.split(" ")[0];
  const mail = page.getByTestId("outbox-row").filter({ hasText: parentEmail }).filter({ hasText: firstName }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole("button", { name: /^Read/ }).click();
  await expect(page.getByRole("dialog")).toContainText("/checkout?registration=");
});

test("an admin uploads a gallery photo and it shows on the public gallery", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Media" }).click();
  const alt = `Campers at the tide pools ${unique()}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#0d7377"/><circle cx="300" cy="200" r="${80 + Math.floor(Math.random() * 80)}" fill="#ffc93c"/></svg>`;
  await page.getByLabel("Photo file").setInputFiles({ name: "tide-pools.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
  await page.getByLabel("Description (alt text)").fill(alt);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Photo added to the gallery", { exact: true })).toBeVisible();
  await expect(page.getByTestId("gallery-item").first().getByRole("img", { name: alt })).toBeVisible();

  await page.goto("/gallery");
  const photo = page.getByRole("button", { name: `Open photo 1 of 40: ${alt}` });
  await expect(photo).toBeVisible();
  const image = photo.locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
});

test("an admin renames a gallery photo and deletes it from the Media tab", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Media" }).click();
  const alt = `Campers painting rocks ${unique()}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#ffc93c"/></svg>`;
  await page.getByLabel("Photo file").setInputFiles({ name: "rocks.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) });
  await page.getByLabel("Description (alt text)").fill(alt);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Photo added to the gallery", { exact: true })).toBeVisible();

  const item = page.getByTestId("gallery-item").filter({ has: page.getByRole("img", { name: alt }) });
  const renamed = `${alt} by the creek`;
  await item.getByLabel("Description").fill(renamed);
  await item.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Description saved", { exact: true })).toBeVisible();
  await expect(page.getByTestId("gallery-item").getByRole("img", { name: renamed })).toBeVisible();

  await page.getByRole("button", { name: `Delete "${renamed}"` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete photo" }).click();
  await expect(page.getByText("Photo deleted", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: renamed })).toHaveCount(0);
});

test("closing an admin dialog gives focus back to the control that opened it, even from a row's menu", async ({ page }) => {
  await signInAsAdmin(page);
  const row = page
    .getByTestId("registration-row")
    .filter({ has: page.getByRole("button", { name: /^(Payment|More)/ }) })
    .first();
  const view = row.getByRole("button", { name: /^View/ });
  await view.click();
  const details = page.getByRole("dialog", { name: "Registration details" });
  await expect(details).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(view).toBeFocused();

  // Opened from a menu item, which is gone once the menu closes: focus goes back to the menu's button.
  const actions = row.getByRole("button", { name: /^(Payment|More)/ });
  await actions.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Cancel registration" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(actions).toBeFocused();

  await page.getByRole("tab", { name: "Programs" }).click();
  const addProgram = page.getByRole("button", { name: "Add Program" });
  await addProgram.click();
  const programDialog = page.getByRole("dialog", { name: "Add Program" });
  await programDialog.getByRole("button", { name: "Close" }).click();
  await expect(programDialog).toBeHidden();
  await expect(addProgram).toBeFocused();
});

test("a tab opened by its address loads its dialogs on first use: Enter on the button opens one, Escape closes it, focus is back on the button", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const openers = [
    { path: "/admin/programs", button: page.getByRole("button", { name: "Add Program" }), dialog: page.getByRole("dialog", { name: "Add Program" }) },
    { path: "/admin/sessions", button: page.getByRole("button", { name: "Add Session" }), dialog: page.getByRole("dialog", { name: "Add Session" }) },
    {
      path: "/admin/sessions",
      button: page.getByRole("button", { name: "Create ten weeks" }),
      dialog: page.getByRole("dialog", { name: "Create ten weeks" }),
    },
    {
      path: "/admin/staff",
      button: page.getByRole("button", { name: /^Reset password of / }).first(),
      dialog: page.getByRole("dialog", { name: "Reset password" }),
    },
    {
      path: "/admin/content?section=testimonials",
      button: page.getByRole("button", { name: /^Delete "/ }).first(),
      dialog: page.getByRole("alertdialog", { name: "Delete this testimonial?" }),
    },
  ];
  for (const { path, button, dialog } of openers) {
    await page.goto(path);
    await dashboardReady(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test("a dialog whose code cannot be fetched says so instead of leaving the page blank, and opens after a reload", async ({ page }) => {
  await signInAsAdmin(page);
  await page.route(/program-dialog-[^/]*\.js$/, (route) => route.abort());
  await page.goto("/admin/programs");
  await dashboardReady(page);
  const add = page.getByRole("button", { name: "Add Program" });
  await add.click();
  const failed = page.getByRole("alertdialog", { name: "Add Program" });
  await expect(failed).toContainText("This could not be opened: the page did not reach the server.");
  await expect(failed.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(failed).toBeHidden();
  await expect(add).toBeFocused();

  await page.unroute(/program-dialog-[^/]*\.js$/);
  await page.reload();
  await dashboardReady(page);
  await add.click();
  await expect(page.getByRole("dialog", { name: "Add Program" })).toBeVisible();
});

test("each tab is an address: a tab click changes it, Back returns, and a filtered list survives a reload", async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole("tab", { name: "Waitlist" }).click();
  await expect(page).toHaveURL(/\/admin\/waitlist$/);
  await expect(page.getByRole("tabpanel", { name: "Waitlist" }).getByRole("heading", { name: "Waitlist", exact: true })).toBeVisible();
  await page.getByRole("tab", { name: "Staff" }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/waitlist$/);
  await expect(page.getByRole("tab", { name: "Waitlist" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("tab", { name: "Registrations" }).click();
  // The tab's code comes on use: the list is on screen once its search box listens.
  await expect(page.getByTestId("registration-row").first()).toBeVisible();
  await page.getByLabel("Search").fill("okafor");
  await expect(page).toHaveURL(/\/admin\/registrations\?search=okafor$/);
  await page.reload();
  await dashboardReady(page);
  await expect(page.getByLabel("Search")).toHaveValue("okafor");
  const rows = page.getByTestId("registration-row");
  await expect(rows.first()).toContainText("Okafor");
  for (const row of await rows.all()) await expect(row).toContainText(/okafor/i);

  // A link from before the tabs were addresses still opens its tab.
  await page.goto("/admin?tab=mail");
  await expect(page).toHaveURL(/\/admin\/mail$/);
  await expect(page.getByRole("tab", { name: "Mail" })).toHaveAttribute("aria-selected", "true");
});

test("cancelling a registration that the status filter then hides still says it was cancelled", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/registrations?status=pending");
  await dashboardReady(page);
  const row = page.getByTestId("registration-row").first();
  await row.getByRole("button", { name: /^(Payment|More)/ }).click();
  await page.getByRole("menuitem", { name: "Cancel registration" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("Registration cancelled", { exact: true })).toBeVisible();
});
