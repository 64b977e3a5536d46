// One breakdown of the month's money (per day, week, site or program): a table a screen reader
// reads by its caption and headers, with the total row the payments table adds up to.
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

export function FinanceMoneyTable({ caption, keyHeader, rows, total, nameOf = (key) => key, testId }: Props) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm sm:text-base" data-testid={testId}>
        <caption className="pb-1 text-left font-extrabold">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={financeHead}>
              {keyHeader}
            </th>
            <th scope="col" className={financeMoneyHead}>
              Received
            </th>
            <th scope="col" className={financeMoneyHead}>
              Refunded
            </th>
            <th scope="col" className={financeMoneyHead}>
              Net
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${financeCell} text-left font-bold`}>
                {nameOf(row.key)}
              </th>
              <td className={financeMoney}>{formatMoney(row.receivedCents)}</td>
              <td className={financeMoney}>{formatMoney(row.refundedCents)}</td>
              <td className={financeMoney}>{formatMoney(row.netCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={`${financeCell} text-left font-black`}>
              Total
            </th>
            <td className={`${financeMoney} font-black`}>{formatMoney(total.receivedCents)}</td>
            <td className={`${financeMoney} font-black`}>{formatMoney(total.refundedCents)}</td>
            <td className={`${financeMoney} font-black`}>{formatMoney(total.netCents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
