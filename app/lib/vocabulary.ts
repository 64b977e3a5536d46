// The camp's words, in one browser-safe home: the sites, age groups, grades, registration and
// payment statuses, media kinds and attendance groups. db/schema.ts builds its columns and CHECK
// constraints from these lists, the forms build their choices from them, and the rules below name
// which statuses hold a seat or wait, so no other module spells a status list by hand.

export const LOCATIONS = ["UUCA", "FLC"] as const;
export type Location = (typeof LOCATIONS)[number];

/** How a site is named to families (the session badge, the confirmation, the checkout). */
export const LOCATION_NAMES: Record<Location, string> = {
  UUCA: "UUCA",
  FLC: "Faith Lutheran Church",
};

/** A site's name from a column typed as text: a code the camp does not know is shown as it is. */
export const siteName = (site: string) => LOCATION_NAMES[site as Location] ?? site;

/** The adults who work with the children: a CIT (counselor in training) counts toward a ratio only where the office says so. */
export const STAFF_ROLES = ["counselor", "volunteer", "cit"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = { counselor: "Counselor", volunteer: "Volunteer", cit: "CIT" };

/** Who an adult on site is: one of the staff, or a visitor (a parent helper, an inspector, a delivery) who never counts toward a ratio. */
export const ADULT_ROLES = [...STAFF_ROLES, "visitor"] as const;
export type AdultRole = (typeof ADULT_ROLES)[number];
export const ADULT_ROLE_NAMES: Record<AdultRole, string> = { ...STAFF_ROLE_NAMES, visitor: "Visitor" };

export const AGE_GROUPS = ["K-2", "2-3", "4+"] as const;
/** What a ratio rule of the office applies to: a camp group by name, or an age group. */
export const RATIO_RULE_SCOPES = ["group", "age"] as const;
export type RatioRuleScope = (typeof RATIO_RULE_SCOPES)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];

export const GRADES = [
  { value: "pre-k", label: "Pre-K" },
  { value: "kindergarten", label: "Kindergarten" },
  { value: "1st", label: "1st Grade" },
  { value: "2nd", label: "2nd Grade" },
  { value: "3rd", label: "3rd Grade" },
  { value: "4th", label: "4th Grade" },
  { value: "5th", label: "5th Grade" },
  { value: "6th", label: "6th Grade" },
  { value: "7th", label: "7th Grade" },
  { value: "8th", label: "8th Grade" },
] as const;
export type Grade = (typeof GRADES)[number]["value"];

/** Who an emergency contact is to the camper (the camper form's choices). */
export const RELATIONSHIPS = [
  { value: "parent", label: "Parent" },
  { value: "guardian", label: "Guardian" },
  { value: "grandparent", label: "Grandparent" },
  { value: "aunt", label: "Aunt" },
  { value: "uncle", label: "Uncle" },
  { value: "family-friend", label: "Family Friend" },
  { value: "other", label: "Other" },
] as const;

/**
 * Every status the product writes. A waitlisted sign-up is `interested` (PRODUCT.md); the old
 * `waitlisted` value is never written and is kept only in the database's CHECK (see
 * LEGACY_REGISTRATION_STATUSES and docs/decisions/0018-one-home-per-rule.md).
 */
