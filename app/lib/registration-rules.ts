// The registration rules of the camp, pure so the wizard and the server share one home for each:
// which age group a grade belongs to, which sessions a camper may join, what a registration costs
// and whether it takes a seat now or joins the waitlist. The server always decides; the browser
// only uses these to show the same figures before it asks.

import { AGE_GROUPS, GRADES, LOCATION_NAMES, sessionKindLabel, type AgeGroup, type Location } from "./vocabulary";

// The formatters moved to ./format; re-exported so the pages that import them here keep working.
export { campDayLong, campDayShort, campDayTitle, formatCampDay, formatDollars } from "./format";
export { GRADES, LOCATION_NAMES, type AgeGroup, type Grade, type Location } from "./vocabulary";

export function gradeLabel(grade: string): string {
  return GRADES.find((g) => g.value === grade)?.label ?? grade;
}

/** pre-k, K, 1st, 2nd -> K-2; 3rd -> 2-3; 4th and up -> 4+. Unknown grades get null. */
export function ageGroupForGrade(grade: string): AgeGroup | null {
  switch (grade) {
    case "pre-k":
    case "kindergarten":
    case "1st":
    case "2nd":
      return "K-2";
    case "3rd":
      return "2-3";
    case "4th":
    case "5th":
    case "6th":
    case "7th":
    case "8th":
      return "4+";
    default:
      return null;
  }
}

/** Faith Lutheran Church hosts the youngest campers only: the one home of the FLC K-2 rule. */
export function siteTakesAgeGroup(location: Location, ageGroup: AgeGroup | null): boolean {
  return location !== "FLC" || ageGroup === "K-2";
}

/** The age groups a site takes, youngest first: all of them at UUCA, K-2 alone at Faith Lutheran Church. */
export const ageGroupsAtSite = (location: Location): AgeGroup[] => AGE_GROUPS.filter((group) => siteTakesAgeGroup(location, group));

/**
 * "Faith Lutheran Church (K-2 only)": a site's name, with the age groups it takes when that is not
 * all of them. `only` is the word's case where the name sits in a title ("K-2 Only").
 */
export function siteWithAgeGroups(location: Location, { name = LOCATION_NAMES[location], only = "only" } = {}): string {
  const groups = ageGroupsAtSite(location);
  return groups.length === AGE_GROUPS.length ? name : `${name} (${groups.join(", ")} ${only})`;
}

/** The sessions the wizard offers a camper in `grade`: their age group, at a site that takes it. */
export function sessionsForGrade<S extends { location: Location; ageGroup: AgeGroup }>(sessions: S[], grade: string): S[] {
  const ageGroup = ageGroupForGrade(grade);
  return sessions.filter((s) => s.ageGroup === ageGroup && siteTakesAgeGroup(s.location, ageGroup));
}

export type SessionForRules = {
  location: Location;
  ageGroup: AgeGroup;
  startDate: string;
  isActive: boolean;
};

/**
 * Why a camper in `grade` may not join `session`, or null when they may. The messages are
 * shown to parents as they are.
 */
export function sessionRefusalForGrade(session: SessionForRules, grade: string, today: string): string | null {
  const ageGroup = ageGroupForGrade(grade);
  if (!ageGroup) return "Grade is required";
  if (!session.isActive || session.startDate <= today) {
    return "Selected session not found. Please try again.";
  }
  if (!siteTakesAgeGroup(session.location, ageGroup)) {
    return "Faith Lutheran Church takes campers in the K-2 group only.";
  }
  if (session.ageGroup !== ageGroup) {
    return `This session is for the ${session.ageGroup} group; a camper in ${gradeLabel(grade)} belongs in the ${ageGroup} group.`;
  }
  return null;
}

/** The total in cents: the session's day price plus one add-on for each kind of care chosen. */
export function registrationTotalCents(
  price: { pricePerWeekCents: number; careAddOnCents: number },
  care: { beforeCare: boolean; afterCare: boolean },
): number {
  const lines = registrationPriceLines(price, care);
  return lines.dayPriceCents + lines.beforeCareCents + lines.afterCareCents;
}

