// A receipt for one payment or refund of a family (issue 24; docs/decisions/0053-receipts.md): the
// money as Stripe or the office recorded it, per registration line. A card payment is one
// PaymentIntent, which may pay several children's weeks; a card refund is one refund (re_...); an
// office payment is its own row. Only the signed-in parent's own payments are found.
import { and, asc, eq, sql } from "drizzle-orm";
import { campers, campSessions, paymentIntents, payments, registrations } from "../../../db/schema";
import { campDayOf } from "~/lib/camp-dates";
import type { Receipt } from "~/lib/family/receipt-text";
import { careProvider } from "~/lib/family/statement-text";
import { priceLineItems } from "~/lib/registration-rules";
import { CARD_PAYMENT, OFFLINE_PAYMENT } from "~/lib/vocabulary";
import { getCampSettings } from "../camp-settings.server";
import { getDb } from "../db.server";
import { kindSql } from "../payment-balance.server";
import { recordId } from "../operation-result.server";
import { careColumns } from "./year-statement.server";
import { registrationPriceColumns } from "../camp-week-columns.server";

/**
 * The money movement a payments row belongs to, which one receipt shows whole: a card payment's
 * PaymentIntent or a refund's re_... (every line it paid or refunded), an office payment's own row.
 */
const receiptOfSql = sql<string>`CASE WHEN ${payments.kind} <> ${kindSql(OFFLINE_PAYMENT)} AND ${payments.reference} IS NOT NULL
  THEN ${payments.kind} || ' ' || ${payments.reference} ELSE 'row ' || ${payments.id} END`;

/** Every payment and refund of a parent's registrations, oldest first, each with the receipt it is on (its first row's id). */
export async function familyPayments(env: Env, parentId: string) {
  return getDb(env)
    .select({
      id: payments.id,
      registrationId: payments.registrationId,
      kind: payments.kind,
      amountCents: payments.amountCents,
      createdAt: payments.createdAt,
      receiptId: sql<number>`min(${payments.id}) OVER (PARTITION BY ${receiptOfSql})`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    .where(eq(registrations.parentId, parentId))
    .orderBy(payments.createdAt, payments.id);
}

type FamilyPayment = Awaited<ReturnType<typeof familyPayments>>[number];

/**
 * The card payments that paid several registrations at once (a summer cart's one PaymentIntent),
 * oldest first: the family page shows each once, its registrations under it, with its one receipt.
 */
export function paidTogether(rows: FamilyPayment[]) {
  const byReceipt = new Map<number, FamilyPayment[]>();
  for (const row of rows) if (row.kind === CARD_PAYMENT) byReceipt.set(row.receiptId, [...(byReceipt.get(row.receiptId) ?? []), row]);
  return [...byReceipt].flatMap(([receiptId, lines]) => {
    const registrationIds = [...new Set(lines.map((line) => line.registrationId))];
    if (registrationIds.length < 2) return [];
    const paidAt = Math.min(...lines.map((line) => line.createdAt));
    return [{ receiptId, paidAt, cents: lines.reduce((sum, line) => sum + line.amountCents, 0), registrationIds }];
  });
}

export async function familyReceipt(env: Env, payer: { id: string; email: string; name: string }, rawId: unknown): Promise<Receipt | null> {
  const id = recordId(rawId);
  if (id === null) return null;
  const db = getDb(env);
  const mine = eq(registrations.parentId, payer.id);
  const [row] = await db
    .select({
      id: payments.id,
      kind: payments.kind,
      reference: payments.reference,
      receipt: receiptOfSql,
      cardBrand: paymentIntents.cardBrand,
      cardLast4: paymentIntents.cardLast4,
    })
    .from(payments)
    .innerJoin(registrations, eq(registrations.id, payments.registrationId))
    // The card of a card payment (its reference is the intent) or of a refund (its intent).
    .leftJoin(
      paymentIntents,
      sql`${payments.kind} <> ${kindSql(OFFLINE_PAYMENT)} AND ${paymentIntents.id} = coalesce(${payments.paymentIntentId}, ${payments.reference})`,
    )
    .where(and(eq(payments.id, id), mine));
  if (!row) return null;
  // The rows of the same Stripe object: a PaymentIntent's lines, or a refund's.
  const sameObject = eq(receiptOfSql, row.receipt);
  const [rows, settings] = await Promise.all([
    db
      .select({
        id: payments.id,
        amountCents: payments.amountCents,
        at: payments.createdAt,
        ...careColumns,
        ...registrationPriceColumns,
        season: campSessions.season,
      })
      .from(payments)
      .innerJoin(registrations, eq(registrations.id, payments.registrationId))
      .innerJoin(campers, eq(campers.id, registrations.camperId))
      .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
      .where(and(mine, sameObject))
      .orderBy(asc(campers.firstName), asc(campSessions.startDate), asc(payments.id)),
    getCampSettings(env),
  ]);
  const first = Math.min(...rows.map((r) => r.id));
  return {
    id: first,
    number: `R-${String(first).padStart(6, "0")}`,
    kind: row.kind,
    reference: row.reference ?? "",
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    date: campDayOf(Math.min(...rows.map((r) => r.at))),
    provider: careProvider(settings),
    payer: { name: payer.name, email: payer.email },
    lines: rows.map((r) => ({
      registrationId: r.registrationId,
      camperName: `${r.firstName} ${r.lastName}`.trim(),
      sessionName: r.sessionName,
      location: r.location,
      startDate: r.startDate,
      endDate: r.endDate,
      priceLines: priceLineItems(r),
      lineTotalCents: r.totalAmountCents,
      amountCents: r.amountCents,
    })),
    totalCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
  };
}
