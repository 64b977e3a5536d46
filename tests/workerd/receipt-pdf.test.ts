// A receipt long enough to fill pages: each line of care (its heading, its place and dates, its
// price lines and what this payment was for it) stays on one page, as a reader of the paper expects.
import { expect, test } from "vitest";
import { receiptSections, type Receipt } from "../../app/lib/family/receipt-text";
import { campDocumentPdf } from "../../app/server/pdf/camp-document";
import { readPdf } from "../support/pdf-reader";

test("a receipt of twelve summer weeks breaks pages between lines of care, never inside one", async () => {
  const lines = Array.from({ length: 12 }, (_, n) => ({
    registrationId: n + 1,
    camperName: n % 2 ? "Leo Rivera" : "Maya Rivera",
    sessionName: `Summer 2027 Week ${n + 1}`,
    location: "UUCA",
    startDate: "2027-07-05",
    endDate: "2027-07-09",
    priceLines: [
      { label: "Week", cents: 28750 },
      { label: "Before care", cents: 1500 },
      { label: "After care", cents: 1500 },
      { label: "Early-bird discount", cents: -1438 },
      { label: "Sibling discount", cents: -2731 },
    ],
    lineTotalCents: 27581,
    amountCents: 27581,
  }));
  const receipt: Receipt = {
    id: 1,
    number: "R-000001",
    kind: "stripe",
    reference: "pi_long_receipt",
    card: { brand: "visa", last4: "4242" },
    date: "2026-11-20",
    provider: { name: "Camp Sarraka, Inc.", address: "4444 Arlington Blvd, Arlington, VA 22204", taxId: "12-3456789" },
    payer: { name: "Ana Rivera", email: "ana@example.com" },
    lines,
    totalCents: 12 * 27581,
  };
  const pdf = await readPdf(await campDocumentPdf("Camp Sarraka: Receipt R-000001", "Paid by Visa ending 4242", receiptSections(receipt)));
  expect(pdf.pages.length).toBeGreaterThan(1);
  const printed = pdf.pages.flatMap((page, n) => page.lines.map((line) => ({ page: n, text: line.text })));
  for (const line of lines) {
    const heading = printed.findIndex((p) => p.text === `${line.camperName}: ${line.sessionName}`);
    expect(heading, line.sessionName).toBeGreaterThanOrEqual(0);
    const paid = printed.findIndex((p, k) => k > heading && p.text.startsWith("Paid on this receipt"));
    // The heading, the place and dates, every price line and the amount paid: one page.
    expect(
      printed.slice(heading, paid + 1).map((p) => p.page),
      line.sessionName,
    ).toEqual(Array(paid + 1 - heading).fill(printed[heading].page));
  }
});
