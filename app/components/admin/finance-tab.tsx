// The office's books for a month: what came in and went back (from the payments table, in camp
// time) per day, week, site and program, the discounts of every kind, what is still owed and who is
// late, and Stripe's side of the month. Printable on its own; the month-close CSV has every row.
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { printOnlyCss } from "~/components/ui/print-only";
import { nextMonth, previousMonth } from "~/lib/finance/finance-period";
import { formatCampDay, formatMoney, plural } from "~/lib/format";
import type { FinanceReport } from "~/server/finance/finance-report.server";
import type { StripeMonth } from "~/server/finance/stripe-month.server";
import { FinanceMoneyTable } from "./finance-money-table";
import { FinanceOwed } from "./finance-owed";
import { FinanceStripe } from "./finance-stripe";

export type FinanceTabProps = { month: string; message: string | null; report: FinanceReport | null; stripe: StripeMonth | null };

const PRINT_CSS = printOnlyCss("finance-books");

export function FinanceTab({ month, message, report, stripe }: FinanceTabProps) {
  return (
    <section id="finance-books" aria-labelledby="finance-heading" className="grid gap-8">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="finance-heading" className="text-2xl font-extrabold">
            {`Books for ${report?.period.label ?? "the month"}`}
          </h2>
          <p className="mt-1 text-muted">Money the camp recorded in the month, camp time (Arlington). Refunds count in the month they were made.</p>
        </div>
        <MonthPicker month={report?.period.month ?? month} invalid={Boolean(message)} />
      </div>
      {message ? (
        <p id="finance-month-error" role="alert" className="font-bold text-coral-700">
          {message}
        </p>
      ) : null}
      {report ? <MonthBooks report={report} /> : null}
      {report ? <FinanceStripe stripe={stripe} period={report.period} /> : null}
    </section>
  );
}

function MonthPicker({ month, invalid }: { month: string; invalid: boolean }) {
  const valid = /^\d{4}-\d{2}$/.test(month);
  return (
    <div className="no-print flex flex-wrap items-end gap-3">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <Label htmlFor="finance-month">Month</Label>
          <Input
            id="finance-month"
            type="month"
            name="month"
            defaultValue={valid ? month : ""}
            className="w-44"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "finance-month-error" : undefined}
          />
        </div>
        <Button type="submit" variant="outline">
          Show
        </Button>
      </Form>
      {valid ? (
        <nav aria-label="Other months" className="flex gap-3 font-bold">
          <Link className="underline" to={`?month=${previousMonth(month)}`}>
            Previous month
          </Link>
          <Link className="underline" to={`?month=${nextMonth(month)}`}>
            Next month
          </Link>
        </nav>
      ) : null}
    </div>
  );
}

function MonthBooks({ report }: { report: FinanceReport }) {
  const { period, totals } = report;
  const figures: Array<[string, string, string]> = [
    ["Received", formatMoney(totals.receivedCents), `${formatMoney(report.receivedByCardCents)} by card, ${formatMoney(report.receivedOfflineCents)} offline`],
    ["Refunded", formatMoney(totals.refundedCents), "given back in the month"],
    // The camp's books hold what families paid and got back; Stripe's fees are on the comparison below.
    ["Net before Stripe's fees", formatMoney(totals.netCents), `${plural(totals.count, "movement")} of money`],
    ["Still owed today", formatMoney(report.owed.totalCents), plural(report.owed.count, "registration")],
    [
      "Discounts",
      formatMoney(report.discounts.totalCents),
      [
        ...report.discounts.byKind.map((kind) => `${kind.label.toLowerCase()} ${formatMoney(kind.totalCents)}`),
        `on ${plural(report.discounts.count, "line")} registered or paid in the month`,
      ].join(", "),
    ],
  ];
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 no-print">
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
        <a className="font-bold underline" href={`/admin/finance/month-close.csv?month=${period.month}`} download>
          Download month-close CSV
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="finance-totals">
        {figures.map(([label, value, note]) => (
          <div key={label} className="rounded-xl border-2 border-sea-200 p-3">
            <dt className="text-sm font-bold text-muted">{label}</dt>
            <dd className="text-2xl font-black tabular-nums">{value}</dd>
            <dd className="text-sm text-muted">{note}</dd>
          </div>
        ))}
      </dl>
      {totals.count === 0 ? (
        <p className="rounded-xl border-2 border-dashed border-sea-200 p-6 text-center text-muted">{`No money moved in ${period.label}.`}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <FinanceMoneyTable caption="Per day" keyHeader="Day" rows={report.byDay} total={totals} nameOf={formatCampDay} testId="finance-by-day" />
          <FinanceMoneyTable
            caption="Per week (Monday to Sunday)"
            keyHeader="Week of"
            rows={report.byWeek}
            total={totals}
            nameOf={formatCampDay}
            testId="finance-by-week"
          />
          <FinanceMoneyTable caption="Per site" keyHeader="Site" rows={report.bySite} total={totals} testId="finance-by-site" />
          <FinanceMoneyTable caption="Per program" keyHeader="Program" rows={report.byProgram} total={totals} testId="finance-by-program" />
        </div>
      )}
      <FinanceOwed owed={report.owed} deferred={report.deferred} today={report.today} />
    </>
  );
}
