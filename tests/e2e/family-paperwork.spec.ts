// A family's paperwork after a summer of camp: two children, three weeks each in one cart paid by
// card, then one week cancelled and refunded. The receipts and the year statement name the right
// children, weeks, dates and amounts, equal to the payments table, and their PDFs, drawn as pages
// by pdftoppm, read well on paper. The office's Finance tab then counts the month's money as the
// payments table does, its month-close CSV carries the family's Stripe ids, and Stripe's balance
// agrees on them. Runs against the copy of the product with Stripe test keys.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { STRIPE_E2E_SECRET_KEY, STRIPE_E2E_STATE_DIR, STRIPE_E2E_WEBHOOK_SECRET, stripeBaseURL } from "../../playwright.config";
import { formatCampDay } from "../../app/lib/format";
import { pdfText, readPdf } from "../support/pdf-reader";
import { campToday } from "./support/camp-clock";
import { signInAsAdminAt } from "./support/admin";
import { queryD1 } from "./support/d1";
import { campMonth, csvRows, expectTotalsOf, paymentsOfMonth } from "./support/finance";
import { pdfLaidOutText, pdfPagesAsImages } from "./support/pdf-pages";
import { cardPaysAtStripe, deliverChargeSucceeded, deliverPaymentSucceeded } from "./support/stripe";
import { care, familyOf, hydrated, siblingDiscountOfTenPercent, week } from "./support/summer-cart";

const d1 = <T = Record<string, unknown>>(sql: string) => queryD1<T>(sql, STRIPE_E2E_STATE_DIR);
const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const dollars = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test.use({ baseURL: stripeBaseURL });
test.beforeAll(siblingDiscountOfTenPercent);

/** Downloads the PDF behind the page's "Download PDF" link, draws its pages and reads them back. */
async function pdfOnPaper(page: Page, name: string) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const file = (await (await download).path())!;
  const pages = pdfPagesAsImages(file, test.info().outputPath(name));
  // US Letter at 100 dpi, each page a real drawing (a blank page compresses to almost nothing).
  expect(pages.length).toBeGreaterThan(0);
  for (const drawn of pages) {
    expect([drawn.width, drawn.height]).toEqual([850, 1100]);
    expect((await readFile(drawn.file)).byteLength).toBeGreaterThan(20_000);
  }
  const laidOut = pdfLaidOutText(file);
  const tagged = pdfText(await readPdf(new Uint8Array(await readFile(file)))).replace(/\s*\n\s*/g, " ");
  return { laidOut, tagged };
}