export type PriceLines = { dayPriceCents: number; beforeCareCents: number; afterCareCents: number };

/** The price lines a new registration is charged: kept with it, so later price changes never touch it. */
export function registrationPriceLines(
  price: { pricePerWeekCents: number; careAddOnCents: number },
  care: { beforeCare: boolean; afterCare: boolean },
): PriceLines {
  return {
    dayPriceCents: price.pricePerWeekCents,
    beforeCareCents: care.beforeCare ? price.careAddOnCents : 0,
    afterCareCents: care.afterCare ? price.careAddOnCents : 0,
  };
}

/** A line's stored price lines, with its session's season (a summer week has one; a single camp day none). */
export type StoredPriceLines = PriceLines & {
  beforeCare: boolean;
  afterCare: boolean;
  /** The sibling discount taken off the total. */
  discountCents?: number;
  /** The early-bird discount already in the day price: the week's price was the day price plus this. */
  earlyBirdCents?: number;
  season?: string | null;
};

/** Every kind of discount a line stores, by name: the price lines, the Finance tab and its exports read this list. */
export const DISCOUNT_KINDS = [
  { key: "earlyBirdCents", label: "Early-bird discount" },
  { key: "discountCents", label: "Sibling discount" },
] as const;

/** A line as every receipt, statement and list heads it: the child and the session as the data names it ("Maya Rivera: Summer 2027 Week 3"). */
export const lineLabel = (line: { camperName: string; sessionName: string }) => `${line.camperName}: ${line.sessionName}`;

/**
 * The one home of a line's price lines as a parent or the office reads them (decision 0060): the
 * week's (or day's) price, each discount by name, each add-on chosen. They add up to the line's
 * total: the early-bird discount is already out of the stored day price, so the week shows its
 * price before it.
 */
export function priceLineItems(lines: StoredPriceLines): Array<{ label: string; cents: number }> {
  const earlyBird = lines.earlyBirdCents ?? 0;
  return [
    { label: sessionKindLabel(lines), cents: lines.dayPriceCents + earlyBird },
    ...ADD_ONS.flatMap(({ chosen, key, label }) => (lines[chosen] ? [{ label, cents: lines[key] }] : [])),
    // Summer cart lines: the discounts the line was sold with (app/lib/cart-pricing.ts).
    ...DISCOUNT_KINDS.flatMap(({ key, label }) => (lines[key] ? [{ label, cents: -(lines[key] ?? 0) }] : [])),
  ];
}

/** The add-ons a line may carry, by name, in the order its price lines list them. */
const ADD_ONS = [
  { chosen: "beforeCare", key: "beforeCareCents", label: "Before care" },
  { chosen: "afterCare", key: "afterCareCents", label: "After care" },
] as const;

/** The price lines after the first, as a spreadsheet's headings: each add-on, then each discount. */
export const PRICE_LINE_HEADINGS = [...ADD_ONS.map((a) => a.label), ...DISCOUNT_KINDS.map((d) => d.label)];

/**
 * A line's price lines as a spreadsheet row (the office's registrations CSV): the first line's
 * name ("Week", "Camp day") and price, then every heading of PRICE_LINE_HEADINGS with the cents
 * the receipt shows for it (a discount below zero), 0 where the line has none. The receipt's
 * lines, never a second reckoning of them.
 */
export function priceLineColumns(lines: StoredPriceLines) {
  const [first, ...rest] = priceLineItems(lines);
  return {
    kind: first.label,
    priceCents: first.cents,
    byHeading: PRICE_LINE_HEADINGS.map((label) => ({ label, cents: rest.find((item) => item.label === label)?.cents ?? 0 })),
  };
}

/** What is still owed: the total less what was received (never below zero). */
export function balanceDueCents(totalAmountCents: number, receivedCents: number): number {
  return Math.max(totalAmountCents - receivedCents, 0);
}
