// A cart's lines as the parent, the checkout page and the receipt read them: every week with its
// camper, site, dates, the price it was sold at, and what is received and still due. Also the one
// receipt or confirmation e-mail listing every line (dedupe keys make each go out once).
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { campers, campSessions, registrations, users } from "../../db/schema";
import { campDayShort, formatDollars, plural } from "~/lib/format";
import { balanceDueCents, priceLineItems } from "~/lib/registration-rules";
import { isPaymentDue } from "~/lib/payment-due";
import { isSeatHolding, isWaitingStatus, LOCATION_NAMES } from "~/lib/vocabulary";
import { getDb, type Database } from "./db.server";
import { composeMail, queueMailStatement } from "./mail.server";
import { receivedSql } from "./payment-balance.server";
import { registrationSessionColumns } from "./family/family-registrations.server";
import { registrationPriceColumns } from "./camp-week-columns.server";
import { isLive } from "./seats.server";
import { campUrl } from "./site-url.server";

const lineColumns = {
  id: registrations.id,
  parentId: registrations.parentId,
  cartId: registrations.cartId,
  status: registrations.status,
  paymentStatus: registrations.paymentStatus,
  ...registrationPriceColumns,
  season: campSessions.season,
  stripePaymentIntentId: registrations.stripePaymentIntentId,
  receivedCents: receivedSql(sql`${registrations.id}`),
  camper: { id: campers.id, firstName: campers.firstName, lastName: campers.lastName },
  session: registrationSessionColumns,
};

async function listLines(env: Env, where: SQL | undefined) {
  const rows = await getDb(env)
    .select(lineColumns)
    .from(registrations)
    .innerJoin(campers, eq(campers.id, registrations.camperId))
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .where(where)
    .orderBy(asc(registrations.id));
  return rows.map((r) => ({ ...r, receivedCents: Number(r.receivedCents), balanceCents: balanceDueCents(r.totalAmountCents, Number(r.receivedCents)) }));
}

export function listCartLines(env: Env, cartId: string, parentId?: string) {
  return listLines(env, parentId ? and(eq(registrations.cartId, cartId), eq(registrations.parentId, parentId)) : eq(registrations.cartId, cartId));
}

/** A week the server already has for one of the family's campers, as the summer cart shows it. */
export type HeldWeek = {
  id: number;
  camperId: number;
  sessionId: number;
  /** held: a seat still to pay; booked: paid; waitlist: a waitlist place, not charged. */
  state: "held" | "booked" | "waitlist";
  /** Nothing paid towards it yet: Remove takes it out of the cart (the seat goes back). */
  removable: boolean;
  payLater: boolean;
  beforeCare: boolean;
  afterCare: boolean;
  balanceCents: number;
  cartId: string | null;
  paymentDueDate: string | null;
};

/**
 * The family's live registrations for these weeks (held, paid or waitlisted), whatever cart they
 * came from: the summer cart shows them as they are, so a week already held never looks free.
 */
export async function listHeldWeeks(env: Env, parentId: string, sessionIds: number[]): Promise<HeldWeek[]> {
  if (sessionIds.length === 0) return [];
  const lines = await listLines(env, and(eq(registrations.parentId, parentId), inArray(registrations.sessionId, sessionIds), isLive("registrations.status")));
  return lines.map((line) => ({
    id: line.id,
    camperId: line.camper.id,
    sessionId: line.session.id,
    state: isWaitingStatus(line.status) ? "waitlist" : isPaymentDue(line) ? "held" : "booked",
    removable: line.receivedCents <= 0,
    payLater: line.paymentStatus === "deferred",
    beforeCare: line.beforeCare,
    afterCare: line.afterCare,
    balanceCents: line.balanceCents,
    cartId: line.cartId,
    paymentDueDate: line.session.paymentDueDate,
  }));
}
export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** The earliest payment due date among the cart's seated lines (Pay Later). */
export function cartDueDate(lines: CartLineRow[]): string | null {
  const dates = lines.filter((l) => l.paymentStatus === "deferred" && l.session.paymentDueDate).map((l) => l.session.paymentDueDate!);
  return dates.sort()[0] ?? null;
}

/** One line of the receipt, as text: who, which week, where, the price lines and what happened. */
export function receiptLine(line: CartLineRow): string {
  const price = priceLineItems(line)
    .map((p) => `${p.label.toLowerCase()} ${formatDollars(p.cents)}`)
    .join(", ");
  const dates = `${campDayShort(line.session.startDate)} to ${campDayShort(line.session.endDate)}`;
  const head = `${line.camper.firstName} ${line.camper.lastName}: ${line.session.name}, ${dates}, ${LOCATION_NAMES[line.session.location]}`;
  if (line.status === "interested") return `${head}: added to the waitlist, not charged.`;
  if (line.status === "cancelled") return `${head}: cancelled.`;
  const state = line.status === "confirmed" ? "confirmed" : line.paymentStatus === "deferred" ? "seat held, pay later" : "seat held";
  return `${head}: ${formatDollars(line.totalAmountCents)} (${price}), ${state}.`;
}

/**
 * The one e-mail of a cart: the receipt once the card payment confirmed the lines, or the
 * confirmation of a Pay Later or waitlist-only cart. `dedupeKey` makes a replay a no-op. Answers
 * the outbox id queued (none for a replay), for the caller to deliver it at once.
 */
export async function queueCartMail(env: Env, cartId: string, kind: "cart-receipt" | "cart-confirmation", paidCents = 0): Promise<number[]> {
  const db = getDb(env);
  const lines = await listCartLines(env, cartId);
  if (lines.length === 0) return [];
  const [parent] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, lines[0].parentId));
  if (!parent) return [];
  const queued = await cartMailStatement(db, cartId, kind, parent, lines, paidCents, campUrl(env, "/account/registrations"));
  return queued.map((row) => row.id);
}

function cartMailStatement(
  db: Database,
  cartId: string,
  kind: "cart-receipt" | "cart-confirmation",
  parent: { email: string; firstName: string },
  lines: CartLineRow[],
  paidCents: number,
  url: string,
) {
  const seated = lines.filter((l) => isSeatHolding(l.status));
  const dueDate = cartDueDate(lines);
  const summary =
    kind === "cart-receipt"
      ? `Thank you, ${parent.firstName}. We received your payment of ${formatDollars(paidCents)} for ${plural(seated.length, "week")} of camp.`
      : dueDate
        ? `Thank you, ${parent.firstName}. Your registration is submitted: ${plural(seated.length, "seat is", "seats are")} held, and payment is due by ${campDayShort(dueDate)}.`
        : `Thank you, ${parent.firstName}. Your registration is submitted.`;
  const { text, html } = composeMail([summary, ...lines.map(receiptLine)], { label: "See your registrations", url });
  return queueMailStatement(db, {
    to: parent.email,
    subject: kind === "cart-receipt" ? "Your Camp Sarraka receipt" : "Registration Submitted: Camp Sarraka",
    text,
    html,
    kind,
    dedupeKey: `${kind}:${cartId}`,
  });
}
