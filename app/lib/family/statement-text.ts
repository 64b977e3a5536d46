// A year statement in words, the same for its page and its PDF (docs/decisions/0048-year-statements.md):
// the provider an FSA claim or the child care credit asks for, the payer, each child's dates of
// care with what was paid, refunded and net, and the year's total. Amounts to the cent.
import { formatCampDay } from "../format";
import type { StatementCare, YearStatement } from "./year-statement";

export type StatementParties = {
  provider: { name: string; address: string; taxId: string };
  payer: { name: string; email: string };
  final: boolean;
  madeOn: string;
};

const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
/** "$1,234.50": a statement always shows the cents. */
export const statementAmount = (cents: number) => USD.format(cents / 100);

export const statementTitle = (year: number, final: boolean) => `${year} statement of child care payments${final ? "" : " (so far)"}`;

export const careDates = (care: Pick<StatementCare, "startDate" | "endDate">) =>
  care.startDate === care.endDate ? formatCampDay(care.startDate) : `${formatCampDay(care.startDate)} to ${formatCampDay(care.endDate)}`;

export const taxIdText = (taxId: string) => (taxId ? `Tax id (EIN): ${taxId}` : "Tax id (EIN): not set yet; ask the camp office");

/** Why the statement says what it says: printed under the figures on the page and in the PDF. */
export function statementNotes(statement: YearStatement, parties: StatementParties): string[] {
  return [
    `Amounts are what was paid in ${statement.year} (camp time, Arlington, VA) for day camp care of each child named, net of refunds made in ${statement.year}; discounts and care add-ons are included in what was paid.`,
    parties.final
      ? `This statement is final: ${statement.year} is over.`
      : `${statement.year} is not over: this statement shows what was paid so far, and is final from January 1, ${statement.year + 1}.`,
    `Made on ${formatCampDay(parties.madeOn)}.`,
  ];
}

/** The statement as the PDF's sections: headings, paragraphs, and one bullet per line of care. */
export function statementSections(statement: YearStatement, parties: StatementParties): Array<{ heading: string; body: string }> {
  const { provider, payer } = parties;
  return [
    { heading: "Care provider", body: [provider.name, provider.address, taxIdText(provider.taxId)].filter(Boolean).join("\n\n") },
    { heading: "Paid by", body: [payer.name, payer.email].filter(Boolean).join("\n\n") },
    ...statement.children.map((child) => ({
      heading: `${child.camperName}: ${statementAmount(child.netCents)}`,
      body: child.care
        .map(
          (care) =>
            `- ${care.sessionName}, ${care.location}, ${careDates(care)}: paid ${statementAmount(care.paidCents)}` +
            (care.refundedCents ? `, refunded ${statementAmount(care.refundedCents)}` : "") +
            `, net ${statementAmount(care.netCents)}`,
        )
        .join("\n"),
    })),
    {
      heading: `Total for ${statement.year}: ${statementAmount(statement.netCents)}`,
      body: [
        `Paid ${statementAmount(statement.paidCents)}, refunded ${statementAmount(statement.refundedCents)}, net ${statementAmount(statement.netCents)}.`,
        ...statementNotes(statement, parties),
      ].join("\n\n"),
    },
  ];
}
