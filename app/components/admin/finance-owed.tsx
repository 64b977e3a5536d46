// What families still owe today (per site and program) and the deferred balances, the late
// ones first by their session's payment due date.
import { formatCampDay, formatMoney, plural } from "~/lib/format";
import type { FinanceReport } from "~/server/finance/finance-report.server";
import { BreakdownTable, financeCell, financeHead, financeMoney, RowKey } from "./finance-money-table";

function OwedTable({ caption, keyHeader, rows, testId }: { caption: string; keyHeader: string; rows: FinanceReport["owed"]["bySite"]; testId: string }) {
  return (
    <BreakdownTable caption={caption} keyHeader={keyHeader} figures={["Registrations", "Owed"]} testId={testId} className="w-full">
      {rows.map((row) => (
        <tr key={row.key}>
          <RowKey>{row.key}</RowKey>
          <td className={financeMoney}>{row.count}</td>
          <td className={financeMoney}>{formatMoney(row.owedCents)}</td>
        </tr>
      ))}
    </BreakdownTable>
  );
}

export function FinanceOwed({ owed, deferred, today }: Pick<FinanceReport, "owed" | "deferred" | "today">) {
  const late = deferred.filter((d) => d.daysLate > 0);
  return (
    <section aria-labelledby="finance-owed-heading" className="grid gap-4">
      <div>
        <h3 id="finance-owed-heading" className="text-xl font-extrabold">
          Still owed today: {formatMoney(owed.totalCents)}
        </h3>
        <p className="text-muted">
          Held seats whose payments do not cover their price yet, as of {formatCampDay(today)}: {owed.count}{" "}
          {owed.count === 1 ? "registration" : "registrations"}.
        </p>
      </div>
      {owed.count > 0 ? (
        <div className="grid gap-4 md:grid-cols-2">
          <OwedTable caption="Owed per site" keyHeader="Site" rows={owed.bySite} testId="owed-by-site" />
          <OwedTable caption="Owed per program" keyHeader="Program" rows={owed.byProgram} testId="owed-by-program" />
        </div>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] text-sm sm:text-base" data-testid="deferred-balances">
          <caption className="pb-1 text-left font-extrabold">
            Deferred balances: {deferred.length}, {late.length} late
          </caption>
          <thead>
            <tr>
              {["Family", "Child and session", "Owed", "Due", "Days late"].map((label) => (
                <th key={label} scope="col" className={`${financeHead} ${label === "Owed" || label === "Days late" ? "text-right" : ""}`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {deferred.length === 0 ? (
              <tr>
                <td colSpan={5} className={`${financeCell} text-muted`}>
                  No deferred balances.
                </td>
              </tr>
            ) : (
              deferred.map((d) => (
                <tr key={d.registrationId} data-testid="deferred-balance" className={d.daysLate > 0 ? "bg-coral-50" : undefined}>
                  <RowKey>{d.familyName}</RowKey>
                  <td className={financeCell}>{`${d.childName}, ${d.sessionName} · registration ${d.registrationId}`}</td>
                  <td className={financeMoney}>{formatMoney(d.owedCents)}</td>
                  <td className={`${financeCell} whitespace-nowrap`}>{d.dueDate ? formatCampDay(d.dueDate) : "No due date"}</td>
                  <td className={`${financeMoney} whitespace-nowrap ${d.daysLate > 0 ? "font-black text-coral-700" : ""}`}>
                    {d.daysLate > 0 ? plural(d.daysLate, "day") : "Not yet due"}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
