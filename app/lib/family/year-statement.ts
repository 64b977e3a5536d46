// A family's year statement for a dependent care FSA claim or the child and dependent care credit:
// each child, the dates of care and what was paid for it, with the date each amount was paid, to
// the cent, from the payments recorded per registration line. A statement follows the year the
// care is given (an FSA reimburses care in the year it is given; IRS Publication 503 counts prepaid
// care in the year it is received); money paid in one year for care in a later year is marked
// prepaid on both years' statements. Pure: the server reads the rows
// (app/server/family/year-statement.server.ts), this adds them up (docs/decisions/0060-statements-follow-the-care-year.md).
import { campDayOf } from "../camp-dates";
import { isRefund, receivedCents, type PaymentKind } from "../vocabulary";

/** One money movement on one registration line, with the line's child and care dates. */
export type StatementMovement = {
  kind: PaymentKind;
  amountCents: number;
  /** When it was recorded (Unix ms): the camp's calendar year of this instant is the year it was paid. */
  at: number;
  registrationId: number;
  camperId: number;
  camperName: string;
  sessionName: string;
  location: string;
  startDate: string;
  endDate: string;
};

/** One payment or refund on a line of care, as a statement lists it: the camp day it was made. */
export type StatementMoney = {
  kind: "paid" | "refunded";
  cents: number;
  /** The camp day it was made ('YYYY-MM-DD'). */
  on: string;
  /** A payment made in a year before the care's year: prepaid. */
  prepaid: boolean;
};

export type StatementCare = {
  registrationId: number;
  sessionName: string;
  location: string;
  startDate: string;
  endDate: string;
  /** The camp's calendar year the care is given in: the year of its first day. */
  careYear: number;
  /** The line's payments and refunds the statement counts, oldest first. */
  money: StatementMoney[];
  paidCents: number;
  refundedCents: number;
  netCents: number;
};

export type ChildStatement = { camperId: number; camperName: string; care: StatementCare[]; paidCents: number; refundedCents: number; netCents: number };

export type YearStatement = {
  year: number;
  /** Care given in the year, with every payment and refund for it, whatever the year it was made. */
  children: ChildStatement[];
  paidCents: number;
  refundedCents: number;
  netCents: number;
  /** Of the net for the year's care, what was paid in an earlier year (prepaid). */
  paidEarlierCents: number;
  /** Money paid or refunded in the year for care given in another year: only the year's movements. */
  otherYears: ChildStatement[];
  /** Net paid in the year for care in a later year (prepaid): counted on that year's statement. */
  prepaidCents: number;
  /** Net paid in the year for care in an earlier year: counted on that year's statement. */
  paidLateCents: number;
};

/** The camp's calendar year of an instant (a payment at 11 pm on December 31 in Arlington is that year's). */
export const campYearOf = (at: number) => Number(campDayOf(at).slice(0, 4));

/** The calendar year care is given in: the year of its first day. */
export const careYearOf = (care: Pick<StatementMovement, "startDate">) => Number(care.startDate.slice(0, 4));

function byChild(movements: readonly StatementMovement[]): ChildStatement[] {
  const children = new Map<number, ChildStatement>();
  const lines = new Map<number, StatementCare>();
  for (const m of [...movements].sort((a, b) => a.at - b.at)) {
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
        careYear: careYearOf(m),
        money: [],
        paidCents: 0,
        refundedCents: 0,
        netCents: 0,
      };
      lines.set(m.registrationId, line);
      child.care.push(line);
    }
    const refund = isRefund(m);
    const on = campDayOf(m.at);
    line.money.push({ kind: refund ? "refunded" : "paid", cents: m.amountCents, on, prepaid: !refund && Number(on.slice(0, 4)) < line.careYear });
    const field = refund ? "refundedCents" : "paidCents";
    line[field] += m.amountCents;
    child[field] += m.amountCents;
  }
  const list = [...children.values()].sort((a, b) => a.camperName.localeCompare(b.camperName) || a.camperId - b.camperId);
  for (const child of list) {
    child.care.sort((a, b) => a.startDate.localeCompare(b.startDate) || a.registrationId - b.registrationId);
    for (const line of child.care) line.netCents = line.paidCents - line.refundedCents;
    child.netCents = child.paidCents - child.refundedCents;
  }
  return list;
}

const sum = <T>(items: readonly T[], cents: (item: T) => number) => items.reduce((total, item) => total + cents(item), 0);

/**
 * The statement for `year`: every line of care given in that year with each payment and refund for
 * it (whenever made: a payment in November for next summer is listed, marked prepaid), per child in
 * name order, each child's care in date order; and what was paid in the year for care in another
 * year, which counts on that year's statement.
 */
export function yearStatement(movements: readonly StatementMovement[], year: number): YearStatement {
  const care = movements.filter((m) => careYearOf(m) === year);
  const other = movements.filter((m) => careYearOf(m) !== year && campYearOf(m.at) === year);
  const children = byChild(care);
  const paidCents = sum(children, (c) => c.paidCents);
  const refundedCents = sum(children, (c) => c.refundedCents);
  return {
    year,
    children,
    paidCents,
    refundedCents,
    netCents: paidCents - refundedCents,
    paidEarlierCents: sum(
      care.filter((m) => campYearOf(m.at) < year),
      receivedCents,
    ),
    otherYears: byChild(other),
    prepaidCents: sum(
      other.filter((m) => careYearOf(m) > year),
      receivedCents,
    ),
    paidLateCents: sum(
      other.filter((m) => careYearOf(m) < year),
      receivedCents,
    ),
  };
}

/** Whether a year's statement has anything on it: care given in it, or money paid in it. */
export const statementHasContent = (s: Pick<YearStatement, "children" | "otherYears">) => s.children.length > 0 || s.otherYears.length > 0;

/**
 * The years a family can see a statement for, newest first: every year in which care is given or
 * money was paid or refunded (a summer paid in November has next year's statement already). A
 * year's statement is "so far" until it is over, and final from January 1 of the next year at camp.
 */
export function statementYears(movements: readonly Pick<StatementMovement, "at" | "startDate">[], today: string): Array<{ year: number; final: boolean }> {
  const thisYear = Number(today.slice(0, 4));
  return [...new Set(movements.flatMap((m) => [campYearOf(m.at), careYearOf(m)]))].sort((a, b) => b - a).map((year) => ({ year, final: year < thisYear }));
}
