// A receipt in words, the same for its page and its PDF (docs/decisions/0053-receipts.md): who
// was paid (the camp's legal name, address and tax id), who paid, each child's care with its price
// lines, and what this payment or refund was, to the cent.
import { formatCampDay, formatMoney } from "../format";
import { lineLabel } from "../registration-rules";
import { CARD_PAYMENT, isRefund, type PaymentKind } from "../vocabulary";
import { careDates, providerLines, type CareProvider } from "./statement-text";

export type ReceiptLine = {
  registrationId: number;
  camperName: string;
  sessionName: string;
  location: string;
  startDate: string;
  endDate: string;
  priceLines: Array<{ label: string; cents: number }>;
  lineTotalCents: number;
  /** What this payment or refund was for this line. */
  amountCents: number;
};

export type Receipt = {
  /** The receipt's first payment row: its address (/account/receipts/:id). */
  id: number;
  number: string;
  kind: PaymentKind;
  reference: string;
  /** The card that paid (a card payment or its refund), when Stripe has said which. */
  card: { brand: string; last4: string } | null;
  date: string;
  provider: CareProvider;
  payer: { name: string; email: string };
  lines: ReceiptLine[];
  totalCents: number;
};

export const receiptTitle = (r: Pick<Receipt, "kind" | "number">) => `${isRefund(r) ? "Refund receipt" : "Receipt"} ${r.number}`;

// Stripe's card brands as a card holder reads them on the card.
const CARD_BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  eftpos_au: "eftpos",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** "Visa ending 4242"; "the card" before Stripe has said which card paid. */
export function cardWords(card: Receipt["card"]): string {
  if (!card) return "the card";
  return `${CARD_BRANDS[card.brand] ?? "the card"} ending ${card.last4}`;
}

/** How the money moved, in the family's words, with the id the camp and Stripe know it by. */
export function receiptMethod(r: Pick<Receipt, "kind" | "reference" | "card">): string {
  if (r.kind === CARD_PAYMENT) return `Paid by ${r.card ? cardWords(r.card) : "card"} through Stripe (payment ${r.reference})`;
  if (isRefund(r)) return `Refunded to ${cardWords(r.card)} through Stripe (refund ${r.reference})`;
  return r.reference ? `Paid at the camp office: ${r.reference}` : "Paid at the camp office";
}

export const receiptTotalLabel = (r: Pick<Receipt, "kind">) => (isRefund(r) ? "Refunded" : "Paid");

/** The receipt as the PDF's sections: provider, payer, each line of care with its prices (kept on one page), the total. */
export function receiptSections(r: Receipt): Array<{ heading: string; body: string; keepTogether?: boolean }> {
  return [
    { heading: "From", body: providerLines(r.provider).join("\n\n") },
    { heading: "To", body: [r.payer.name, r.payer.email].filter(Boolean).join("\n\n") },
    ...r.lines.map((line) => ({
      keepTogether: true,
      heading: lineLabel(line),
      body: [
        `${line.location}, ${careDates(line)}`,
        [
          ...line.priceLines.map((p) => `- ${p.label}: ${formatMoney(p.cents)}`),
          `- Line total: ${formatMoney(line.lineTotalCents)}`,
          `- ${receiptTotalLabel(r)} on this receipt: ${formatMoney(line.amountCents)}`,
        ].join("\n"),
      ].join("\n\n"),
    })),
    {
      heading: `${receiptTotalLabel(r)}: ${formatMoney(r.totalCents)}`,
      body: [`${receiptMethod(r)}, on ${formatCampDay(r.date)}.`, "Amounts in US dollars. Discounts and care add-ons are in each line's prices."].join("\n\n"),
    },
  ];
}
