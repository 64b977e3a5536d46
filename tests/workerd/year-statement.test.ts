// A family's year statement is the payments recorded per line, to the cent: two siblings' summer
// weeks paid in one cart by card (the fake Stripe and its signed webhook), part refunded at Stripe,
// and an offline payment. Another family's money never shows.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { campTimeToInstant, campToday } from "../../app/lib/camp-dates";
import { familyStatementDocument, familyStatementYears, familyYearStatement } from "../../app/server/family/year-statement.server";
import { createCamper, createCampSession, createPayment, createProgram, createRegistration, createUser, sessionCookieFor } from "../support/factories";
import { statementSections } from "../../app/lib/family/statement-text";
import { formatMoney } from "../../app/lib/format";
import { pdfText, readPdf } from "../support/pdf-reader";
import { chargeRefunded, chargeSucceeded, deliverStripeEvent, intentOf, paymentSucceeded, stripeApi } from "../support/stripe-events";

const year = Number(campToday().slice(0, 4));

async function checkout(cookie: string, lines: Array<{ camperId: number; sessionId: number; afterCare?: boolean }>) {
  const response = await SELF.fetch("http://localhost/api/cart/checkout", {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ lines }),
  });
  expect(response.status).toBe(201);
  return response.json<{ cartId: string; chargeCents: number; payment: { clientSecret: string }; lines: Array<{ registrationId: number; outcome: string }> }>();
}

