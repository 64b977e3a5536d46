// The summer cart, as a parent lives it: two campers, five weeks each with care on some, one cart,
// one payment confirmed by Stripe's signed webhook, ten confirmed weeks and one receipt. Then a
// cart where a full week and FLC for a 4th grader do not go through, and the rest do (Pay Later),
// paid later from the family page with one "Pay for this cart";
// the cart on a phone; Back from checkout showing the held weeks, and Remove giving a seat back; a
// family with no camper yet adding one from the cart.
// Runs against the copy of the product that has Stripe test keys (playwright.config.ts).
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { STRIPE_E2E_STATE_DIR, STRIPE_E2E_WEBHOOK_SECRET, stripeBaseURL } from "../../playwright.config";
import { gradeLabel } from "./support/camp-clock";
import { queryD1 } from "./support/d1";
import { deliverPaymentSucceeded } from "./support/stripe";
import { care, familyOf, hydrated, siblingDiscountOfTenPercent, week } from "./support/summer-cart";

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

const d1 = <T = Record<string, unknown>>(sql: string) => queryD1<T>(sql, STRIPE_E2E_STATE_DIR);

test.use({ baseURL: stripeBaseURL });

test.beforeAll(siblingDiscountOfTenPercent);

test("one parent, two campers, five weeks each with care on some: one cart, one payment, ten confirmed weeks, one receipt", async ({ page, context }) => {
  const email = await familyOf(context, `Cart${randomUUID().slice(0, 6)}`);
  await page.goto("/registration");
  await page.getByRole("link", { name: "Pick summer weeks" }).click();
  await expect(page.getByRole("heading", { name: "Summer Camp Weeks" })).toBeVisible();
  await expect(page.getByText("Siblings: 10% off the week for the second and later child")).toBeVisible();

  for (const n of [1, 2, 3, 4, 5]) await week(page, "Maya", n).check();
  await care(page, "Maya", 1, "before care").check();
  await care(page, "Maya", 3, "after care").check();
  // The same week at the other site is greyed out: one camp per day.
  await expect(week(page, "Maya", 1, "FLC")).toBeDisabled();
  await page.getByRole("button", { name: "Add Leo to this cart" }).click();
  for (const n of [1, 2, 3, 4, 5]) await week(page, "Leo", n).check();
  await care(page, "Leo", 2, "before care").check();

  const cart = page.getByTestId("cart");
  await expect(cart.getByRole("heading", { name: "Your cart (10 weeks)" })).toBeVisible();
  await expect(cart.getByTestId("cart-line")).toHaveCount(10);
  await expect(cart.getByTestId("cart-line").filter({ hasText: "Maya: Summer 2027 Week 1" })).toContainText("before care $75");
  await expect(cart.getByTestId("cart-line").filter({ hasText: "Leo: Summer 2027 Week 2" })).toContainText("sibling discount \u2212$45");
  // Maya: 5 x $450 + $75 + $75; Leo: 5 x ($450 - $45) + $75.
  await expect(page.getByTestId("cart-total")).toContainText("$4500");
  // How the cart looks to a parent on a laptop and on a phone (kept with the run's results).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/summer-cart-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "test-results/summer-cart-390-top.png" });
  await cart.screenshot({ path: "test-results/summer-cart-390.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Check out and pay $4500" }).click();
  const outcome = page.getByTestId("cart-outcome");
  await expect(outcome.getByRole("heading", { name: "Registration Submitted" })).toBeVisible();
  await expect(outcome.locator('[data-outcome="seated"]')).toHaveCount(10);
  // Stripe's script cannot load (no network to Stripe, as behind a blocker).
  let stripeJsAsked = 0;
  await page.route("https://js.stripe.com/**", (route) => {
    stripeJsAsked++;
    return route.abort();
  });
  await outcome.getByRole("link", { name: "Pay $4500 now" }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\?cart=cart_/);
  await expect(page.getByRole("heading", { name: "10 weeks in this cart" })).toBeVisible();
  await expect(page.getByTestId("cart-checkout-summary")).toContainText("Due now$4500");
  // The payment form says it could not load, in words, and another try asks Stripe again.
  const panel = page.getByTestId("payment-panel");
  await expect(panel.getByRole("alert")).toContainText("The secure payment form could not load.");
  const asked = stripeJsAsked;
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect.poll(() => stripeJsAsked).toBeGreaterThan(asked);
  await expect(panel.getByRole("alert")).toContainText("The secure payment form could not load.");
  await page.unroute("https://js.stripe.com/**");

  const cartId = new URL(page.url()).searchParams.get("cart")!;
  const [intent] = d1<{ id: string; n: number }>(
    `SELECT stripe_payment_intent_id AS id, count(DISTINCT stripe_payment_intent_id) AS n FROM registrations WHERE cart_id = ${quote(cartId)}`,
  );
  expect(intent.n).toBe(1);
  expect((await deliverPaymentSucceeded(page.request, STRIPE_E2E_WEBHOOK_SECRET, { id: intent.id, amount: 450000, metadata: { cartId } })).status()).toBe(200);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment received: 10 weeks confirmed" })).toBeVisible();
  expect(
    d1<{ n: number }>(`SELECT count(*) AS n FROM registrations WHERE cart_id = ${quote(cartId)} AND status = 'confirmed' AND payment_status = 'paid'`)[0].n,
  ).toBe(10);
  const mails = d1<{ kind: string; text: string }>(`SELECT kind, text_body AS text FROM outbox WHERE to_address = ${quote(email)} ORDER BY id`);
  expect(mails.map((m) => m.kind)).toEqual(["cart-receipt"]);
  expect(mails[0].text).toContain("We received your payment of $4500 for 10 weeks of camp.");
  expect(mails[0].text.match(/, confirmed\./g)).toHaveLength(10);
});