export const REGISTRATION_STATUSES = ["pending", "confirmed", "cancelled", "interested"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Values the registrations CHECK still allows though nothing writes them any more. */
export const LEGACY_REGISTRATION_STATUSES = ["waitlisted"] as const;

/** A registration in one of these holds a seat of its session (the capacity rule). */
export const SEAT_HOLDING_STATUSES = ["pending", "confirmed"] as const satisfies readonly RegistrationStatus[];

/** A registration in one of these is on the session's waitlist. */
export const WAITING_STATUSES = ["interested"] as const satisfies readonly RegistrationStatus[];

/** A registration in one of these is live (everything but cancelled): it counts for duplicates, one camp per day, the family cap and "to come". */
export const LIVE_STATUSES = ["pending", "confirmed", "interested"] as const satisfies readonly RegistrationStatus[];

/** Whether a registration's status holds a seat of its session. */
export const isSeatHolding = (status: string) => (SEAT_HOLDING_STATUSES as readonly string[]).includes(status);

/** Whether a registration's status is a waitlist place. */
export const isWaitingStatus = (status: string) => (WAITING_STATUSES as readonly string[]).includes(status);

/** Whether a registration's status is live (not cancelled). */
export const isLiveStatus = (status: string) => (LIVE_STATUSES as readonly string[]).includes(status);

export const PAYMENT_STATUSES = ["pending", "paid", "deferred", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How money moved on a registration (the payments table): a card payment through Stripe, a payment the office recorded (cash, check), or a refund. */
export const PAYMENT_KINDS = ["stripe", "offline", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const [CARD_PAYMENT, OFFLINE_PAYMENT, REFUND] = PAYMENT_KINDS;

/** Whether a movement gives money back. */
export const isRefund = (move: { kind: string }) => move.kind === REFUND;

/** What a movement adds to what its registration received: a refund takes away. */
export const receivedCents = (move: { kind: string; amountCents: number }) => (isRefund(move) ? -move.amountCents : move.amountCents);

/** Payment states of money not given back in full: a refund that leaves nothing received marks the payment `refunded`. */
export const UNREFUNDED_PAYMENT_STATUSES = ["pending", "paid", "deferred", "failed"] as const satisfies readonly PaymentStatus[];

/** Payment states with money still owed: the parent may pay or defer. */
export const PAYABLE_PAYMENT_STATUSES = ["pending", "deferred", "failed"] as const satisfies readonly PaymentStatus[];

/**
 * What the reconciliation with Stripe can find (app/server/stripe-reconciliation.server.ts): money
 * for a payment the camp never asked for, a payment whose amount or currency is not the one asked,
 * money received that differs from what was recorded, and the same two for refunds.
 */
export const PAYMENT_CHECK_PROBLEMS = ["unknown-payment", "payment-differs", "received-differs", "unknown-refund", "refund-differs"] as const;
export type PaymentCheckProblem = (typeof PAYMENT_CHECK_PROBLEMS)[number];

/** A held seat's payment still to come, not yet tried and failed: new, or paid later. A failed card marks these `failed`. */
export const AWAITED_PAYMENT_STATUSES = ["pending", "deferred"] as const satisfies readonly PaymentStatus[];

/** A held seat's payment that lapses with the hold: new, or a card that failed (a payment agreed for later has its own due date). */
export const EXPIRING_PAYMENT_STATUSES = ["pending", "failed"] as const satisfies readonly PaymentStatus[];

export const MEDIA_KINDS = ["gallery", "hero", "team", "handbook", "site"] as const;

/** The attendance groups, in the order the roster and the print views list them. */
export const GROUP_NAMES = ["Beluga Whales", "Bull Sharks", "Sea Otters", "CITs"] as const;
export type GroupName = (typeof GROUP_NAMES)[number];
/** How the door names a group; "" holds the children and adults not in one. */
export const groupLabel = (group: string) => group || "No group";

/** A session named by its kind, on receipts, statements and the office's details alike: a season's week (it has a `season`) or a single camp day. */
export const sessionKindLabel = (session: { season?: string | null }) => (session.season ? "Week" : "Camp day");

/** SQL text `'a', 'b'` for a status list, for queries written as raw SQL. Values are constants above. */
export function sqlList(values: readonly string[]): string {
  return values.map((v) => `'${v}'`).join(", ");
}

/** A message to families: news respects a parent's e-mail preference; operational and urgent mail always goes. */
export const MESSAGE_KINDS = ["news", "operational", "urgent"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_KIND_NAMES: Record<MessageKind, string> = { news: "News", operational: "Operational", urgent: "Urgent" };
/** Whose families a message reaches: a camp day, a week, one session, a site, or a camp group on a day. */
export const MESSAGE_SCOPES = ["day", "week", "session", "site", "group"] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];
/** A message waits until its time (scheduled), then is sent once. */
export const MESSAGE_STATUSES = ["scheduled", "sent"] as const;