test("a family pays three weeks for each of two children, cancels one week: receipts and the year statement say what was paid, on screen and on paper", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const lastName = `Paper${randomUUID().slice(0, 6)}`;
  const email = await familyOf(context, lastName);
  await page.goto("/registration");
  await page.getByRole("link", { name: "Pick summer weeks" }).click();
  await hydrated(page);
  for (const n of [1, 2, 3]) await week(page, "Maya", n).check();
  await care(page, "Maya", 1, "before care").check();
  await page.getByRole("button", { name: "Add Leo to this cart" }).click();
  for (const n of [1, 2, 3]) await week(page, "Leo", n).check();
  // Maya: 3 x $450 + $75 before care; Leo: 3 x ($450 less the 10% sibling discount).
  await expect(page.getByTestId("cart-total")).toContainText("$2640");
  await page.getByRole("button", { name: "Check out and pay $2640" }).click();
  await page.getByTestId("cart-outcome").getByRole("link", { name: "Pay $2640 now" }).click();
  await expect(page).toHaveURL(/\/checkout\/cart\?cart=cart_/);
  const cartId = new URL(page.url()).searchParams.get("cart")!;
  const [intent] = d1<{ id: string }>(`SELECT DISTINCT stripe_payment_intent_id AS id FROM registrations WHERE cart_id = ${quote(cartId)}`);

  // The card pays at Stripe, which then tells the camp which card it was and that it succeeded.
  await cardPaysAtStripe(STRIPE_E2E_SECRET_KEY, intent.id);
  expect((await deliverChargeSucceeded(page.request, STRIPE_E2E_WEBHOOK_SECRET, intent.id, { brand: "visa", last4: "4242" })).status()).toBe(200);
  expect((await deliverPaymentSucceeded(page.request, STRIPE_E2E_WEBHOOK_SECRET, { id: intent.id, amount: 264000, metadata: { cartId } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Payment received: 6 weeks confirmed" })).toBeVisible();

  // Leo's third week is cancelled from the family page: the camp's policy refunds it to the card.
  await page.goto("/account");
  const leoWeek3 = page
    .getByTestId("family-registration")
    .filter({ hasText: `Leo ${lastName}, Summer` })
    .filter({ hasText: "Week 3" });
  await leoWeek3.locator("summary", { hasText: "Details of" }).click();
  await leoWeek3.getByText("Cancel this registration").click();
  await expect(leoWeek3).toContainText("You will get $405 back on your card");
  await leoWeek3.getByRole("button", { name: /^Cancel the registration of Leo/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration cancelled. $405 is on its way back to your card." })).toBeVisible();

  const recorded = d1<{ kind: string; cents: number }>(
    `SELECT p.kind, sum(p.amount_cents) AS cents FROM payments p JOIN registrations r ON r.id = p.registration_id
       WHERE r.parent_id = (SELECT id FROM users WHERE email = ${quote(email)}) GROUP BY p.kind ORDER BY p.kind`,
  );
  expect(recorded).toEqual([
    { kind: "refund", cents: 40500 },
    { kind: "stripe", cents: 264000 },
  ]);

  // The cart's one card payment is shown once, its six weeks under it, with its one receipt: six
  // weeks of two children, each with its prices, and the card.
  const paidTogether = page.getByTestId("family-payment");
  await expect(paidTogether).toHaveCount(1);
  await expect(paidTogether.getByRole("heading")).toHaveText(/^Paid together on .+: 6 weeks, \$2640$/);
  await expect(paidTogether.getByTestId("family-registration")).toHaveCount(6);
  const cardReceipts = page.getByRole("link", { name: /^Receipt for the card payment of/ });
  await expect(cardReceipts).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("family-page-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath("family-page-1280.png"), fullPage: true });
  await paidTogether.getByRole("link", { name: /^Receipt for the card payment of/ }).click();
  await expect(page.getByRole("heading", { name: /^Receipt R-\d{6}$/, level: 1 })).toBeVisible();
  const lines = page.getByTestId("receipt-line");
  await expect(lines).toHaveCount(6);
  await expect(lines.filter({ hasText: `Leo ${lastName}:` })).toHaveCount(3);
  await expect(lines.filter({ hasText: `Maya ${lastName}:` }).first()).toContainText("Before care");
  await expect(lines.filter({ hasText: `Leo ${lastName}:` }).first()).toContainText("Sibling discount");
  await expect(page.getByTestId("receipt-total")).toContainText(`Paid: ${dollars(264000)}`);
  await expect(page.getByTestId("receipt-total")).toContainText(`Paid by Visa ending 4242 through Stripe (payment ${intent.id})`);
  await page.screenshot({ path: test.info().outputPath("receipt-1280.png"), fullPage: true });
  const receiptPdf = await pdfOnPaper(page, "receipt-pdf");
  expect(receiptPdf.tagged).toContain(`Paid: ${dollars(264000)}`);
  expect(receiptPdf.tagged).toContain("Paid by Visa ending 4242 through Stripe");
  expect(receiptPdf.laidOut).toMatch(new RegExp(`Leo ${lastName}: Summer \\d+ Week 3`));

  // The refund's own receipt: Leo's third week only.
  await page.goto("/account");
  await leoWeek3.locator("summary", { hasText: "Details of" }).click();
  await leoWeek3.getByRole("link", { name: /^Receipt for the refund of/ }).click();
  await expect(page.getByRole("heading", { name: /^Refund receipt R-\d{6}$/, level: 1 })).toBeVisible();
  await expect(page.getByTestId("receipt-line")).toHaveCount(1);
  await expect(page.getByTestId("receipt-line")).toContainText(`Leo ${lastName}: Summer`);
  await expect(page.getByTestId("receipt-total")).toContainText(`Refunded: ${dollars(40500)}`);
  await expect(page.getByTestId("receipt-total")).toContainText("Refunded to Visa ending 4242 through Stripe (refund re_");
  const refundPdf = await pdfOnPaper(page, "refund-receipt-pdf");
  expect(refundPdf.tagged).toContain(`Refunded: ${dollars(40500)}`);

  // The statement of the year the care is given: per child, paid less refunded with the dates paid,
  // and the year's total to the cent. Paid before that year, the money is marked prepaid.
  const [{ careYear }] = d1<{ careYear: string }>(
    `SELECT DISTINCT substr(s.start_date, 1, 4) AS careYear FROM registrations r JOIN camp_sessions s ON s.id = r.session_id WHERE r.cart_id = ${quote(cartId)}`,
  );
  const year = Number(careYear);
  const paidYear = Number(campToday().slice(0, 4));
  if (paidYear < year) {
    await page.goto(`/account/statements/${paidYear}`);
    await expect(page.getByTestId("statement-other-years")).toContainText(`Prepaid for care in ${year}: counted on the ${year} statement`);
    await expect(page.getByTestId("statement-total")).toContainText(`Also paid in ${paidYear} for care in a later year (prepaid): ${dollars(223500)}`);
  }
  await page.goto(`/account/statements/${year}`);
  await expect(page.getByRole("heading", { name: `${year} statement of child care payments (so far)`, level: 1 })).toBeVisible();
  await expect(page.getByTestId("statement-child")).toHaveCount(2);
  await expect(page.getByTestId("statement-child").filter({ hasText: `Leo ${lastName}` })).toContainText(`Leo ${lastName}: ${dollars(81000)}`);
  await expect(page.getByTestId("statement-child").filter({ hasText: `Maya ${lastName}` })).toContainText(`Maya ${lastName}: ${dollars(142500)}`);
  await expect(page.getByTestId("statement-care")).toHaveCount(6);
  await expect(page.getByTestId("statement-total")).toContainText(`Care in ${year}: ${dollars(223500)}`);
  await expect(page.getByTestId("statement-care").first()).toContainText(`Paid ${dollars(40500)} on ${formatCampDay(campToday())}`);
  for (const width of [390, 820, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // A phone reads each line of care as a card (no table to scroll sideways); wider screens have the table.
    await expect(page.getByTestId(width < 640 ? "statement-care-card" : "statement-care").first()).toBeVisible();
    await expect(page.getByTestId(width < 640 ? "statement-care" : "statement-care-card").first()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
    await page.screenshot({ path: test.info().outputPath(`statement-${width}.png`), fullPage: true });
  }
  const statementPdf = await pdfOnPaper(page, "statement-pdf");
  expect(statementPdf.tagged).toContain(`Leo ${lastName}: ${dollars(81000)}`);
  expect(statementPdf.tagged).toContain(`Maya ${lastName}: ${dollars(142500)}`);
  expect(statementPdf.tagged).toContain(`Care in ${year}: ${dollars(223500)}`);
  expect(statementPdf.laidOut).toContain("Tax id (EIN): 12-3456789");
  expect(statementPdf.tagged).toContain(`Care given in ${year}, with the date each amount was paid`);

  // The office's books for this month: the tab's totals are the payments table's, the month-close
  // CSV has the family's payment and refund by their Stripe ids, and Stripe's balance agrees on both.
  const [refund] = d1<{ reference: string }>(`SELECT reference FROM payments WHERE kind = 'refund' AND payment_intent_id = ${quote(intent.id)}`);
  await context.clearCookies();
  await signInAsAdminAt(page, "/admin/finance");
  const panel = page.getByRole("tabpanel", { name: "Finance" });
  const { month } = campMonth();
  await expectTotalsOf(panel, paymentsOfMonth(month, STRIPE_E2E_STATE_DIR));
  const download = page.waitForEvent("download");
  await panel.getByRole("link", { name: "Download month-close CSV" }).click();
  const csv = await csvRows(await download);
  expect(csv.length).toBe(paymentsOfMonth(month, STRIPE_E2E_STATE_DIR).length);
  const familyRows = csv.filter((row) => row["Stripe PaymentIntent"] === intent.id);
  expect(
    familyRows
      .filter((row) => row.Kind !== "refund")
      .map((row) => Number(row.Amount))
      .reduce((a, b) => a + b, 0),
  ).toBe(2640);
  expect(familyRows.filter((row) => row["Stripe refund"] === refund.reference).map((row) => row.Amount)).toEqual(["-405.00"]);
  const stripe = panel.getByRole("region", { name: "Stripe for this month" });
  await stripe.getByRole("button", { name: "Compare with Stripe" }).click();
  await expect(stripe.getByRole("table", { name: /^Both sides' totals/ })).toBeVisible();
  await expect(stripe.getByTestId("stripe-difference").filter({ hasText: intent.id })).toHaveCount(0);
  await expect(stripe.getByTestId("stripe-difference").filter({ hasText: refund.reference })).toHaveCount(0);
});