test("a full week and FLC for a 4th grader do not go through; the rest of the cart does, with Pay Later", async ({ page, context }) => {
  const lastName = `Refused${randomUUID().slice(0, 6)}`;
  const email = await familyOf(context, lastName);
  // Week 6 at UUCA for K-2 is full: forty other campers hold its seats.
  d1(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 40)
     INSERT INTO campers (parent_id, first_name, last_name, date_of_birth, grade, emergency_contact_name, emergency_contact_phone, emergency_contact_relationship)
       SELECT 'user-admin', 'Seat' || i, ${quote(`Full${lastName}`)}, '2019-01-01', '1st', 'Office', '7035550100', 'parent' FROM n;` +
      `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, day_price_cents, status, payment_status)
       SELECT c.id, s.id, 'user-admin', 45000, 45000, 'confirmed', 'paid' FROM campers c, camp_sessions s
       WHERE c.last_name = ${quote(`Full${lastName}`)} AND s.name LIKE 'Summer % Week 6 UUCA K-2';`,
  );
  await page.goto("/registration/summer");
  await expect(week(page, "Maya", 6).locator("xpath=..")).toContainText("Full: waitlist");
  await week(page, "Maya", 6).check();
  await week(page, "Maya", 7).check();
  await page.getByRole("button", { name: "Add Leo to this cart" }).click();
  await week(page, "Leo", 7).check();
  // Faith Lutheran Church is never offered to a 4th grader; a cart made before the office corrected
  // his grade still holds it, and the server refuses that line.
  await expect(page.getByRole("checkbox", { name: /^Leo: .* FLC / })).toHaveCount(0);
  await page.getByLabel("Pay Later for every week (payment due by the due date)").check();
  await page.getByLabel("Why would you like to pay later?").fill("Paying after the tax refund");
  // Added last: the page writes its own cart into the field whenever it re-renders.
  const [flcWeek8] = d1<{ id: number }>("SELECT id FROM camp_sessions WHERE name LIKE 'Summer % Week 8 FLC K-2'");
  const [leo] = d1<{ id: number }>(`SELECT id FROM campers WHERE last_name = ${quote(lastName)} AND first_name = 'Leo'`);
  await page
    .getByTestId("cart")
    .locator('input[name="lines"]')
    .evaluate(
      (input: HTMLInputElement, line) => {
        input.value = JSON.stringify([...JSON.parse(input.value), line]);
      },
      { camperId: leo.id, sessionId: flcWeek8.id, beforeCare: false, afterCare: false },
    );

  await page.getByRole("button", { name: "Register and pay later" }).click();

  const outcome = page.getByTestId("cart-outcome");
  await expect(outcome.getByRole("alert")).toContainText("One week could not be booked; the rest of your cart went through.");
  await expect(outcome.locator('[data-outcome="refused"]')).toContainText("Faith Lutheran Church takes campers in the K-2 group only.");
  await expect(outcome.locator('[data-outcome="waitlisted"]')).toContainText(
    "Maya was added to the waitlist for Summer 2027 Week 6 UUCA K-2 and will be contacted. Nothing is charged",
  );
  await expect(outcome.locator('[data-outcome="seated"]')).toHaveCount(2);
  await expect(outcome).toContainText("Payment deferred for 2 weeks: $855 is due by May 15.");

  const rows = d1<{ status: string; payment: string | null }>(
    `SELECT r.status, r.payment_status AS payment FROM registrations r JOIN campers c ON c.id = r.camper_id WHERE c.last_name = ${quote(lastName)} ORDER BY r.id`,
  );
  expect(rows).toEqual([
    { status: "interested", payment: null },
    { status: "pending", payment: "deferred" },
    { status: "pending", payment: "deferred" },
  ]);
  const [mail] = d1<{ kind: string; text: string }>(`SELECT kind, text_body AS text FROM outbox WHERE to_address = ${quote(email)}`);
  expect(mail.kind).toBe("cart-confirmation");
  expect(mail.text).toContain("2 seats are held, and payment is due by");
  expect(mail.text).toContain("added to the waitlist, not charged.");

  // Back another day: the family page offers the cart's one payment for both weeks, not one each.
  await page.goto("/account");
  const unpaid = page.getByTestId("family-cart");
  await expect(unpaid.getByRole("heading", { name: "Summer cart: 2 weeks to pay, $855" })).toBeVisible();
  await expect(unpaid.getByTestId("family-registration")).toHaveCount(2);
  await expect(page.getByRole("link", { name: /^Complete Payment/ })).toHaveCount(0);
  await unpaid.getByRole("link", { name: /^Pay for this cart/ }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\?cart=cart_/);
  await expect(page.getByTestId("cart-checkout-summary")).toContainText("Due now$855");
});

test("on a phone two campers' weeks fit a short page, and the cart bar never sits over the cart", async ({ page, context }) => {
  await familyOf(context, `Phone${randomUUID().slice(0, 6)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/registration/summer");
  await hydrated(page);
  await page.getByRole("button", { name: "Add Leo to this cart" }).click();
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  // The two campers' week lists, top of Maya's to bottom of Leo's.
  const weekLists = page.locator('section[aria-labelledby^="camper-"]');
  const listsHeight = async () => {
    const [maya, leo] = [await weekLists.first().boundingBox(), await weekLists.last().boundingBox()];
    return leo!.y + leo!.height - maya!.y;
  };
  const empty = await height();
  for (const n of [1, 2, 3]) await week(page, "Maya", n).check();
  for (const n of [1, 2]) await week(page, "Leo", n).check();
  const picked = await height();
  const lists = await listsHeight();
  console.log(`Summer cart at 390 px, Maya and Leo shown: page ${empty} px with no week picked, ${picked} px with five; the week lists ${lists} px`);
  await page.screenshot({ path: "test-results/summer-cart-390-full.png", fullPage: true });
  // Twenty weeks for Maya (two sites) and ten for Leo, care included: under two phone screens.
  expect(lists).toBeLessThan(2 * 844);

  // The bar leads to the cart while it is out of sight, and is gone once the cart is in view.
  const bar = page.getByRole("link", { name: /^Cart: 5 weeks/ });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();
  const lastLine = page.getByTestId("cart-line").last();
  await lastLine.scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeHidden();
  // A week that sits under the bar when it takes the keyboard's focus is scrolled above the bar.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();
  const under = week(page, "Leo", 4);
  const [barTop, chipTop] = [(await bar.boundingBox())!.y, (await under.boundingBox())!.y];
  await page.evaluate((y) => window.scrollTo(0, y), chipTop - barTop - 4);
  await under.focus();
  // Either the week moved above the bar, or it moved so far up that the cart (and no bar) is in view.
  // The bar may leave the page while it is read: one look at it, and no box means no bar.
  const [barNow] = await bar.elementHandles();
  const [chip, barBox] = [await under.boundingBox(), barNow ? await barNow.boundingBox() : null];
  expect(barBox === null || chip!.y + chip!.height <= barBox.y).toBe(true);
});