test("two siblings' weeks, a partial refund and an offline payment: per child and week, paid less refunded, equal to the payments table", async () => {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const maya = await createCamper({ parentId: parent.id, firstName: "Maya", lastName: "Rivera", grade: "1st" });
  const leo = await createCamper({ parentId: parent.id, firstName: "Leo", lastName: "Rivera", grade: "2nd" });
  const program = await createProgram({ name: "Summer", pricePerWeekCents: 12000, careAddOnCents: 1500 });
  const day = (n: number) => `${year + 70}-07-${String(n).padStart(2, "0")}`;
  const week = (n: number) =>
    createCampSession({
      programId: program.id,
      name: `Summer ${year + 70} Week ${n}`,
      startDate: day(7 * n - 6),
      endDate: day(7 * n - 2),
      season: `summer-${year + 70}`,
    });
  const [w1, w2] = [await week(1), await week(2)];
  const cart = await checkout(cookie, [
    { camperId: maya.id, sessionId: w1.id, afterCare: true },
    { camperId: maya.id, sessionId: w2.id },
    { camperId: leo.id, sessionId: w1.id },
  ]);
  expect(cart.lines.map((l) => l.outcome)).toEqual(["seated", "seated", "seated"]);
  const pi = intentOf(cart.payment.clientSecret);
  await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
  expect((await deliverStripeEvent(paymentSucceeded(0, cart.chargeCents, pi, { cartId: cart.cartId }))).status).toBe(200);
  // A $50 refund at Stripe's Dashboard, given to the cart's weeks from the last one back.
  expect((await stripeApi("/v1/refunds", { payment_intent: pi, amount: "5000" })).status).toBe(200);
  expect((await deliverStripeEvent(chargeRefunded(pi, 5000))).status).toBe(200);
  // Another family, and a week this family paid at the office in cash.
  const other = await createUser({ passwordHash: "not-used" });
  const otherCamper = await createCamper({ parentId: other.id, firstName: "Ava", lastName: "Chen" });
  const otherLine = await createRegistration({ camperId: otherCamper.id, sessionId: w1.id, parentId: other.id, status: "confirmed", paymentStatus: "paid" });
  await createPayment({ registrationId: otherLine.id, amountCents: 12000 });
  const w3 = await week(3);
  const cash = await createRegistration({ camperId: leo.id, sessionId: w3.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  await createPayment({ registrationId: cash.id, amountCents: 12000, kind: "offline", reference: "Cash at the office" });

  // The care is given in the far summer: that year's statement holds it, with each date paid.
  const careYear = year + 70;
  const statement = await familyYearStatement(env, parent.id, careYear);
  const recorded = await env.DB.prepare(
    `SELECT p.registration_id AS id, sum(CASE WHEN p.kind = 'refund' THEN 0 ELSE p.amount_cents END) AS paid,
            sum(CASE WHEN p.kind = 'refund' THEN p.amount_cents ELSE 0 END) AS refunded
       FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE r.parent_id = ? GROUP BY p.registration_id`,
  )
    .bind(parent.id)
    .all<{ id: number; paid: number; refunded: number }>();
  const lines = statement.children.flatMap((c) => c.care.map((w) => ({ id: w.registrationId, paid: w.paidCents, refunded: w.refundedCents })));
  expect(lines.sort((a, b) => a.id - b.id)).toEqual(recorded.results.sort((a, b) => a.id - b.id));
  // Per child: Leo's two weeks (one by card, one in cash) with the $50 refunded from the cart's
  // last line (his week 1), Maya's two weeks (week 1 with after care).
  expect(statement.children.map((c) => [c.camperName, c.care.map((w) => [w.sessionName, w.paidCents, w.refundedCents])])).toEqual([
    [
      "Leo Rivera",
      [
        [`Summer ${year + 70} Week 1`, 12000, 5000],
        [`Summer ${year + 70} Week 3`, 12000, 0],
      ],
    ],
    [
      "Maya Rivera",
      [
        [`Summer ${year + 70} Week 1`, 13500, 0],
        [`Summer ${year + 70} Week 2`, 12000, 0],
      ],
    ],
  ]);
  expect(statement.children.map((c) => c.netCents)).toEqual([19000, 25500]);
  expect(statement.netCents).toBe(cart.chargeCents - 5000 + 12000);
  expect(statement.children.flatMap((c) => c.care).every((w) => w.startDate && w.endDate)).toBe(true);
  // This year's statement lists it all as prepaid for the care year; each year is "so far" until it is over.
  const paidYear = await familyYearStatement(env, parent.id, year);
  expect([paidYear.children, paidYear.prepaidCents]).toEqual([[], statement.netCents]);
  expect(await familyStatementYears(env, parent.id)).toEqual([
    { year: careYear, final: false },
    { year, final: false },
  ]);
  expect(await familyStatementYears(env, parent.id, new Date(campTimeToInstant(`${year + 1}-01-01`)))).toEqual([
    { year: careYear, final: false },
    { year, final: true },
  ]);

  // The page and the PDF a parent downloads say the same: the provider from Settings with its tax
  // id, each child's weeks with their dates, and the amounts to the cent.
  await env.DB.prepare(
    "UPDATE camp_settings SET legal_name = 'Camp Sarraka, Inc.', postal_address = '4444 Arlington Blvd, Arlington, VA 22204', tax_id = '12-3456789'",
  ).run();
  try {
    const page = await SELF.fetch(`http://localhost/account/statements/${careYear}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = (await page.text()).replace(/<!-- -->/g, "");
    expect(html).toContain(`${careYear} statement of child care payments (so far)`);
    expect(html).toContain("Tax id (EIN): 12-3456789");
    expect(html).toContain("Leo Rivera: $190.00");
    expect(html).toContain("Maya Rivera: $255.00");
    expect(html).toMatch(
      new RegExp(
        `Summer ${year + 70} Week 1, UUCA</td><td[^>]*>Jul 1, ${year + 70} to Jul 5, ${year + 70}</td><td[^>]*><span[^>]*>Paid \\$120.00 on [^<]+ \\(prepaid for ${careYear}\\)</span><span[^>]*>Refunded \\$50.00 on [^<]+</span></td><td[^>]*>\\$120.00</td><td[^>]*>\\$50.00</td><td[^>]*>\\$70.00<`,
      ),
    );

    const pdf = await SELF.fetch(`http://localhost/account/statements/${careYear}/pdf`, { headers: { Cookie: cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    // Lines as a reader copies them, joined where the page wrapped them.
    const text = pdfText(await readPdf(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s*\n\s*/g, " ");
    expect(text).toContain("Care provider Camp Sarraka, Inc. 4444 Arlington Blvd, Arlington, VA 22204 Tax id (EIN): 12-3456789");
    expect(text).toContain("Leo Rivera: $190.00");
    expect(text).toMatch(
      new RegExp(
        `Summer ${careYear} Week 1, UUCA, Jul 1, ${careYear} to Jul 5, ${careYear}: Paid \\$120\\.00 on \\w+ \\d+, ${year} \\(prepaid for ${careYear}\\); Refunded \\$50\\.00 on \\w+ \\d+, ${year}; net \\$70\\.00`,
      ),
    );
    expect(text).toContain(`Care in ${careYear}: $${(statement.netCents / 100).toFixed(2)}`);

    // Another family's statement, a year with nothing paid, and no session: not found or sent to sign in.
    const otherCookie = await sessionCookieFor(other.id);
    const theirs = await (await SELF.fetch(`http://localhost/account/statements/${careYear}`, { headers: { Cookie: otherCookie } })).text();
    expect(theirs).not.toContain("Rivera");
    expect((await SELF.fetch(`http://localhost/account/statements/${year - 5}/pdf`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await SELF.fetch(`http://localhost/account/statements/nonsense`, { headers: { Cookie: cookie } })).status).toBe(404);
    expect((await SELF.fetch(`http://localhost/account/statements/${year}/pdf`, { redirect: "manual" })).status).toBe(302);

    // A receipt per payment and refund, each equal to its rows: the card payment (one PaymentIntent
    // for three weeks of two children), the $50 refund, the week paid in cash.
    const rowsOf = (kind: string) =>
      env.DB.prepare(
        `SELECT p.id, p.amount_cents AS cents, p.reference FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE r.parent_id = ?1 AND p.kind = ?2 ORDER BY p.id`,
      )
        .bind(parent.id, kind)
        .all<{ id: number; cents: number; reference: string }>()
        .then((r) => r.results);
    const receipt = async (id: number) => {
      const response = await SELF.fetch(`http://localhost/account/receipts/${id}`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      return (await response.text()).replace(/<!-- -->/g, "");
    };
    const card = await rowsOf("stripe");
    const cardReceipt = await receipt(card[1].id);
    expect(cardReceipt).toContain(`Receipt R-${String(card[0].id).padStart(6, "0")}`);
    expect(cardReceipt).toContain(`Paid: ${formatMoney(card.reduce((n, r) => n + r.cents, 0))}`);
    expect(cardReceipt).toContain(`Paid by card through Stripe (payment ${pi})`);
    expect(cardReceipt.match(/data-testid="receipt-line"/g)).toHaveLength(3);
    expect(cardReceipt).toContain("After care</dt><dd");
    expect(cardReceipt).not.toContain("Summer " + (year + 70) + " Week 3");
    const refund = await rowsOf("refund");
    const refundReceipt = await receipt(refund[0].id);
    expect(refundReceipt).toContain("Refund receipt");
    expect(refundReceipt).toContain(`Refunded: $50.00`);
    expect(refundReceipt).toContain(`Refunded to the card through Stripe (refund ${refund[0].reference})`);
    const cashReceipt = await receipt((await rowsOf("offline"))[0].id);
    expect(cashReceipt).toContain("Paid at the camp office: Cash at the office");
    expect(cashReceipt).toContain("Leo Rivera: Summer " + (year + 70) + " Week 3");
    const cardPdf = await SELF.fetch(`http://localhost/account/receipts/${card[0].id}/pdf`, { headers: { Cookie: cookie } });
    const cardText = pdfText(await readPdf(new Uint8Array(await cardPdf.arrayBuffer()))).replace(/\s*\n\s*/g, " ");
    expect(cardText).toContain("From Camp Sarraka, Inc. 4444 Arlington Blvd, Arlington, VA 22204 Tax id (EIN): 12-3456789");
    expect(cardText).toContain(`Paid: ${formatMoney(cart.chargeCents)}`);
    // Another family's payment, or no such payment: not found.
    expect((await SELF.fetch(`http://localhost/account/receipts/${card[0].id}`, { headers: { Cookie: otherCookie } })).status).toBe(404);
    expect((await SELF.fetch(`http://localhost/account/receipts/abc/pdf`, { headers: { Cookie: cookie } })).status).toBe(404);
  } finally {
    await env.DB.prepare("UPDATE camp_settings SET legal_name = '', postal_address = '', tax_id = ''").run();
  }
}, 60_000);

test("the card that paid and the sibling discount are on the receipts; the statement nets the refund of one child's week", async () => {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const maya = await createCamper({ parentId: parent.id, firstName: "Maya", lastName: "Okafor", grade: "1st" });
  const leo = await createCamper({ parentId: parent.id, firstName: "Leo", lastName: "Okafor", grade: "2nd" });
  const program = await createProgram({ name: "Summer", pricePerWeekCents: 20000, careAddOnCents: 2500 });
  const session = await createCampSession({
    programId: program.id,
    name: `Summer ${year + 71} Week 1`,
    startDate: `${year + 71}-07-05`,
    endDate: `${year + 71}-07-09`,
  });
  await env.DB.prepare("UPDATE camp_settings SET sibling_discount_percent = 10").run();
  try {
    const cart = await checkout(cookie, [
      { camperId: maya.id, sessionId: session.id, afterCare: true },
      { camperId: leo.id, sessionId: session.id },
    ]);
    const pi = intentOf(cart.payment.clientSecret);
    const { results: lines } = await env.DB.prepare(
      "SELECT id, camper_id AS camperId, total_amount_cents AS total, discount_cents AS discount FROM registrations WHERE cart_id = ?",
    )
      .bind(cart.cartId)
      .all<{ id: number; camperId: number; total: number; discount: number }>();
    const discounted = lines.find((l) => l.discount > 0)!;
    expect(discounted.discount).toBe(2000);
    // Stripe names the card before it says the payment succeeded, and says it twice.
    expect((await deliverStripeEvent(chargeSucceeded(pi, { brand: "visa", last4: "4242" }))).status).toBe(200);
    expect((await deliverStripeEvent(chargeSucceeded(pi, { brand: "visa", last4: "4242" }))).status).toBe(200);
    await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
    expect((await deliverStripeEvent(paymentSucceeded(0, cart.chargeCents, pi, { cartId: cart.cartId }))).status).toBe(200);
    // The discounted child's whole week is refunded at Stripe.
    expect((await stripeApi("/v1/refunds", { payment_intent: pi, amount: String(discounted.total) })).status).toBe(200);
    expect((await deliverStripeEvent(chargeRefunded(pi, discounted.total))).status).toBe(200);

    const rows = await env.DB.prepare(
      "SELECT p.id, p.kind FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE r.parent_id = ? ORDER BY p.id",
    )
      .bind(parent.id)
      .all<{ id: number; kind: string }>();
    const receipt = async (kind: string) => {
      const response = await SELF.fetch(`http://localhost/account/receipts/${rows.results.find((r) => r.kind === kind)!.id}`, { headers: { Cookie: cookie } });
      return (await response.text()).replace(/<!-- -->/g, "");
    };
    const paid = await receipt("stripe");
    expect(paid).toContain(`Paid by Visa ending 4242 through Stripe (payment ${pi})`);
    expect(paid).toContain(`Paid: ${formatMoney(cart.chargeCents)}`);
    // A discount reads with a minus sign (U+2212) before the dollar, as every figure of the camp does.
    const priceLine = (label: string, amount: string) => new RegExp(`${label}</dt><dd[^>]*>${amount.replace("$", "\\$")}<`);
    expect(paid).toMatch(priceLine("Sibling discount", "−$20.00"));
    expect(paid).toMatch(priceLine("After care", "$25.00"));
    const refunded = await receipt("refund");
    expect(refunded).toContain("Refunded to Visa ending 4242 through Stripe (refund re_");
    expect(refunded).toContain(`Refunded: ${formatMoney(discounted.total)}`);

    // The statement: the refunded child nets nothing, the other child's week with its after care.
    const statement = await familyYearStatement(env, parent.id, year + 71);
    const kept = lines.find((l) => l !== discounted)!;
    expect(statement.netCents).toBe(kept.total);
    expect(statement.children.map((c) => c.netCents).sort((a, b) => a - b)).toEqual([0, kept.total]);
    expect(kept.total).toBe(22500);
  } finally {
    await env.DB.prepare("UPDATE camp_settings SET sibling_discount_percent = 0").run();
  }
});

test("a receipt names a summer week as a week and shows its stored price lines: the week's price, the early-bird discount, the add-on, by name", async () => {
  const parent = await createUser({ passwordHash: "not-used" });
  const cookie = await sessionCookieFor(parent.id);
  const camper = await createCamper({ parentId: parent.id, firstName: "Iris", lastName: "Earlybird", grade: "1st" });
  const program = await createProgram({ name: "Summer", pricePerWeekCents: 28750, careAddOnCents: 1500 });
  const week3 = await createCampSession({
    programId: program.id,
    name: `Summer ${year + 72} Week 3`,
    startDate: `${year + 72}-07-19`,
    endDate: `${year + 72}-07-23`,
    season: `summer-${year + 72}`,
  });
  await env.DB.prepare("UPDATE camp_settings SET early_bird_percent = 5, early_bird_until = '2999-12-31'").run();
  try {
    const cart = await checkout(cookie, [{ camperId: camper.id, sessionId: week3.id, afterCare: true }]);
    // $287.50 less 5% ($14.38) is $273.12, and $15 of after care.
    expect(cart.chargeCents).toBe(27312 + 1500);
    const line = await env.DB.prepare("SELECT day_price_cents AS day, early_bird_cents AS early FROM registrations WHERE cart_id = ?")
      .bind(cart.cartId)
      .first<{ day: number; early: number }>();
    expect(line).toEqual({ day: 27312, early: 1438 });
    const pi = intentOf(cart.payment.clientSecret);
    await stripeApi(`/v1/payment_intents/${pi}/confirm`, {});
    expect((await deliverStripeEvent(paymentSucceeded(0, cart.chargeCents, pi, { cartId: cart.cartId }))).status).toBe(200);
    const paid = await env.DB.prepare("SELECT p.id FROM payments p JOIN registrations r ON r.id = p.registration_id WHERE r.cart_id = ?")
      .bind(cart.cartId)
      .first<{ id: number }>();
    const html = (await (await SELF.fetch(`http://localhost/account/receipts/${paid!.id}`, { headers: { Cookie: cookie } })).text()).replace(/<!-- -->/g, "");
    const priceLine = (label: string, amount: string) => new RegExp(`<dt>${label}</dt><dd[^>]*>${amount.replace("$", "\\$")}<`);
    expect(html).toContain(`Iris Earlybird: Summer ${year + 72} Week 3`);
    expect(html).toMatch(priceLine("Week", "$287.50"));
    expect(html).toMatch(priceLine("Early-bird discount", "−$14.38"));
    expect(html).toMatch(priceLine("After care", "$15.00"));
    expect(html).not.toContain("Camp day");
    expect(html).toContain('Line total</dt><dd class="text-right font-bold tabular-nums">$288.12<');
    const pdf = await SELF.fetch(`http://localhost/account/receipts/${paid!.id}/pdf`, { headers: { Cookie: cookie } });
    const text = pdfText(await readPdf(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s*\n\s*/g, " ");
    expect(text).toContain("Week: $287.50 • After care: $15.00 • Early-bird discount: −$14.38 • Line total: $288.12");
  } finally {
    await env.DB.prepare("UPDATE camp_settings SET early_bird_percent = 0, early_bird_until = NULL").run();
  }
});

test("paid on November 20, 2026 for a 2027 summer week: the 2026 statement lists it as prepaid for 2027, and the 2027 statement lists the care with its date paid", async () => {
  const parent = await createUser({ passwordHash: "not-used", firstName: "Ana", lastName: "Prepaid" });
  const cookie = await sessionCookieFor(parent.id);
  const payer = { id: parent.id, email: parent.email, name: "Ana Prepaid" };
  const camper = await createCamper({ parentId: parent.id, firstName: "Noor", lastName: "Prepaid" });
  const program = await createProgram({ name: "Summer", pricePerWeekCents: 28750 });
  const week3 = await createCampSession({
    programId: program.id,
    name: "Summer 2027 Week 3",
    startDate: "2027-07-19",
    endDate: "2027-07-23",
    season: "summer-2027",
  });
  const line = await createRegistration({ camperId: camper.id, sessionId: week3.id, parentId: parent.id, status: "confirmed", paymentStatus: "paid" });
  await createPayment({ registrationId: line.id, amountCents: 28750, reference: "pi_prepaid_2027", createdAt: campTimeToInstant("2026-11-20", "10:00") });
  const now = new Date(campTimeToInstant("2026-11-29", "12:00"));

  // A statement for the year paid and the year of care.
  expect(await familyStatementYears(env, parent.id, now)).toEqual([
    { year: 2027, final: false },
    { year: 2026, final: false },
  ]);
  const paidIn2026 = (await familyStatementDocument(env, payer, 2026, now))!;
  expect(paidIn2026.statement.children).toEqual([]);
  expect(paidIn2026.statement.netCents).toBe(0);
  expect(paidIn2026.statement.prepaidCents).toBe(28750);
  expect(paidIn2026.statement.otherYears[0].care.map((c) => [c.sessionName, c.careYear, c.money])).toEqual([
    ["Summer 2027 Week 3", 2027, [{ kind: "paid", cents: 28750, on: "2026-11-20", prepaid: true }]],
  ]);
  const words2026 = statementSections(paidIn2026.statement, paidIn2026)
    .map((section) => `${section.heading}\n${section.body}`)
    .join("\n");
  expect(words2026).toContain("Paid in 2026 for care in another year");
  expect(words2026).toContain(
    "Summer 2027 Week 3, UUCA, Jul 19, 2027 to Jul 23, 2027 (Prepaid for care in 2027: counted on the 2027 statement): Paid $287.50 on Nov 20, 2026 (prepaid for 2027)",
  );
  expect(words2026).toContain("Care in 2026: $0.00");
  expect(words2026).toContain("Also paid in 2026 for care in a later year (prepaid): $287.50");

  const careIn2027 = (await familyStatementDocument(env, payer, 2027, now))!;
  expect(careIn2027.final).toBe(false);
  expect(careIn2027.statement.children[0].care.map((c) => [c.sessionName, c.startDate, c.endDate, c.money, c.netCents])).toEqual([
    ["Summer 2027 Week 3", "2027-07-19", "2027-07-23", [{ kind: "paid", cents: 28750, on: "2026-11-20", prepaid: true }], 28750],
  ]);
  expect([careIn2027.statement.netCents, careIn2027.statement.paidEarlierCents, careIn2027.statement.otherYears]).toEqual([28750, 28750, []]);

  // The pages a parent opens say the same.
  const page = async (path: string) => {
    const response = await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie } });
    return { status: response.status, html: (await response.text()).replace(/<!-- -->/g, "") };
  };
  const page2026 = await page("/account/statements/2026");
  expect(page2026.status).toBe(200);
  expect(page2026.html).toContain("Paid in 2026 for care in another year");
  expect(page2026.html).toContain("Prepaid for care in 2027: counted on the 2027 statement");
  expect(page2026.html).toContain("Paid $287.50 on Nov 20, 2026 (prepaid for 2027)");
  const page2027 = await page("/account/statements/2027");
  expect(page2027.status).toBe(200);
  expect(page2027.html).toContain("Noor Prepaid: $287.50");
  expect(page2027.html).toMatch(
    /Summer 2027 Week 3, UUCA<\/td><td[^>]*>Jul 19, 2027 to Jul 23, 2027<\/td><td[^>]*><span[^>]*>Paid \$287.50 on Nov 20, 2026 \(prepaid for 2027\)</,
  );
  expect(page2027.html).toContain("Of it, $287.50 was prepaid before 2027.");

  // A year with nothing on it says so, and leads to the years that have a statement and the family page.
  const empty = await page("/account/statements/2031");
  expect(empty.status).toBe(404);
  expect(empty.html).toContain("No statement for 2031");
  expect(empty.html).toContain('href="/account/statements/2027"');
  expect(empty.html).toContain('href="/account/statements/2026"');
  expect(empty.html).toContain('href="/account"');
  expect(empty.html).not.toContain("Page not found");
});

test("charge.succeeded: only an intent the camp asked for keeps its card, and a card that is not four digits is refused", async () => {
  const before = await env.DB.prepare("SELECT count(*) AS n FROM payment_intents WHERE card_brand IS NOT NULL").first<{ n: number }>();
  const unknown = await deliverStripeEvent(chargeSucceeded("pi_not_the_camps", { brand: "visa", last4: "4242" }));
  expect(unknown.status).toBe(200);
  expect(await unknown.text()).toContain("not a payment this camp asked for");
  expect((await deliverStripeEvent(chargeSucceeded("pi_not_the_camps", { brand: "visa", last4: "42<b>" }))).status).toBe(400);
  const after = await env.DB.prepare("SELECT count(*) AS n FROM payment_intents WHERE card_brand IS NOT NULL").first<{ n: number }>();
  expect(after).toEqual(before);
});
