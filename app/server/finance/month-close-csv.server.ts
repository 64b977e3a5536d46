// The month-close CSV (/admin/finance/month-close.csv?month=): one row per payment and refund the
// payments table recorded in the month, in camp time, for the bookkeeper. The payer is named by
// account id, not e-mail or name: the file is kept with the books for years, past the family-data
// retention that erases names (decision 0033), and the office can look an id up while it exists.
import { toCsv } from "~/lib/csv-export";
import { monthPeriod } from "~/lib/finance/finance-period";
import { CAMP_CURRENCY, campWallClock, centsToAmount } from "~/lib/format";
import { CARD_PAYMENT, OFFLINE_PAYMENT, receivedCents, siteName, type PaymentKind } from "~/lib/vocabulary";
import { isCardRefund, listMoneyMoves, type MoneyMoveRow } from "./money-moves.server";

const KIND_NAMES: Record<PaymentKind, string> = { stripe: "payment", offline: "payment", refund: "refund" };

function method(move: MoneyMoveRow) {
  if (move.kind === CARD_PAYMENT || isCardRefund(move)) return "card";
  return move.reference ? `offline: ${move.reference}` : "offline";
}

export function monthCloseRow(move: MoneyMoveRow) {
  const clock = campWallClock(move.createdAt);
  const cardRefund = isCardRefund(move);
  return {
    "Date (camp time)": `${clock.day} ${clock.time}`,
    Kind: KIND_NAMES[move.kind],
    Amount: centsToAmount(receivedCents(move)),
    Currency: move.currency.toUpperCase(),
    "Registration ID": move.registrationId,
    Session: `${move.sessionName} (${move.sessionStartDate})`,
    Program: move.programName,
    Site: siteName(move.site),
    "Payer account ID": move.payerAccountId,
    Method: method(move),
    "Stripe PaymentIntent": move.kind === CARD_PAYMENT ? (move.reference ?? "") : cardRefund ? (move.paymentIntentId ?? "") : "",
    "Stripe refund": cardRefund ? move.reference : "",
    "Recorded by": move.recordedBy ?? "",
    "Payment ID": move.id,
  };
}

export async function monthCloseCsv(env: Env, month: string) {
  const moves = await listMoneyMoves(env, monthPeriod(month));
  // A month with no money still gets its header line, so the bookkeeper's import sees the columns.
  if (moves.length === 0) return Object.keys(monthCloseRow(EMPTY_ROW)).join(",");
  return toCsv(moves.map(monthCloseRow));
}

const EMPTY_ROW: MoneyMoveRow = {
  id: 0,
  kind: OFFLINE_PAYMENT,
  amountCents: 0,
  reference: null,
  paymentIntentId: null,
  recordedBy: null,
  createdAt: 0,
  registrationId: 0,
  payerAccountId: "",
  sessionName: "",
  sessionStartDate: "",
  site: "UUCA",
  programId: 0,
  programName: "",
  currency: CAMP_CURRENCY,
};