test("Back from checkout shows the weeks already held as held, and Remove gives a seat back", async ({ page, context }) => {
  const lastName = `Back${randomUUID().slice(0, 6)}`;
  await familyOf(context, lastName);
  await page.goto("/registration/summer");
  await hydrated(page);
  await week(page, "Maya", 1).check();
  await week(page, "Maya", 2).check();
  await page.getByRole("button", { name: /^Check out and pay/ }).click();
  await page
    .getByTestId("cart-outcome")
    .getByRole("link", { name: /^Pay .* now$/ })
    .click();
  await expect(page).toHaveURL(/\/checkout\/cart\?cart=cart_/);
  await expect(page.getByRole("heading", { name: "2 weeks in this cart" })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/registration\/summer$/);
  const cart = page.getByTestId("cart");
  await expect(cart.getByRole("heading", { name: "Your cart (2 weeks)" })).toBeVisible();
  await expect(cart.getByTestId("cart-held").getByTestId("cart-line")).toHaveCount(2);
  await expect(page.locator('[data-testid="cart-week"][data-state="held"]')).toHaveCount(2);
  // Held weeks are not offered again as free weeks.
  await expect(week(page, "Maya", 1)).toHaveCount(0);
  await expect(cart.getByRole("link", { name: "Pay $900 for 2 held weeks" })).toBeVisible();
  await page.screenshot({ path: "test-results/summer-cart-1280-held.png" });

  await cart.getByRole("button", { name: "Remove Maya, Week 1 at UUCA from the cart" }).click();
  await expect(cart.getByTestId("cart-held").getByTestId("cart-line")).toHaveCount(1);
  await expect(week(page, "Maya", 1)).toBeEnabled();
  await expect(cart.getByRole("link", { name: "Pay $450 for 1 held week" })).toBeVisible();
  const rows = d1<{ week: string; status: string }>(
    `SELECT s.name AS week, r.status FROM registrations r JOIN campers c ON c.id = r.camper_id JOIN camp_sessions s ON s.id = r.session_id
     WHERE c.last_name = ${quote(lastName)} ORDER BY s.start_date`,
  );
  expect(rows.map((r) => [r.week.replace(/^Summer \d+ /, ""), r.status])).toEqual([
    ["Week 1 UUCA K-2", "cancelled"],
    ["Week 2 UUCA K-2", "pending"],
  ]);
});

