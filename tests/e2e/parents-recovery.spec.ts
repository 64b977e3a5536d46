// Parents when things go sideways: scripts that have not loaded, a visitor looking around the
// wizard, a session that ends mid-use, payments that were deferred or failed, and the browser's
// Back button inside the wizard.
import { expect, test, type Page } from "@playwright/test";
import { signInParent } from "./support/parent-session";
import { addCamperThroughApi } from "./support/camper";
import { gradeLabel } from "./support/camp-clock";
import { runD1 } from "./support/d1";

const unique = () => Math.random().toString(36).slice(2, 8);
const DRAFT_KEY = "sarraka.registration-draft";

/** Waits until React has taken over the page (its handlers are on the form's elements). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector("form#camper-info");
    return Boolean(form && Object.keys(form).some((key) => key.startsWith("__reactProps")));
  });
}

/** Fills the camper form: the camper, a medical line and the pickup people. */
async function fillCamperForm(page: Page, firstName: string, medical = { allergies: "Tree nuts", pickup: "Grandpa Lee" }) {
  await page.getByLabel("First Name *").fill(firstName);
  await page.getByLabel("Last Name *").fill("Nguyen");
  await page.getByLabel("Date of Birth *").fill("2019-03-14");
  await page.getByLabel(gradeLabel()).selectOption("1st");
  await page.getByLabel("Allergies").fill(medical.allergies);
  await page.getByLabel("Primary Emergency Contact Name *").fill("Robin Nguyen");
  await page.getByLabel("Primary Emergency Contact Phone *").fill("(703) 555-0144");
  await page.getByLabel("Relationship *", { exact: true }).selectOption("parent");
  await page.getByLabel("Authorized Pickup Persons").fill(medical.pickup);
  await page.getByLabel(/liability waiver/).check();
  await page.getByLabel(/media release/).check();
  await page.getByLabel(/terms and conditions/).check();
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^sign in$/i })
    .click();
}

// A browser, not a crawler: crawlers are sent whole pages anyway (app/entry.server.tsx).
const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36";

