// One breakdown of the month's money (per day, week, site or program): a table a screen reader
// reads by its caption and headers, with the total row the payments table adds up to.
import type { ReactNode } from "react";
import { formatMoney } from "~/lib/format";
import type { MoneyTotals } from "~/lib/finance/finance-period";

export const financeCell = "border-b border-sea-100 p-1.5 align-top sm:p-2";
export const financeHead = "border-b-2 border-sea-900 p-1.5 text-left text-sm font-black sm:p-2";
/** A column of money: its header and its cells, right-aligned with figures of one width. */
export const financeMoneyHead = `${financeHead} text-right`;
export const financeMoney = `${financeCell} text-right tabular-nums`;

type Props = {
  caption: string;
  keyHeader: string;
  rows: Array<{ key: string } & MoneyTotals>;
  total: MoneyTotals;
  nameOf?: (key: string) => string;
  testId: string;
};

/**
 * A breakdown's frame: its caption, the key column's header, then right-aligned figure columns.
 * The rows (and a total row) are the caller's.
 */
export function BreakdownTable({
  caption,
  keyHeader,
  figures,
  testId,
  className,
  children,
  total,
}: {
  caption: string;
  keyHeader: string;
  figures: string[];
  testId: string;
  className: string;
  children: ReactNode;
  total?: ReactNode;
}) {
  return (
    <div className="overflow-x-auto">
      <table className={className} data-testid={testId}>
        <caption className="pb-1 text-left font-extrabold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={financeHead}>
              {keyHeader}
            </th>
            {figures.map((label) => (
              <th key={label} scope="col" className={financeMoneyHead}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {total ? <tfoot>{total}</tfoot> : null}
      </table>
    </div>
  );
}

/** The row's name in a breakdown's first column. */
export function RowKey({ children }: { children: ReactNode }) {
  return (
    <th scope="row" className={`${financeCell} text-left font-bold`}>
      {children}
    </th>
  );
}

export function FinanceMoneyTable({ caption, keyHeader, rows, total, nameOf = (key) => key, testId }: Props) {
  return (
    <BreakdownTable
      caption={caption}
      keyHeader={keyHeader}
      figures={["Received", "Refunded", "Net"]}
      testId={testId}
      className="w-full text-sm sm:text-base"
      total={
        <tr>
          <th scope="row" className={`${financeCell} text-left font-black`}>
            Total
          </th>
          <td className={`${financeMoney} font-black`}>{formatMoney(total.receivedCents)}</td>
          <td className={`${financeMoney} font-black`}>{formatMoney(total.refundedCents)}</td>
          <td className={`${financeMoney} font-black`}>{formatMoney(total.netCents)}</td>
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={row.key}>
          <RowKey>{nameOf(row.key)}</RowKey>
          <td className={financeMoney}>{formatMoney(row.receivedCents)}</td>
          <td className={financeMoney}>{formatMoney(row.refundedCents)}</td>
          <td className={financeMoney}>{formatMoney(row.netCents)}</td>
        </tr>
      ))}
    </BreakdownTable>
  );
}
