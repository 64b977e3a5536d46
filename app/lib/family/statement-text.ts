// A year statement in words, the same for its page and its PDF (docs/decisions/0048-year-statements.md,
// docs/decisions/0060-statements-follow-the-care-year.md): the provider an FSA claim or the child
// care credit asks for, the payer, each child's dates of care with each amount paid and the date it
// was paid (prepaid when paid in an earlier year), what was paid in the year for care in another
// year, and the totals. Amounts to the cent.
import { formatCampDay, formatMoney } from "../format";
import type { StatementCare, StatementMoney, YearStatement } from "./year-statement";

/** The camp as the care provider an FSA claim or the care credit asks for: on every receipt and statement. */
export type CareProvider = { name: string; address: string; taxId: string };

/** The provider from the office's Settings: the legal name, else the camp's own. */
export const careProvider = (settings: { legalName: string; postalAddress: string; taxId: string }): CareProvider => ({
  name: settings.legalName || "Camp Sarraka",
  address: settings.postalAddress,
  taxId: settings.taxId,
});

export const taxIdText = (taxId: string) => (taxId ? `Tax id (EIN): ${taxId}` : "Tax id (EIN): not set yet; ask the camp office");

/** The provider block, one line each, as the pages and the PDFs print it: name, address (when set), tax id. */
export const providerLines = (provider: CareProvider) => [provider.name, provider.address, taxIdText(provider.taxId)].filter(Boolean);

export type StatementParties = {
  provider: CareProvider;
  payer: { name: string; email: string };
  final: boolean;
  madeOn: string;
};

export const statementTitle = (year: number, final: boolean) => `${year} statement of child care payments${final ? "" : " (so far)"}`;

export const careDates = (care: Pick<StatementCare, "startDate" | "endDate">) =>
  care.startDate === care.endDate ? formatCampDay(care.startDate) : `${formatCampDay(care.startDate)} to ${formatCampDay(care.endDate)}`;

/** A line of care as a statement names it: "Summer 2027 Week 3, UUCA". */
export const careName = (care: Pick<StatementCare, "sessionName" | "location">) => `${care.sessionName}, ${care.location}`;

/** "Paid $287.50 on Nov 20, 2026 (prepaid for 2027)"; "Refunded $50.00 on Jan 5, 2027". */
export function moneyWords(money: StatementMoney, careYear: number): string {
  const words = `${money.kind === "paid" ? "Paid" : "Refunded"} ${formatMoney(money.cents)} on ${formatCampDay(money.on)}`;
  return money.prepaid ? `${words} (prepaid for ${careYear})` : words;
}

/** What a line of care paid in another year is on this year's statement. */
export const otherYearWords = (care: Pick<StatementCare, "careYear">, year: number) =>
  care.careYear > year
    ? `Prepaid for care in ${care.careYear}: counted on the ${care.careYear} statement`
    : `For care in ${care.careYear}: counted on the ${care.careYear} statement`;

/** The heading of the year's total: the care given in the year. */
export const totalHeading = (statement: Pick<YearStatement, "year" | "netCents">) => `Care in ${statement.year}: ${formatMoney(statement.netCents)}`;

/** The sentences under the total: paid, refunded and net for the year's care, and what of it was prepaid. */
export function totalLines(statement: YearStatement): string[] {
  return [
    `For care given in ${statement.year}: paid ${formatMoney(statement.paidCents)}, refunded ${formatMoney(statement.refundedCents)}, net ${formatMoney(statement.netCents)}.`,
    ...(statement.paidEarlierCents ? [`Of it, ${formatMoney(statement.paidEarlierCents)} was prepaid before ${statement.year}.`] : []),
    ...(statement.prepaidCents
      ? [`Also paid in ${statement.year} for care in a later year (prepaid): ${formatMoney(statement.prepaidCents)}, counted on that year's statement.`]
      : []),
    ...(statement.paidLateCents
      ? [`Also paid in ${statement.year} for care in an earlier year: ${formatMoney(statement.paidLateCents)}, counted on that year's statement.`]
      : []),
  ];
}

/** Why the statement says what it says: printed under the figures on the page and in the PDF. */
export function statementNotes(statement: YearStatement, parties: StatementParties): string[] {
  return [
    `Amounts are for day camp care given in ${statement.year} (camp time, Arlington, VA) to each child named, with the date each payment or refund was made, net of refunds; discounts and care add-ons are included in what was paid.`,
    `Money paid in one year for care in a later year is marked prepaid: it counts in the year the care is given (a dependent care FSA reimburses care in the year it is given; IRS Publication 503 counts prepaid care in the year the care is received).`,
    parties.final
      ? `${statement.year} is over: this statement shows every payment and refund recorded until ${formatCampDay(parties.madeOn)}.`
      : `${statement.year} is not over: this statement shows the care and payments so far, and is final from January 1, ${statement.year + 1}.`,
    `Made on ${formatCampDay(parties.madeOn)}.`,
  ];
}

/** One line of care in one sentence: the PDF's bullet. */
export function careSentence(line: StatementCare, year: number): string {
  const other = line.careYear === year ? "" : ` (${otherYearWords(line, year)})`;
  return `${careName(line)}, ${careDates(line)}${other}: ${line.money.map((money) => moneyWords(money, line.careYear)).join("; ")}; net ${formatMoney(line.netCents)}`;
}

const careBullets = (care: readonly StatementCare[], year: number) => care.map((line) => `- ${careSentence(line, year)}`).join("\n");

/** The statement as the PDF's sections: headings, paragraphs, and one bullet per line of care with its dates paid. */
export function statementSections(statement: YearStatement, parties: StatementParties): Array<{ heading: string; body: string }> {
  const { provider, payer } = parties;
  return [
    { heading: "Care provider", body: providerLines(provider).join("\n\n") },
    { heading: "Paid by", body: [payer.name, payer.email].filter(Boolean).join("\n\n") },
    ...statement.children.map((child) => ({
      heading: `${child.camperName}: ${formatMoney(child.netCents)}`,
      body: careBullets(child.care, statement.year),
    })),
    ...(statement.otherYears.length
      ? [
          {
            heading: `Paid in ${statement.year} for care in another year`,
            body: statement.otherYears.map((child) => `${child.camperName}\n\n${careBullets(child.care, statement.year)}`).join("\n\n"),
          },
        ]
      : []),
    {
      heading: totalHeading(statement),
      body: [...totalLines(statement), ...statementNotes(statement, parties)].join("\n\n"),
    },
  ];
}