test.describe("before the page's scripts have run", () => {
  test.use({ javaScriptEnabled: false, userAgent: PHONE_BROWSER });

  test("Continue on the camper form posts it: allergies and pickup people never travel in the address", async ({ page, context, baseURL }) => {
    await signInParent(context, baseURL!, `no-script-${unique()}@example.com`, "Noor");
    await page.goto("/registration");
    await expect(page.getByText("Step 2 of 4: Camper Information")).toBeVisible();
    await fillCamperForm(page, `Kai${unique()}`, { allergies: "Peanuts", pickup: "Grandpa Lee" });

    const sent = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/registration");
    await page.getByRole("button", { name: "Continue to Program Selection" }).click();
    const request = await sent;
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toMatch(/Peanuts|Grandpa|allergies/);

    // The server checked the form and shows the sessions, the address still free of the form.
    await expect(page.getByText("Step 3 of 4: Program Selection")).toBeVisible();
    await expect(page.getByRole("heading", { name: "December 23rd Camp Options" })).toBeVisible();
    expect(page.url()).not.toMatch(/Peanuts|Grandpa|allergies/);

    // Every other form with personal data posts too.
    for (const path of ["/sign-in", "/sign-up", "/forgot-password", "/attendance-login"]) {
      await page.context().clearCookies();
      await page.goto(path);
      const forms = page.locator("form");
      await expect(forms.first()).toBeAttached();
      for (const form of await forms.all()) await expect(form).toHaveAttribute("method", /^post$/i);
    }
  });
  test("a camper form posted with mistakes comes back with the same messages, and what was typed", async ({ page, context, baseURL }) => {
    await signInParent(context, baseURL!, `no-script-wrong-${unique()}@example.com`, "Noor");
    await page.goto("/registration");
    await page.getByLabel("First Name *").fill("K");
    await page.getByLabel("Allergies").fill("Peanuts");
    await page.getByRole("button", { name: "Continue to Program Selection" }).click();

    await expect(page.getByText("Step 2 of 4: Camper Information")).toBeVisible();
    for (const message of ["First name must be at least 2 characters", "Grade is required", "You must accept the waiver to proceed"]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("First Name *")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First Name *")).toHaveValue("K");
    await expect(page.getByLabel("Allergies")).toHaveValue("Peanuts");
  });
});

test.describe("Continue clicked before the page's scripts have arrived (a slow phone)", () => {
  test.use({ userAgent: PHONE_BROWSER });

  test("the camper form posts to the server, which shows the sessions; the page then carries on as usual", async ({ page, context, baseURL }) => {
    await signInParent(context, baseURL!, `early-${unique()}@example.com`, "Ines");
    // The page's scripts are held until the parent has clicked Continue.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/registration", { waitUntil: "commit" });
    await expect(page.getByText("Step 2 of 4: Camper Information")).toBeVisible();
    const firstName = `Ema${unique()}`;
    await fillCamperForm(page, firstName, { allergies: "Peanuts", pickup: "Grandpa Lee" });
    expect(await page.evaluate(() => Object.keys(document.querySelector("form#camper-info")!).some((key) => key.startsWith("__react")))).toBe(false);

    const sent = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/registration");
    await page.getByRole("button", { name: "Continue to Program Selection" }).click();
    expect((await sent).method()).toBe("POST");
    release();

    // Step 3 came from the server, and works once the scripts have run.
    await expect(page.getByText("Step 3 of 4: Program Selection")).toBeVisible();
    const uuca = page.getByTestId("location-card").filter({ has: page.getByRole("heading", { name: "December 23 - UUCA" }) });
    await expect(uuca).toBeVisible();
    expect(page.url()).not.toMatch(/Peanuts|Grandpa|allergies/);
    await page.waitForFunction(() => {
      const card = document.querySelector("[data-testid=location-card]");
      return Boolean(card && Object.keys(card).some((key) => key.startsWith("__react")));
    });
    await uuca.getByRole("button", { name: "View options" }).click();
    await uuca.getByRole("button", { name: "Select This Session" }).click();
    await expect(page.getByRole("heading", { name: "Registration Submitted" })).toBeVisible();
    await expect(page.getByText(`${firstName} Nguyen`).first()).toBeVisible();
  });

  test("when the form's checker cannot be fetched, Continue still posts the form and the server checks it", async ({ page, context, baseURL }) => {
    await signInParent(context, baseURL!, `no-checker-${unique()}@example.com`, "Ines");
    // The camper schema's chunk fails to load (say, a new version was deployed meanwhile).
    await page.route(/\/assets\/camper-schema-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/registration");
    await waitForHydration(page);
    await fillCamperForm(page, `Eli${unique()}`);
    const sent = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === "/registration");
    await page.getByRole("button", { name: "Continue to Program Selection" }).click();
    expect((await sent).method()).toBe("POST");
    await expect(page.getByText("Step 3 of 4: Program Selection")).toBeVisible();
    await expect(page.getByRole("heading", { name: "December 23rd Camp Options" })).toBeVisible();
  });
});

test("a visitor who leaves a field of the camper form stays on it; Continue sends them to sign in, and their typing is kept", async ({ page }) => {
  await page.goto("/registration");
  await waitForHydration(page);
  await page.getByLabel("First Name *").fill("K");
  await page.getByLabel("Last Name *").focus();
  // The field is checked on leaving it, and the visitor stays on the form.
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Last Name *").fill("Lopez");
  await page.getByLabel("Date of Birth *").focus();
  await expect(page.getByText("Login Required", { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/registration$/);

  const firstName = `Pia${unique()}`;
  await page.getByLabel("First Name *").fill(firstName);
  await page.getByLabel("Allergies").fill("Shellfish");
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();
  await page.waitForURL(/\/sign-in\?redirect=%2Fregistration$/);
  await expect(page.getByText("Please log in to continue with registration", { exact: true })).toBeVisible();

  await signInOnPage(page, "parent@example.com", "sarraka-demo");
  await page.waitForURL(/\/registration\?step=2$/);
  await expect(page.getByText("Welcome back! We kept your camper's details.")).toBeVisible();
  await expect(page.getByLabel("First Name *")).toHaveValue(firstName);
  await expect(page.getByLabel("Last Name *")).toHaveValue("Lopez");
  // Medical details are never kept in the browser.
  await expect(page.getByLabel("Allergies")).toHaveValue("");
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page.getByRole("heading", { name: "Select a Camper" })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
});

test("a session that ends mid-wizard (logout in another tab): sign in again and pick up the camper's details, medical form excepted", async ({
  page,
  context,
}) => {
  test.slow();
  await page.goto("/sign-in?redirect=/registration");
  await signInOnPage(page, "parent@example.com", "sarraka-demo");
  await page.waitForURL(/\/registration$/);
  await page.getByRole("button", { name: "Add New Camper" }).click();
  const firstName = `Ren${unique()}`;
  await fillCamperForm(page, firstName);
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();
  await expect(page.getByText("Step 3 of 4: Program Selection")).toBeVisible();
  // The draft kept in this tab holds the camper's name, never the medical form or the pickup people.
  const draft = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  expect(draft).toContain(firstName);
  expect(draft).not.toMatch(/Tree nuts|Grandpa Lee/);

  const other = await context.newPage();
  await other.goto("/api/logout");
  await other.close();

  const uuca = page.getByTestId("location-card").filter({ has: page.getByRole("heading", { name: "December 23 - UUCA" }) });
  await uuca.getByRole("button", { name: "View options" }).click();
  await uuca.getByRole("button", { name: "Select This Session" }).click();
  // Back to the step the parent was on, not to the data request the page had made.
  await page.waitForURL(/\/sign-in\?redirect=%2Fregistration%3Fstep%3D3$/);
  await expect(page.getByText("Please sign in again", { exact: true })).toBeVisible();
  await expect(page.getByText("Your session has ended. Sign in to continue where you left off.", { exact: true })).toBeVisible();

  await signInOnPage(page, "parent@example.com", "sarraka-demo");
  await page.waitForURL(/\/registration\?step=2$/);
  await expect(page.getByText("Welcome back! We kept your camper's details.")).toBeVisible();
  await expect(page.getByLabel("First Name *")).toHaveValue(firstName);
  await expect(page.getByLabel("Primary Emergency Contact Name *")).toHaveValue("Robin Nguyen");
  await expect(page.getByLabel("Allergies")).toHaveValue("");
  await expect(page.getByLabel("Authorized Pickup Persons")).toHaveValue("");

  await page.getByLabel("Allergies").fill("Tree nuts");
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();
  await uuca.getByRole("button", { name: "View options" }).click();
  await uuca.getByRole("button", { name: "Select This Session" }).click();
  await expect(page.getByRole("heading", { name: "Registration Submitted" })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
});

test("a session that ended while the dashboard was open: Complete Payment leads to sign-in and back to checkout, never to a data address", async ({
  page,
  context,
  baseURL,
}) => {
  const email = `ended-${unique()}@example.com`;
  await signInParent(context, baseURL!, email, "Ines");
  const camper = await (
    await page.request.post("/api/campers", {
      data: {
        firstName: `Oli${unique()}`,
        lastName: "Okafor",
        dateOfBirth: "2019-05-04",
        grade: "1st",
        emergencyContactName: "Ines Okafor",
        emergencyContactPhone: "7035550199",
        emergencyContactRelationship: "parent",
        waiverAccepted: true,
        mediaReleaseAccepted: true,
        termsAccepted: true,
      },
    })
  ).json();
  const registration = await (await page.request.post("/api/registrations", { data: { camperId: camper.id, sessionId: 1 } })).json();
  await page.goto("/");
  const payment = page.getByTestId("recent-registration").getByRole("link", { name: "Complete Payment" });
  await expect(payment).toBeVisible();

  // Seven idle days later (or a logout elsewhere), the open dashboard has no session any more.
  await context.clearCookies();
  await payment.click();
  await page.waitForURL(new RegExp(`/sign-in\\?redirect=%2Fcheckout%3Fregistration%3D${registration.id}$`));
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Please sign in again", { exact: true })).toBeVisible();
  await expect(page.getByText("Not found")).toHaveCount(0);

  // Signed in again, the parent is back on the page they were going to.
  await signInParent(context, baseURL!, email, "Ines");
  await page.reload();
  await page.waitForURL(new RegExp(`/checkout\\?registration=${registration.id}$`));
  await expect(page.getByTestId("checkout-summary")).toContainText(camper.firstName);
});

test("every registration is one click from the dashboard, and deferred and failed payments can be paid", async ({ page, context, baseURL }) => {
  const email = `all-${unique()}@example.com`;
  await signInParent(context, baseURL!, email, "Dana");
  const family = `Fam${unique()}`;
  const user = `(SELECT id FROM users WHERE email = '${email}')`;
  const camperRow = (first: string) =>
    `INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship, waiver_accepted, media_release_accepted, terms_accepted) ` +
    `SELECT id, '${first}', '${family}', '2019-02-02', '1st', 'Dana ${family}', '7035550100', 'parent', 1, 1, 1 FROM users WHERE email = '${email}';`;
  const camperId = (first: string) => `(SELECT id FROM campers WHERE first_name = '${first}' AND last_name = '${family}')`;
  // Seven registrations, oldest first: Maya's failed payment is older than the five most recent.
  const rows: Array<[string, number, string, string | null]> = [
    ["Maya", 9, "pending", "failed"],
    ["Leo", 9, "confirmed", "paid"],
    ["Maya", 5, "pending", "deferred"],
    ["Leo", 5, "interested", null],
    ["Maya", 1, "confirmed", "paid"],
    ["Leo", 1, "pending", "pending"],
    ["Ana", 1, "confirmed", "paid"],
  ];
  runD1(
    camperRow("Maya") +
      camperRow("Leo") +
      camperRow("Ana") +
      rows
        .map(
          ([first, session, status, paymentStatus], i) =>
            `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, status, payment_status, created_at) VALUES (${camperId(first)}, ${session}, ${user}, 12000, '${status}', ${paymentStatus ? `'${paymentStatus}'` : "NULL"}, ${Date.now() - (rows.length - i) * 60_000});`,
        )
        .join(""),
  );

  await page.goto("/");
  await expect(page.getByTestId("recent-registration")).toHaveCount(5);
  // The deferred payment can be paid from the dashboard.
  const deferred = page.getByTestId("recent-registration").filter({ hasText: "Deferred" });
  await expect(deferred.getByRole("link", { name: "Complete Payment" })).toBeVisible();

  // '+1 more' on Maya's card leads to her registrations.
  const maya = page.getByTestId("camper-card").filter({ hasText: `Maya ${family}` });
  await maya.getByRole("link", { name: /^\+1 more/ }).click();
  await expect(page).toHaveURL(/\/account\/registrations#camper-\d+$/);
  const mayaSection = page.getByRole("region", { name: new RegExp(`Maya ${family}`) });
  await expect(mayaSection.getByTestId("registration-card")).toHaveCount(3);

  // All seven are on the page, and the old failed payment can be paid.
  await expect(page.getByRole("heading", { name: "Your Registrations" })).toBeVisible();
  await expect(page.getByTestId("registration-card")).toHaveCount(7);
  const failed = mayaSection.getByTestId("registration-card").filter({ hasText: "Failed" });
  await failed.getByRole("link", { name: "Complete Payment" }).click();
  await expect(page).toHaveURL(/\/checkout\?registration=\d+$/);
  await expect(page.getByRole("heading", { name: "Payment System Configuration Required" })).toBeVisible();

  // From the dashboard, the link to all of them.
  await page.goto("/");
  await page.getByRole("link", { name: "View all 7 registrations" }).click();
  await expect(page.getByTestId("registration-card")).toHaveCount(7);
});

test("the browser's Back and Forward move between the wizard's steps", async ({ page, context, baseURL }) => {
  await signInParent(context, baseURL!, `back-${unique()}@example.com`, "Bea");
  const firstName = `Tom${unique()}`;
  await addCamperThroughApi(page.request, { firstName, lastName: "Okafor", emergencyContactName: "Bea Okafor" });
  await page.goto("/");
  await page.getByRole("link", { name: "Register New Camper" }).click();
  const progress = page.getByRole("progressbar", { name: "Registration progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "25");
  await page.getByRole("button", { name: new RegExp(firstName) }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "50");
  await page.getByLabel("Special Instructions").fill("Sunscreen at noon");
  await page.getByRole("button", { name: "Continue to Program Selection" }).click();
  await expect(progress).toHaveAttribute("aria-valuenow", "75");

  await page.goBack();
  await expect(progress).toHaveAttribute("aria-valuenow", "50");
  await expect(page.getByLabel("Special Instructions")).toHaveValue("Sunscreen at noon");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Select a Camper" })).toBeVisible();
  await page.goForward();
  await expect(progress).toHaveAttribute("aria-valuenow", "50");
  await page.goForward();
  await expect(progress).toHaveAttribute("aria-valuenow", "75");
  await page.goBack();
  await page.goBack();
  await page.goBack();
  // Back from the first step leaves the wizard for the page before it.
  await expect(page.getByRole("heading", { name: "Welcome back, Bea!" })).toBeVisible();
});
