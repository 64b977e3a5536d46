// A family's year statement for a dependent care FSA claim or the child and dependent care credit:
// each child, the dates of care, and what was actually paid in the calendar year net of refunds,
// to the cent, from the payments recorded per registration line. Pure: the server reads the rows
// (app/server/family/year-statement.server.ts), this adds them up (docs/decisions/0048-year-statements.md).
import { campToday } from "../camp-dates";

/** One money movement on one registration line, with the line's child and care dates. */
export type StatementMovement = {
  kind: "stripe" | "offline" | "refund";
  amountCents: number;
  /** When it was recorded (Unix ms): the camp's calendar year of this instant is the statement's. */
  at: number;
  registrationId: number;
  camperId: number;
  camperName: string;
  sessionName: string;
  location: string;
  startDate: string;
  endDate: string;
};

export type StatementCare = {
  registrationId: number;
  sessionName: string;
  location: string;
  startDate: string;
  endDate: string;
  paidCents: number;
  refundedCents: number;
  netCents: number;
};

export type ChildStatement = { camperId: number; camperName: string; care: StatementCare[]; paidCents: number; refundedCents: number; netCents: number };

export type YearStatement = { year: number; children: ChildStatement[]; paidCents: number; refundedCents: number; netCents: number };

/** The camp's calendar year of an instant (a payment at 11 pm on December 31 in Arlington is that year's). */
export const campYearOf = (at: number) => Number(campToday(new Date(at)).slice(0, 4));

/**
 * The statement for `year`: every line with money paid or refunded in that year, per child in name
 * order, each child's care in date order. A refund counts in the year it was made.
 */
export function yearStatement(movements: readonly StatementMovement[], year: number): YearStatement {
  const children = new Map<number, ChildStatement>();
  const lines = new Map<number, StatementCare>();
  for (const m of movements) {
    if (campYearOf(m.at) !== year) continue;
    let child = children.get(m.camperId);
    if (!child) {
      child = { camperId: m.camperId, camperName: m.camperName, care: [], paidCents: 0, refundedCents: 0, netCents: 0 };
      children.set(m.camperId, child);
    }
    let line = lines.get(m.registrationId);
    if (!line) {
      line = {
        registrationId: m.registrationId,
        sessionName: m.sessionName,
        location: m.location,
        startDate: m.startDate,
        endDate: m.endDate,
        paidCents: 0,
        refundedCents: 0,
        netCents: 0,
      };
      lines.set(m.registrationId, line);
      child.care.push(line);
    }
    const field = m.kind === "refund" ? "refundedCents" : "paidCents";
    line[field] += m.amountCents;
    child[field] += m.amountCents;
  }
  const list = [...children.values()].sort((a, b) => a.camperName.localeCompare(b.camperName) || a.camperId - b.camperId);
  for (const child of list) {
    child.care.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.registrationId - b.registrationId);
    for (const line of child.care) line.netCents = line.paidCents - line.refundedCents;
    child.netCents = child.paidCents - child.refundedCents;
  }
  const paidCents = list.reduce((sum, c) => sum + c.paidCents, 0);
  const refundedCents = list.reduce((sum, c) => sum + c.refundedCents, 0);
  return { year, children: list, paidCents, refundedCents, netCents: paidCents - refundedCents };
}

/**
 * The years a family can see a statement for, newest first: every year with money paid or
 * refunded. This year's is "so far" (parents claim a dependent care FSA as they pay, through the
 * year); a year's statement is final from January 1 of the next year at camp.
 */
export function statementYears(movements: readonly Pick<StatementMovement, "at">[], today: string): Array<{ year: number; final: boolean }> {
  const thisYear = Number(today.slice(0, 4));
  return [...new Set(movements.map((m) => campYearOf(m.at)))]
    .filter((y) => y <= thisYear)
    .sort((a, b) => b - a)
    .map((year) => ({ year, final: year < thisYear }));
}
