import { expect, test, type Page } from "@playwright/test";
import { signInParent } from "./support/parent-session";
import { addCamperThroughApi } from "./support/camper";
import { gradeLabel } from "./support/camp-clock";
import { EMPTY_CAMPER_FORM_MESSAGES } from "../support/camper-form-messages";

// The seed offers the coming December 23 (open at UUCA, waitlisted at Faith Lutheran Church).
const dec23 = (() => {
  const today = new Date().toISOString().slice(0, 10);
  const thisYear = `${today.slice(0, 4)}-12-23`;
  return today <= thisYear ? thisYear : `${Number(today.slice(0, 4)) + 1}-12-23`;
})();
const campDayTitle = (_day: string) => "December 23rd";
const campDayShort = (_day: string) => "December 23";
const unique = () => Math.random().toString(36).slice(2, 8);

const createCamperThroughApi = (page: Page, firstName: string, grade: string) =>
  addCamperThroughApi(page.request, { firstName, lastName: "Okafor", emergencyContactName: "Ada Okafor", grade });

test("a new parent registers a first camper through all four steps, pays later and sees it on the dashboard", async ({ page, context, baseURL }) => {
  // The longest journey (four steps, ten messages): give it room on a busy machine.
  test.slow();
  await signInParent(context, baseURL!, `new-parent-${unique()}@example.com`, "Robin");
  await page.goto("/");
  await expect(page.getByText("No campers registered yet")).toBeVisible();
  await page.getByRole("link", { name: "Register Your First Camper" }).click();

  // No campers yet: straight to camper info (step 2, 50%).
  const progress = page.getByRole("progressbar", { name: "Registration progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "50");
  await expect(page.getByRole("heading", { name: "Camper Information" })).toBeVisible();
  await expect(page.getByLabel(gradeLabel())).toBeVisible();

  await page.getByRole("button", { name: "Continue to Program Selection" }).click();
  for (const message of EMPTY_CAMPER_FORM_MESSAGES) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(progress).toHaveAttribute("aria-valuenow", "50");

  // Bad input keeps its message until it is fixed.
  await page.getByLabel("First Name *").fill("K");
  await page.getByLabel("Primary Emergency Contact Phone *").fill("555-01");
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Valid phone number is required")).toBeVisible();

  const firstName = `Kai${unique()}`;
  await page.getByLabel("First Name *").fill(firstName);
  await page.getByLabel("Last Name *").fill("Nguyen");
  await page.getByLabel("Date of Birth *").fill("2019-03-14");
  await page.getByLabel(gradeLabel()).selectOption("1st");
  await page.getByLabel("Allergies").fill("Peanuts");
  await page.getByLabel("Primary Emergency Contact Name *").fill("Robin Nguyen");
  await page.getByLabel("Primary Emergency Contact Phone *").fill("(703) 555-0144");
  await page.getByLabel("Relationship *", { exact: true }).selectOption("parent");
  await page.getByLabel("Authorized Pickup Persons").fill("Robin Nguyen; Grandpa Lee");
  await page.getByLabel(/liability waiver/).check();
  await page.getByLabel(/media release/).check();
  await page.getByLabel(/terms and conditions/).check();
  await expect(page.getByText("First name must be at least 2 characters")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();

  // Step 3 (75%): the seeded day, both sites for a K-2 camper, $120 per day.
  await expect(progress).toHaveAttribute("aria-valuenow", "75");
  await expect(page.getByRole("heading", { name: `${campDayTitle(dec23)} Camp Options` })).toBeVisible();
  await expect(page.getByText("Each session is $120 per day.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: `${campDayShort(dec23)} - Faith Lutheran Church (K-2 Only)` })).toBeVisible();
  const uuca = page.getByTestId("location-card").filter({ has: page.getByRole("heading", { name: `${campDayShort(dec23)} - UUCA` }) });
  await uuca.getByRole("button", { name: "View options" }).click();
  await uuca.getByLabel(/After Care/).check();
  await expect(uuca.getByText("Total: $135")).toBeVisible();
  await uuca.getByRole("button", { name: "Select This Session" }).click();

  // Step 4 (100%): submitted, with both payment options.
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByRole("heading", { name: "Registration Submitted" })).toBeVisible();
  await expect(page.getByText("$135")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay Now" })).toHaveAttribute("href", /\/checkout\?registration=\d+/);
  await page.getByRole("button", { name: "Pay Later" }).click();
  await page.getByLabel("Reason for paying later").fill("Paying after payday on the 15th");
  await page.getByRole("button", { name: "Defer Payment" }).click();
  await expect(page.getByText("Your payment has been deferred. You will receive payment instructions closer to camp.").first()).toBeVisible();

  await page.getByRole("link", { name: "Return to Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, Robin!" })).toBeVisible();
  const camperCard = page.getByTestId("camper-card").filter({ hasText: firstName });
  await expect(camperCard).toContainText("1st Grade");
  await expect(camperCard).toContainText("1 registration");
  const recent = page.getByTestId("recent-registration").filter({ hasText: firstName });
  await expect(recent).toContainText("$135");
  await expect(recent).toContainText("Deferred");
  // A deferred payment can still be paid from the dashboard.
  await expect(recent.getByRole("link", { name: "Complete Payment" })).toHaveAttribute("href", /\/checkout\?registration=\d+$/);
});

test("an existing camper registers for a waitlisted session and sees the waitlist message", async ({ page, context, baseURL }) => {
  await signInParent(context, baseURL!, `waitlist-parent-${unique()}@example.com`, "Sam");
  const firstName = `Ola${unique()}`;
  await createCamperThroughApi(page, firstName, "kindergarten");
  await page.goto("/registration");

  const progress = page.getByRole("progressbar", { name: "Registration progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "25");
  await page.getByRole("button", { name: new RegExp(firstName) }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "50");
  // Name and birth date of an existing camper are read-only.
  await expect(page.getByLabel("First Name *")).toHaveValue(firstName);
  await expect(page.getByLabel("First Name *")).not.toBeEditable();
  await expect(page.getByLabel("Date of Birth *")).not.toBeEditable();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "Add New Camper" })).toBeVisible();
  await page.getByRole("button", { name: new RegExp(firstName) }).click();
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();

  const flc = page
    .getByTestId("location-card")
    .filter({ has: page.getByRole("heading", { name: `${campDayShort(dec23)} - Faith Lutheran Church (K-2 Only)` }) });
  await flc.getByRole("button", { name: "View options" }).click();
  await flc.getByRole("button", { name: "Select This Session" }).click();

  await expect(page.getByRole("heading", { name: "Registration Submitted" })).toBeVisible();
  await expect(page.getByText(`${firstName} Okafor has been added to the waitlist.`)).toBeVisible();
  await expect(page.getByText("We will contact you by e-mail as soon as a spot is confirmed.", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay Now" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Pay Later" })).toHaveCount(0);

  await page.goto("/");
  await expect(page.getByTestId("recent-registration").filter({ hasText: firstName })).toContainText("Interested/Waitlisted");
});

test("checkout without Stripe keys says so; without an id it is an invalid registration", async ({ page, context, baseURL }) => {
  await signInParent(context, baseURL!, `checkout-parent-${unique()}@example.com`, "Lee");
  const firstName = `Ivy${unique()}`;
  const camper = await createCamperThroughApi(page, firstName, "2nd");
  const sessions = (await (await page.request.get("/api/sessions?grade=2nd")).json()) as Array<{
    id: number;
    location: string;
    startDate: string;
    allowImmediateRegistration: boolean;
  }>;
  const open = sessions.find((s) => s.location === "UUCA" && s.startDate === dec23 && s.allowImmediateRegistration)!;
  const created = await page.request.post("/api/registrations", { data: { camperId: camper.id, sessionId: open.id, beforeCare: true, totalAmount: 1 } });
  const registration = (await created.json()) as { id: number; status: string };
  expect(registration.status).toBe("pending");

  await page.goto("/");
  await page.getByTestId("recent-registration").filter({ hasText: firstName }).getByRole("link", { name: "Complete Payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?registration=${registration.id}$`));
  await expect(page.getByRole("heading", { name: "Payment System Configuration Required" })).toBeVisible();
  const summary = page.getByTestId("checkout-summary");
  await expect(summary).toContainText(`${firstName} Okafor`);
  await expect(summary).toContainText("2nd Grade");
  await expect(summary).toContainText("School Year Day Camp");
  await expect(summary).toContainText("$135");

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Invalid Registration" })).toBeVisible();
});

test("a visitor can open the wizard but must sign in to continue, and comes back to it after signing in", async ({ page }) => {
  const checkout = await page.request.get("/checkout?registration=1", { maxRedirects: 0 });
  expect(checkout.status()).toBe(302);
  expect(checkout.headers().location).toBe("/api/login?redirect=%2Fcheckout%3Fregistration%3D1");

  await page.goto("/registration");
  await expect(page.getByRole("heading", { name: "Camper Information" })).toBeVisible();
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();
  // The toast shows while the browser goes to sign in (and again on the sign-in page).
  await page.waitForURL(/\/sign-in\?redirect=%2Fregistration$/);
  await expect(page.getByText("Login Required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please log in to continue with registration", { exact: true })).toBeVisible();

  // Sign-in brings the parent back to the wizard.
  await page.getByLabel("E-mail").fill("parent@example.com");
  await page.getByLabel("Password").fill("sarraka-demo");
  await page
    .getByRole("main")
    .getByRole("button", { name: /^sign in$/i })
    .click();
  await page.waitForURL(/\/registration$/);
  await expect(page.getByRole("heading", { name: "Select a Camper" })).toBeVisible();
});
