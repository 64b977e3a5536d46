// The summer cart's checkout: several weeks for several campers in one go. Every line is checked
// against the same rules as a single registration (age group, FLC K-2, capacity, one live
// registration per camper per day, the family cap) and priced by the one pricing module; the
// lines that pass are written in ONE D1 batch (a transaction, one statement at a time, so the
// seat counts each INSERT reads include the lines before it and every other parent's), the others
// are answered with why. Then one PaymentIntent for what the seated lines cost, or Pay Later for
// all of them. Waitlisted lines are not charged. See docs/decisions/0023-summer-cart.md.
import { and, eq, inArray, sql } from "drizzle-orm";
import { campers, campSessions, campSettings, programs } from "../../db/schema";
import { cartChargeCents, priceCart, type DiscountSettings, type PricedLine } from "~/lib/cart-pricing";
import type { CartCheckout } from "~/lib/cart-schema";
import { campToday } from "~/lib/camp-dates";
import { campDayShort } from "~/lib/format";
import { sessionRefusalForGrade } from "~/lib/registration-rules";
import { campWeekColumns } from "./camp-week-columns.server";
import { getCampSettings } from "./camp-settings.server";
import { queueCartMail } from "./cart-lines.server";
import { d1Statement, getDb } from "./db.server";
import type { Refused } from "./operation-result.server";
import { openWindowIdSql } from "./registration-windows.server";
import { MESSAGES } from "./family/family-registrations.server";
import { seatRefusal, takeSeatSql, type TakenSeat } from "./take-seat.server";
import { createPaymentIntentForCart, PAYMENT_NOT_CONFIGURED, stripeKeys } from "./stripe.server";

export type CartLineOutcome = {
  camperId: number;
  sessionId: number;
  camperName: string | null;
  sessionName: string | null;
  startDate: string | null;
  beforeCare: boolean;
  afterCare: boolean;
  /** seated: a seat is held (charged now, or later with Pay Later); waitlisted: not charged; refused: nothing written. */
  outcome: "seated" | "waitlisted" | "refused";
  message: string | null;
  registrationId: number | null;
  price: PricedLine | null;
};

export type CartCheckoutResult = {
  ok: true;
  cartId: string;
  lines: CartLineOutcome[];
  chargeCents: number;
  payLater: boolean;
  /** Pay Later: the earliest payment due date of the seated weeks. */
  paymentDueDate: string | null;
  /** Set when the seated lines are to be paid by card now (see createPaymentIntentForCart). */
  payment: { clientSecret: string; publishableKey: string } | null;
};

export const CART_NOTHING_BOOKED = "None of the weeks in your cart could be booked.";
const CARD_NOT_CONFIGURED = `${PAYMENT_NOT_CONFIGURED}: online card payments are not set up yet. Choose Pay Later, or contact the camp office.`;

type Week = {
  id: number;
  name: string;
  location: "UUCA" | "FLC";
  ageGroup: "K-2" | "2-3" | "4+";
  startDate: string;
  endDate: string;
  isActive: boolean;
  allowImmediateRegistration: boolean;
  paymentDueDate: string | null;
  programActive: boolean;
  pricePerWeekCents: number;
  careAddOnCents: number;
};

/** What the rules need about the cart, read in one D1 round trip. */
async function cartFacts(env: Env, parentId: string, cart: CartCheckout, now: Date) {
  const db = getDb(env);
  const camperIds = [...new Set(cart.lines.map((l) => l.camperId))];
  const sessionIds = [...new Set(cart.lines.map((l) => l.sessionId))];
  const [kids, weeks, settings, open] = await db.batch([
    db
      .select({ id: campers.id, firstName: campers.firstName, lastName: campers.lastName, grade: campers.grade })
      .from(campers)
      .where(and(eq(campers.parentId, parentId), inArray(campers.id, camperIds))),
    db
      .select({
        ...campWeekColumns,
        isActive: campSessions.isActive,
        allowImmediateRegistration: campSessions.allowImmediateRegistration,
        paymentDueDate: campSessions.paymentDueDate,
        // Named apart: a D1 batch returns rows by column name, and both tables have is_active.
        programActive: sql<number>`${programs.isActive}`.mapWith(Boolean).as("program_active"),
        pricePerWeekCents: sql<number>`${programs.pricePerWeekCents}`.mapWith(Number).as("week_price"),
        careAddOnCents: sql<number>`${programs.careAddOnCents}`.mapWith(Number).as("care_price"),
      })
      .from(campSessions)
      .innerJoin(programs, eq(programs.id, campSessions.programId))
      .where(inArray(campSessions.id, sessionIds)),
    db.select().from(campSettings).where(eq(campSettings.id, 1)),
    openWindowIdSql(db, now.getTime()),
  ]);
  return {
    campers: new Map(kids.map((k) => [k.id, k])),
    weeks: new Map((weeks as Week[]).map((w) => [w.id, w])),
    settings: settings[0] ?? (await getCampSettings(env)),
    windowId: open[0]?.id ?? null,
  };
}

