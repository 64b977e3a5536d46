import { expect, test, type Page } from "@playwright/test";
import { atCampTime, campToday } from "./support/camp-clock";

// Today at camp: the door records check-ins on its roster's own day by the server's clock. The
// session is the journey's own (a unique event name), so other journeys' rosters never matter.
const day = campToday();
const eventName = `Journey Day ${Date.now()}`;
// 3:12 pm in the camp's time zone on that day (EST/EDT): a 3:30 pickup is 18 minutes ahead.
async function at312pm(page: Page) {
  await page.clock.setFixedTime(atCampTime(day, "15:12"));
}

const cabinList = [
  "Cabin list,,,",
  ",Name,Grade,Age",
  'CIT,"Nguyen, Thomas (Tom)",9,14',
  "Beluga Whales (FLC),,,",
  '1,"Rivera, Maya (May)",K,5:10',
  '2,"Okafor, Ada",1,6',
  "Bull Sharks,,,",
  '1,"Park, Leo",3,8:7',
  "Sea Otters,,,",
  '1,"Chen, Ava (Avi)",5,10:2',
].join("\r\n");

async function signIn(page: Page) {
  await page.goto("/attendance");
  await expect(page).toHaveURL(/\/attendance-login$/);
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login successful").first()).toBeVisible();
  await expect(page).toHaveURL(/\/attendance$/);
}

test("a counselor signs in, smart-imports a cabin list, checks a camper in and out, sees an alert, prints the allergy sheet and logs out", async ({
  page,
  browser,
}) => {
  // A wrong password first: the spec's toast, and the button works again.
  await page.goto("/attendance-login");
  await page.getByLabel("Username").fill("staff");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Invalid username or password").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();

  await signIn(page);
  await expect(page.getByRole("heading", { name: /Camp Sarraka Attendance \d{4}/ })).toBeVisible();

  // A session of our own at UUCA.
  await page.getByRole("link", { name: "UUCA" }).click();
  await page.getByRole("button", { name: "+ New Session" }).click();
  await page.getByRole("radio", { name: "Off-day" }).check();
  await page.getByLabel("Event name").fill(eventName);
  await page.getByLabel("Date").fill(day);
  await page.getByLabel("Daily prize").fill("Peanut butter cookies");
  await page.getByRole("button", { name: "Create Session" }).click();
  await expect(page.getByText("Session created successfully", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(`${eventName} · ${day} · UUCA`)).toBeVisible();

  // Smart Import: both sites filled, campers placed by age.
  await page.getByRole("button", { name: "Smart Import" }).click();
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue(day);
  await page.getByLabel("Or paste the CSV text").fill(cabinList);
  await page.getByRole("dialog").getByRole("button", { name: "Smart Import" }).click();
  await expect(page.getByText("Smart import successful!", { exact: true }).first()).toBeVisible();
  // This session takes the UUCA campers; the FLC pair joins the day's first FLC session, which an
  // earlier run may already hold.
  await expect(page.getByText(/^FLC: \d campers?, UUCA: 3 campers$/).first()).toBeVisible();
  const leo = page.locator('[data-camper="Leo Park"]');
  await expect(leo).toBeVisible();
  await expect(leo.getByLabel("Group for Leo Park")).toHaveValue("Bull Sharks");
  await expect(page.getByTestId("group-badge").filter({ hasText: "Bull Sharks" })).toHaveText("Bull Sharks: 0/1");

  // A second device on the same roster.
  const url = page.url();
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second);
  await second.goto(url.includes("session=") ? url : `/attendance?location=UUCA`);
  await second.getByLabel("Session", { exact: true }).selectOption({ label: `${day} · ${eventName}` });
  await expect(second.locator('[data-camper="Leo Park"]')).toBeVisible();

  // Check in: the row and the badge change at once; the other device follows within 5 s.
  await leo.getByRole("button", { name: "Check in Leo Park" }).click();
  await expect(leo.getByText(/✓ In/)).toBeVisible();
  await expect(page.getByTestId("group-badge").filter({ hasText: "Bull Sharks" })).toHaveText("Bull Sharks: 1/1");
  await expect(page.getByText("Camper checked in", { exact: true }).first()).toBeVisible();
  await expect(leo.getByText("by Jordan Lee", { exact: true })).toBeVisible();
  await expect(second.locator('[data-camper="Leo Park"]').getByText(/✓ In/)).toBeVisible({ timeout: 5000 });
  await other.close();

  await leo.getByRole("button", { name: "Check out Leo Park" }).click();
  await expect(leo.getByText(/✓ Out/)).toBeVisible();
  await expect(page.getByText("Camper checked out", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("group-badge").filter({ hasText: "Bull Sharks" })).toHaveText("Bull Sharks: 0/1");

  // A camper with a 3:30 pickup: at 3:12 (the device's clock; time alerts are the device's own)
  // the alert dialog opens and the row is flagged. The page opens again on that clock.
  await at312pm(page);
  await page.reload();
  await expect(leo.getByText(/✓ Out/)).toBeVisible();
  await page.getByRole("button", { name: "+ Add Camper" }).click();
  const add = page.getByRole("dialog", { name: "Add Camper" });
  await add.getByLabel("Name", { exact: true }).fill("Pia Pickup");
  await add.getByLabel("Allergies").fill("Peanuts");
  await add.getByLabel("Notes").fill("Age 8:4, pickup at 3:30");
  await add.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Camper added successfully", { exact: true }).first()).toBeVisible();
  const alert = page.getByRole("dialog", { name: "Time alerts" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Pickup: Pia Pickup");
  await expect(alert).toContainText("3:30 PM (in 18 minutes)");
  await page.screenshot({ path: "test-results/attendance-alert-1280.png" });
  await alert.getByRole("button", { name: "Got it" }).click();
  const pia = page.locator('[data-camper="Pia Pickup"]');
  await expect(pia).toHaveAttribute("data-alert", "upcoming");
  await expect(pia.getByText("ALLERGY: Peanuts")).toBeVisible();
  await expect(pia.getByText("⚠️ CANNOT HAVE PRIZE")).toBeVisible();
  await expect(pia.getByText("Age 8y 4m, pickup at 3:30")).toBeVisible();
  await page.screenshot({ path: "test-results/attendance-roster-1280.png", fullPage: true });

  // Print the allergy sheet: a preview, and a print stylesheet that prints only the sheet.
  await page.getByRole("button", { name: "Print ▾" }).click();
  await page.getByRole("menuitem", { name: "Print Allergy Sheet" }).click();
  const preview = page.getByTestId("print-preview");
  await expect(preview).toContainText("Allergy & Medication Sheet");
  await expect(preview.getByTestId("allergy-row").filter({ hasText: "Pia Pickup" })).toContainText("⚠️ CANNOT HAVE PRIZE");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#print-root")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Camp Sarraka Attendance/ })).toBeHidden();
  await page.screenshot({ path: "test-results/attendance-print-allergy.png", fullPage: true });
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("button", { name: "Close" }).first().click();

  // Phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/attendance-roster-390.png", fullPage: true });

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/attendance-login$/);
  await page.goto("/attendance");
  await expect(page).toHaveURL(/\/attendance-login$/);
});