test("a family with no camper yet adds one from the cart and picks weeks for them", async ({ page, context }) => {
  await familyOf(context, `First${randomUUID().slice(0, 6)}`, []);
  await page.goto("/registration/summer");
  await expect(page.getByText("Add your camper first")).toBeVisible();
  await page.getByRole("link", { name: "Add a camper" }).click();
  await expect(page.getByRole("heading", { name: "Add a camper" })).toBeVisible();
  await page.getByLabel("First Name *").fill("Juno");
  await page.getByLabel("Last Name *").fill("Park");
  await page.getByLabel("Date of Birth *").fill("2019-03-01");
  await page.getByLabel(gradeLabel()).selectOption("kindergarten");
  await page.getByLabel("Allergies").fill("Peanuts");
  await page.getByLabel("Primary Emergency Contact Name *").fill("Sam Park");
  await page.getByLabel("Primary Emergency Contact Phone *").fill("7035550199");
  await page.getByLabel("Relationship *", { exact: true }).selectOption("parent");
  await page.getByRole("button", { name: "Save camper" }).click();
  // The one schema's words, before anything is saved.
  await expect(page.getByRole("alert")).toContainText("You must accept the waiver to proceed");
  await page.getByLabel(/^I accept the liability waiver/).check();
  await page.getByLabel(/^I accept the media release/).check();
  await page.getByLabel(/^I accept the camp's terms/).check();
  await page.getByRole("button", { name: "Save camper" }).click();

  await expect(page).toHaveURL(/\/registration\/summer\?camper=\d+$/);
  await expect(page.getByRole("heading", { name: /^Juno Park/ })).toBeVisible();
  await week(page, "Juno", 1).check();
  await expect(page.getByTestId("cart").getByTestId("cart-line")).toHaveCount(1);
  await page.screenshot({ path: "test-results/summer-cart-1280-new-camper.png" });
});

test("before the page's scripts run, the weeks say they are not ready and cannot be ticked; then a tick goes into the cart", async ({ page, context }) => {
  await familyOf(context, `Early${randomUUID().slice(0, 6)}`);
  // A slow phone: the week list is on screen long before its scripts have arrived.
  let release!: () => void;
  const scriptsArrive = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsArrive;
    await route.continue();
  });
  await page.goto("/registration/summer", { waitUntil: "commit" });
  await expect(page.getByRole("status").filter({ hasText: "Getting the weeks ready to pick…" })).toBeVisible();
  await expect(week(page, "Maya", 1)).toBeDisabled();
  // A tap now changes nothing on screen, so nothing can vanish later without a word.
  await week(page, "Maya", 1).click({ force: true });
  await expect(week(page, "Maya", 1)).not.toBeChecked();

  release();
  await expect(page.getByTestId("weeks-not-ready")).toHaveCount(0);
  await week(page, "Maya", 1).check();
  await expect(page.getByTestId("cart").getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart").getByTestId("cart-line")).toContainText("Maya: Summer 2027 Week 1");
});