/** Checks, prices and books a cart for the parent; see the module comment. */
export async function checkoutCart(env: Env, parentId: string, cart: CartCheckout, now = new Date()): Promise<CartCheckoutResult | Refused> {
  if (!cart.payLater && !stripeKeys(env)) return { ok: false, status: 503, message: CARD_NOT_CONFIGURED };
  const facts = await cartFacts(env, parentId, cart, now);
  const today = campToday(now);

  // The rules that need no seat count, line by line, in the cart's order.
  const lines: CartLineOutcome[] = cart.lines.map((line) => {
    const camper = facts.campers.get(line.camperId);
    const week = facts.weeks.get(line.sessionId);
    return {
      ...line,
      camperName: camper ? `${camper.firstName} ${camper.lastName}` : null,
      sessionName: week?.name ?? null,
      startDate: week?.startDate ?? null,
      outcome: "seated",
      message: null,
      registrationId: null,
      price: null,
    };
  });
  const kept: Array<{ line: CartLineOutcome; week: Week }> = [];
  for (const line of lines) {
    const camper = facts.campers.get(line.camperId);
    const week = facts.weeks.get(line.sessionId);
    const refusal = !camper
      ? MESSAGES.camperNotFound
      : !week || !week.programActive
        ? MESSAGES.sessionNotFound
        : (sessionRefusalForGrade(week, camper.grade, today) ?? sameCartRefusal(kept, line, week, camper.firstName));
    if (refusal) Object.assign(line, { outcome: "refused", message: refusal });
    else kept.push({ line, week: week! });
  }

  const priced = priceCart(
    kept.map(({ line, week }) => ({ camperId: line.camperId, beforeCare: line.beforeCare, afterCare: line.afterCare, price: week })),
    facts.settings,
    today,
  );
  kept.forEach(({ line }, i) => (line.price = priced[i]));

  const cartId = `cart_${crypto.randomUUID()}`;
  if (kept.length > 0) {
    const stamp = now.getTime();
    const payLater = cart.payLater ? { deferReason: cart.deferReason } : undefined;
    const results = await env.DB.batch<TakenSeat>(
      kept.map(({ line, week }) =>
        d1Statement(
          env.DB,
          takeSeatSql({
            parentId,
            camperId: line.camperId,
            sessionId: line.sessionId,
            beforeCare: line.beforeCare,
            afterCare: line.afterCare,
            price: line.price!,
            immediate: week.allowImmediateRegistration,
            payLater,
            cartId,
            windowId: facts.windowId,
            stamp,
          }),
        ),
      ),
    );
    await Promise.all(
      kept.map(async ({ line }, i) => {
        const row = results[i].results[0];
        if (!row) return Object.assign(line, { outcome: "refused", message: (await seatRefusal(env, line.camperId, line.sessionId)).message });
        line.registrationId = row.id;
        if (row.status === "interested") {
          const name = facts.campers.get(line.camperId)!.firstName;
          line.outcome = "waitlisted";
          line.message = `${name} was added to the waitlist for ${line.sessionName} and will be contacted. Nothing is charged for this week.`;
        }
      }),
    );
  }

  await repriceBySeats(env, kept, facts.settings, today);

  const made = lines.filter((l) => l.registrationId !== null);
  if (made.length === 0) {
    const fieldErrors = Object.fromEntries(lines.map((l, i) => [`lines.${i}`, [l.message ?? CART_NOTHING_BOOKED]]));
    // Someone else's campers only: as everywhere, their ids are simply not found.
    const notFound = lines.every((l) => l.message === MESSAGES.camperNotFound);
    return { ok: false, status: notFound ? 404 : 409, message: `${CART_NOTHING_BOOKED} ${lines[0]?.message ?? ""}`.trim(), fieldErrors };
  }
  const chargeCents = cartChargeCents(made.map((l) => ({ totalCents: l.price!.totalCents, charged: l.outcome === "seated" })));
  let payment: CartCheckoutResult["payment"] = null;
  if (cart.payLater || chargeCents === 0) {
    await queueCartMail(env, cartId, "cart-confirmation");
  } else {
    // A Stripe outage leaves the seats held: the cart's checkout page asks again.
    const intent = await createPaymentIntentForCart(env, parentId, cartId).catch(() => null);
    if (intent?.ok) payment = { clientSecret: intent.clientSecret, publishableKey: intent.publishableKey };
  }
  const dueDates = made.filter((l) => l.outcome === "seated").map((l) => facts.weeks.get(l.sessionId)!.paymentDueDate);
  const paymentDueDate = cart.payLater ? (dueDates.filter((d): d is string => d !== null).sort()[0] ?? null) : null;
  return { ok: true, cartId, lines, chargeCents, payLater: cart.payLater, paymentDueDate, payment };
}

/**
 * The sibling discount again, now that the batch says which lines took a seat (waitlisted lines
 * are not siblings until seated): a line whose price changes is written before it is charged.
 */
async function repriceBySeats(env: Env, kept: Array<{ line: CartLineOutcome; week: Week }>, settings: DiscountSettings, today: string) {
  const booked = kept.filter(({ line }) => line.registrationId !== null);
  const priced = priceCart(
    booked.map(({ line, week }) => ({ ...line, price: week, seated: line.outcome === "seated" })),
    settings,
    today,
  );
  const changed = booked.flatMap(({ line }, i) => (priced[i].discountCents === line.price!.discountCents ? [] : [{ line, price: priced[i] }]));
  if (changed.length === 0) return;
  await env.DB.batch(
    changed.map(({ line, price }) =>
      d1Statement(
        env.DB,
        sql`UPDATE registrations SET discount_cents = ${price.discountCents}, total_amount_cents = ${price.totalCents} WHERE id = ${line.registrationId}`,
      ),
    ),
  );
  for (const { line, price } of changed) line.price = price;
}

/** A line that repeats a week already kept for the camper, or falls on one of its days. */
function sameCartRefusal(kept: Array<{ line: CartLineOutcome; week: Week }>, line: CartLineOutcome, week: Week, firstName: string): string | null {
  const clash = kept.find((k) => k.line.camperId === line.camperId && k.week.startDate <= week.endDate && k.week.endDate >= week.startDate);
  if (!clash) return null;
  if (clash.week.id === week.id) return `${week.name} is already in your cart for ${firstName}.`;
  return `${firstName} already has ${clash.week.name} (${campDayShort(clash.week.startDate)}) in this cart. A camper can attend one camp per day.`;
}
