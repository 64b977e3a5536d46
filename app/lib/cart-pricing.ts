// What a summer cart costs, line by line: the one home of the early-bird price and the sibling
// discount. Pure, so the cart page shows the figures the server will charge; the server always
// prices the cart again from the database and stores each line's price with the registration.

export type DiscountSettings = {
  /** Percent off the week price of the second and later child in the same cart. */
  siblingDiscountPercent: number;
  /** Percent off the week price for carts checked out on or before `earlyBirdUntil`. */
  earlyBirdPercent: number;
  /** The last camp day ('YYYY-MM-DD') of the early-bird price; null: no early-bird price. */
  earlyBirdUntil: string | null;
};

export type CartLineToPrice = {
  camperId: number;
  beforeCare: boolean;
  afterCare: boolean;
  /** The session's program prices: the week (or day) price and one care add-on. */
  price: { pricePerWeekCents: number; careAddOnCents: number };
  /** False for a line that joined the waitlist: its child is nobody's sibling until seated. Unknown before checkout: counted. */
  seated?: boolean;
};

export type PricedLine = {
  dayPriceCents: number;
  beforeCareCents: number;
  afterCareCents: number;
  /** The sibling discount on this line (a positive amount taken off). */
  discountCents: number;
  earlyBird: boolean;
  /** The early-bird discount already taken off the day price (the week's price is day price plus this). */
  earlyBirdCents: number;
  totalCents: number;
};

const percentOf = (cents: number, percent: number) => Math.round((cents * percent) / 100);

/** Whether the early-bird price applies on camp day `today`. */
export function earlyBirdApplies(settings: DiscountSettings, today: string): boolean {
  return settings.earlyBirdPercent > 0 && settings.earlyBirdUntil !== null && today <= settings.earlyBirdUntil;
}

/**
 * Prices every line of a cart. The first child to appear in the cart with a seat pays the full
 * price; every other child's lines get the sibling discount, on the week price only (care add-ons
 * are never discounted). A child only on the waitlist earns nobody a discount: anyone could add a
 * made-up camper to a full week. The early-bird percent comes off the week price first, and the sibling discount is
 * taken from that early-bird price. All amounts are whole cents.
 */
export function priceCart(lines: CartLineToPrice[], settings: DiscountSettings, today: string): PricedLine[] {
  const earlyBird = earlyBirdApplies(settings, today);
  const firstChild = lines.find((line) => line.seated !== false)?.camperId;
  return lines.map((line) => {
    const week = line.price.pricePerWeekCents;
    const earlyBirdCents = earlyBird ? percentOf(week, settings.earlyBirdPercent) : 0;
    const dayPriceCents = week - earlyBirdCents;
    const beforeCareCents = line.beforeCare ? line.price.careAddOnCents : 0;
    const afterCareCents = line.afterCare ? line.price.careAddOnCents : 0;
    const discountCents = firstChild !== undefined && line.camperId !== firstChild ? percentOf(dayPriceCents, settings.siblingDiscountPercent) : 0;
    return {
      dayPriceCents,
      beforeCareCents,
      afterCareCents,
      discountCents,
      earlyBird,
      earlyBirdCents,
      totalCents: dayPriceCents + beforeCareCents + afterCareCents - discountCents,
    };
  });
}

/** The sum a cart charges now: only lines that hold a seat are charged (waitlisted lines are not). */
export function cartChargeCents(lines: Array<{ totalCents: number; charged: boolean }>): number {
  return lines.reduce((sum, line) => sum + (line.charged ? line.totalCents : 0), 0);
}
