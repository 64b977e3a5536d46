// The whole product's data model. Migrations in /migrations are generated from this file
// (`npx drizzle-kit generate`) and applied by wrangler; tests/workerd/schema.test.ts fails when
// the two drift apart. Money is stored in whole cents; times as Unix milliseconds; calendar
// dates (camp days, birth dates) as 'YYYY-MM-DD' text in the camp's time zone.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Rows are stamped by the Worker's clock, not SQLite's: drizzle writes a column's SQL default even
// when it also has a $defaultFn, and a test that moves the Worker's Date (decision 0065) must move
// every stamp with it. The migrations keep `(unixepoch('subsec') * 1000)` as the column default,
// a safety net for a raw INSERT that names no time (tests/workerd/schema.test.ts checks it is there).
const stampedNow = (name: string) =>
  integer(name)
    .notNull()
    .$defaultFn(() => Date.now());
const createdAt = () => stampedNow("created_at");

// The lists live in the browser-safe vocabulary; the schema builds its columns and CHECKs from them.
import type { CamperEventKind } from "../app/lib/attendance/door-events";
import { createLotterySeed } from "../app/lib/lottery";
import { CONTENT_LISTS } from "../app/lib/admin/content-schema";
import { DEPOSIT_KINDS } from "../app/lib/payment-plans/payment-plan-schema";
import {
  AGE_GROUPS,
  LEGACY_REGISTRATION_STATUSES,
  LOCATIONS,
  ADULT_ROLES,
  STAFF_ROLES,
  RATIO_RULE_SCOPES,
  MEDIA_KINDS,
  MESSAGE_KINDS,
  MESSAGE_SCOPES,
  MESSAGE_STATUSES,
  PAYMENT_CHECK_PROBLEMS,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  REGISTRATION_STATUSES,
} from "../app/lib/vocabulary";

export { AGE_GROUPS, LOCATIONS, MEDIA_KINDS, PAYMENT_STATUSES, REGISTRATION_STATUSES };

// The CHECK keeps the retired `waitlisted` in its old place, so the table needs no rebuild.
const REGISTRATION_STATUSES_IN_CHECK = [...REGISTRATION_STATUSES.slice(0, 3), ...LEGACY_REGISTRATION_STATUSES, ...REGISTRATION_STATUSES.slice(3)];

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

// ---------------------------------------------------------------- accounts

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  // Null for accounts that only ever signed in with Google.
  passwordHash: text("password_hash"),
  googleId: text("google_id").unique(),
  emailVerifiedAt: integer("email_verified_at"),
  isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
  // Opt-in for the "registration is open" notice sent by the cron.
  notifyRegistrationOpen: integer("notify_registration_open", { mode: "boolean" }).notNull().default(true),
  // Opt-out for the office's news to families; operational and urgent messages go regardless.
  notifyNews: integer("notify_news", { mode: "boolean" }).notNull().default(true),
  // Set when the parent deleted the account: the row stays, anonymised, only so the payments the
  // office must keep still have an owner; nobody can sign in to it.
  deletedAt: integer("deleted_at"),
  // The account's last sign-in or signed-in visit (refreshed hourly): children's records are kept
  // the office's retention period after it, or after the child's last camp day if later.
  lastActiveAt: integer("last_active_at"),
  createdAt: createdAt(),
});

// Parent and admin sessions. The id is the SHA-256 of the cookie token, never the token itself.
export const userSessions = sqliteTable(
  "user_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("user_sessions_user_idx").on(t.userId)],
);

// One-time links (e-mail verification, password reset), stored as hashes.
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify-email", "reset-password"] }).notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId), check("auth_tokens_purpose_check", inList("purpose", ["verify-email", "reset-password"]))],
);

// Failed sign-in counters, per account and per client, for parents and attendance staff.
export const loginThrottles = sqliteTable("login_throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: integer("window_started_at").notNull(),
  lockedUntil: integer("locked_until"),
});

// ---------------------------------------------------------------- campers

export const campers = sqliteTable(
  "campers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    dateOfBirth: text("date_of_birth").notNull(),
    grade: text("grade").notNull(),
    // Medical form
    allergies: text("allergies").notNull().default(""),
    medications: text("medications").notNull().default(""),
    medicalConditions: text("medical_conditions").notNull().default(""),
    specialDietaryNeeds: text("special_dietary_needs").notNull().default(""),
    doctorName: text("doctor_name").notNull().default(""),
    doctorPhone: text("doctor_phone").notNull().default(""),
    insuranceProvider: text("insurance_provider").notNull().default(""),
    // Emergency contacts
    emergencyContactName: text("emergency_contact_name").notNull(),
    emergencyContactPhone: text("emergency_contact_phone").notNull(),
    emergencyContactRelationship: text("emergency_contact_relationship").notNull(),
    emergencyContact2Name: text("emergency_contact2_name").notNull().default(""),
    emergencyContact2Phone: text("emergency_contact2_phone").notNull().default(""),
    emergencyContact2Relationship: text("emergency_contact2_relationship").notNull().default(""),
    // Pickup and instructions
    authorizedPickupPersons: text("authorized_pickup_persons").notNull().default(""),
    specialInstructions: text("special_instructions").notNull().default(""),
    // Agreements
    waiverAccepted: integer("waiver_accepted", { mode: "boolean" }).notNull().default(false),
    mediaReleaseAccepted: integer("media_release_accepted", { mode: "boolean" }).notNull().default(false),
    termsAccepted: integer("terms_accepted", { mode: "boolean" }).notNull().default(false),
    waiverSignedDate: text("waiver_signed_date"),
    // Set when the child's data was erased (account deleted, or past the office's retention):
    // names, birth date, medical form, contacts and pickup adults are emptied.
    erasedAt: integer("erased_at"),
    createdAt: createdAt(),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [index("campers_parent_idx").on(t.parentId)],
);

// ---------------------------------------------------------------- programs and sessions

export const programs = sqliteTable(
  "programs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description").notNull(),
    ageGroup: text("age_group").notNull(),
    maxCapacity: integer("max_capacity").notNull().default(20),
    // Named as the specification names it; for camp days this is the price of one day.
    pricePerWeekCents: integer("price_per_week_cents").notNull(),
    // One price for before care and one for after care (each), added per registration.
    careAddOnCents: integer("care_add_on_cents").notNull().default(1500),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("programs_capacity_check", sql`${t.maxCapacity} >= 1`),
    check("programs_price_check", sql`${t.pricePerWeekCents} >= 0 AND ${t.careAddOnCents} >= 0`),
  ],
);

export const campSessions = sqliteTable(
  "camp_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    programId: integer("program_id")
      .notNull()
      .references(() => programs.id),
    name: text("name").notNull(),
    location: text("location", { enum: LOCATIONS }).notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    ageGroup: text("age_group", { enum: AGE_GROUPS }).notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    allowImmediateRegistration: integer("allow_immediate_registration", { mode: "boolean" }).notNull().default(false),
    // Deferred payments for this session must be completed by this date.
    paymentDueDate: text("payment_due_date"),
    // The season a weekly session belongs to (e.g. 'summer-2027', as the office's "Create ten
    // weeks" names it); null for single camp days. The summer cart offers a season's weeks.
    season: text("season"),
    createdAt: createdAt(),
  },
  (t) => [
    index("camp_sessions_season_idx").on(t.season, t.startDate),
    index("camp_sessions_start_idx").on(t.startDate, t.location),
    check("camp_sessions_location_check", inList("location", LOCATIONS)),
    check("camp_sessions_age_group_check", inList("age_group", AGE_GROUPS)),
    check("camp_sessions_dates_check", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

// ---------------------------------------------------------------- registrations

export const registrationWindows = sqliteTable("registration_windows", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  season: text("season").notNull().unique(),
  label: text("label").notNull(),
  opensAt: integer("opens_at").notNull(),
  closesAt: integer("closes_at"),
  notifyBy: integer("notify_by"),
  // When set, draws still in review are finalised automatically at this time.
  lotteryFinalizeAt: integer("lottery_finalize_at"),
  // The family lottery's seed, fixed when the window is created and replaced when a closed window
  // reopens (the old one was revealed): its SHA-256 starts the seal published on /lottery, the
  // admin windows page and the "registration is open" e-mail before the window closes; the seed
  // itself is published with the entries once the draw is made (lottery_seals).
  lotterySeed: text("lottery_seed").$defaultFn(createLotterySeed),
  createdAt: createdAt(),
});

export const registrations = sqliteTable(
  "registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    camperId: integer("camper_id")
      .notNull()
      .references(() => campers.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => campSessions.id),
    // Copied from the camper so every parent guard is one indexed lookup.
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    beforeCare: integer("before_care", { mode: "boolean" }).notNull().default(false),
    afterCare: integer("after_care", { mode: "boolean" }).notNull().default(false),
    totalAmountCents: integer("total_amount_cents").notNull(),
    // The price lines charged when the registration was made (the total is their sum): every
    // screen, e-mail and export shows these, never the program's prices of today.
    // (SQL defaults, so drizzle writes them inline: D1 binds at most 100 parameters a statement.)
    dayPriceCents: integer("day_price_cents")
      .notNull()
      .default(sql`0`),
    beforeCareCents: integer("before_care_cents")
      .notNull()
      .default(sql`0`),
    afterCareCents: integer("after_care_cents")
      .notNull()
      .default(sql`0`),
    // The sibling discount taken off this line when it was sold in a cart (the total is the
    // lines less this). The early-bird price, when it applied, is the day price itself.
    discountCents: integer("discount_cents")
      .notNull()
      .default(sql`0`),
    // The early-bird discount already taken off the day price (the week's price was day price plus
    // this): shown as its own price line, never subtracted again (decision 0060).
    earlyBirdCents: integer("early_bird_cents")
      .notNull()
      .default(sql`0`),
    // The cart this line was bought in: one checkout, one PaymentIntent, one receipt for all of them.
    cartId: text("cart_id"),
    status: text("status", { enum: REGISTRATION_STATUSES }).notNull(),
    // Null while the camper is only interested (waitlisted): there is nothing to pay yet.
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }),
    deferReason: text("defer_reason"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    // The registration window the sign-up fell into, if any (lottery eligibility).
    windowId: integer("window_id").references(() => registrationWindows.id),
    // Place in the waitlist queue after a lottery; null means queue by registration time.
    queuePosition: integer("queue_position"),
    // When the registration last took a seat (sign-up, enroll, lottery): an unpaid hold expires
    // the office's holdExpiryHours after this.
    heldAt: integer("held_at"),
    registrationDate: createdAt(),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    // One live registration per camper per session; a cancelled one may be replaced.
    uniqueIndex("registrations_camper_session_unique")
      .on(t.camperId, t.sessionId)
      .where(sql`status <> 'cancelled'`),
    index("registrations_session_status_idx").on(t.sessionId, t.status),
    index("registrations_parent_idx").on(t.parentId),
    index("registrations_payment_intent_idx").on(t.stripePaymentIntentId),
    index("registrations_cart_idx").on(t.cartId),
    check("registrations_status_check", inList("status", REGISTRATION_STATUSES_IN_CHECK)),
    check("registrations_payment_status_check", sql`payment_status IS NULL OR ${inList("payment_status", PAYMENT_STATUSES)}`),
    check("registrations_total_check", sql`${t.totalAmountCents} >= 0`),
  ],
);

// Money movements for a registration: Stripe charges, offline payments, refunds.
export const payments = sqliteTable(
  "payments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    // A card payment's PaymentIntent (pi_...); a card refund's own id (re_...); an offline note.
    reference: text("reference"),
    // A card refund's PaymentIntent, so what a line holds on each intent is known (stripe rows: the reference).
    paymentIntentId: text("payment_intent_id"),
    recordedBy: text("recorded_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payments_registration_idx").on(t.registrationId),
    index("payments_reference_idx").on(t.reference),
    check("payments_kind_check", inList("kind", PAYMENT_KINDS)),
  ],
);

// Every PaymentIntent the product asked Stripe for: the webhook records money only for these, in
// their currency, and each line's share comes from here, whatever a registration's
// stripe_payment_intent_id says now (a later intent may have replaced it).
export const paymentIntents = sqliteTable("payment_intents", {
  id: text("id").primaryKey(),
  parentId: text("parent_id").notNull(),
  cartId: text("cart_id"),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  // The card that paid, from Stripe's charge.succeeded ("visa", "4242"), for the receipt; Stripe
  // never gives more of the card than this.
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  createdAt: createdAt(),
});

// The lines one PaymentIntent pays for, in the order money received is given to them.
export const paymentIntentLines = sqliteTable(
  "payment_intent_lines",
  {
    paymentIntentId: text("payment_intent_id").notNull(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    shareCents: integer("share_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentIntentId, t.registrationId] }), index("payment_intent_lines_registration_idx").on(t.registrationId)],
);

export const lotteryDraws = sqliteTable(
  "lottery_draws",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => campSessions.id),
    windowId: integer("window_id")
      .notNull()
      .references(() => registrationWindows.id),
    // Crypto-random seed kept with the draw so anyone can reproduce the order.
    seed: text("seed").notNull(),
    seatsAvailable: integer("seats_available").notNull(),
    // JSON array of registration ids in drawn order (a family's children side by side).
    drawnOrder: text("drawn_order").notNull(),
    // JSON array of family entries (arrays of registration ids) in the order they were shuffled,
    // so the draw can be repeated from the seed; null for draws made before families were drawn whole.
    families: text("families"),
    status: text("status", { enum: ["review", "final"] })
      .notNull()
      .default("review"),
    drawnAt: integer("drawn_at").notNull(),
    finalizedAt: integer("finalized_at"),
    finalizedBy: text("finalized_by"),
  },
  (t) => [
    uniqueIndex("lottery_draws_session_window_unique").on(t.sessionId, t.windowId),
    check("lottery_draws_status_check", inList("status", ["review", "final"])),
  ],
);

// What a window's draw was made from, frozen when it is made and published on /lottery: the
// window's seed and its family entries (opaque ids, week, site; no names) in the order they were
// made, and the seal (hash chain) they give. A window that reopens and closes again gets a second
// row, with its new seed. See app/lib/lottery-seal.ts.
export const lotterySeals = sqliteTable(
  "lottery_seals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    windowId: integer("window_id")
      .notNull()
      .references(() => registrationWindows.id),
    seed: text("seed").notNull(),
    // JSON array of { entryId, week, site }, in the order the entries were made.
    entries: text("entries").notNull(),
    seal: text("seal").notNull(),
    sealedAt: integer("sealed_at").notNull(),
  },
  (t) => [uniqueIndex("lottery_seals_window_seed_unique").on(t.windowId, t.seed)],
);

// ---------------------------------------------------------------- mail, payments, audit

// Every e-mail the product sends. In development and tests this is the only destination;
// in production the provider is called and the row records the outcome.
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // Unique per notice, so a repeated cron run or a retried request never sends twice.
    dedupeKey: text("dedupe_key").unique(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
    // A mail the provider refused is tried again from this time (null: at once), with back-off,
    // until `give_up_at` (null: a day after `created_at`; a Resend starts a new day), then it is
    // marked failed (app/server/mail.server.ts, docs/decisions/0061-mail-retried-for-a-day.md).
    nextAttemptAt: integer("next_attempt_at"),
    giveUpAt: integer("give_up_at"),
    // Set when the mail is past the office's retention: address, subject and bodies are emptied,
    // and only the dedupe key stays so a notice is still never sent twice.
    erasedAt: integer("erased_at"),
  },
  (t) => [index("outbox_status_idx").on(t.status), check("outbox_status_check", inList("status", ["queued", "sent", "failed"]))],
);

// The health of each cron job and of the Stripe webhook (app/server/job-health.server.ts): the
// failures in a row since `streak_started_at`, and the last one. Three in a row e-mail the office
// once per streak; a success ends the streak but keeps the last failure for the Windows tab.
export const jobHealth = sqliteTable("job_health", {
  name: text("name").primaryKey(),
  label: text("label").notNull(),
  failureStreak: integer("failure_streak").notNull().default(0),
  streakStartedAt: integer("streak_started_at"),
  lastFailureAt: integer("last_failure_at"),
  lastError: text("last_error"),
  alertedAt: integer("alerted_at"),
  updatedAt: stampedNow("updated_at"),
});

// What Stripe and the camp's records disagree about, found by the cron's reconciliation
// (app/server/stripe-reconciliation.server.ts): one row per Stripe object (pi_/re_) and kind of
// difference, shown to the office under "Payments to check" until someone marks it checked.
export const paymentsToCheck = sqliteTable(
  "payments_to_check",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    stripeId: text("stripe_id").notNull(),
    problem: text("problem", { enum: PAYMENT_CHECK_PROBLEMS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    // What differs, in the office's words (amounts, statuses, registration numbers; no names).
    difference: text("difference").notNull(),
    foundAt: integer("found_at").notNull(),
    lastSeenAt: integer("last_seen_at").notNull(),
    checkedAt: integer("checked_at"),
    checkedBy: text("checked_by"),
  },
  (t) => [
    uniqueIndex("payments_to_check_object_idx").on(t.stripeId, t.problem),
    check("payments_to_check_problem_check", inList("problem", PAYMENT_CHECK_PROBLEMS)),
  ],
);

export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  // Stripe's `created` of the event, to ignore stale events that arrive out of order.
  eventCreatedAt: integer("event_created_at").notNull(),
  receivedAt: createdAt(),
});

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorType: text("actor_type", { enum: ["user", "staff", "system"] }).notNull(),
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    detail: text("detail"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_subject_idx").on(t.subjectType, t.subjectId), check("audit_log_actor_check", inList("actor_type", ["user", "staff", "system"]))],
);

// ---------------------------------------------------------------- attendance

export const attendanceStaff = sqliteTable(
  "attendance_staff",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull().unique(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    // Whether a CIT counts toward a group's ratio is the office's setting (camp_settings).
    role: text("role", { enum: STAFF_ROLES }).notNull().default("counselor"),
    // The staff member's own six-digit door code, kept as a PBKDF2 check (never the code): they
    // check themselves in at a door device with it (docs/decisions/0052-staff-door-codes.md).
    doorCodeSalt: text("door_code_salt"),
    doorCodeHash: text("door_code_hash"),
    // Raised when an admin resets the password or disables the account: every staff session made
    // under an older version ends at its next request (sessions live in KV and cannot be listed).
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
  },
  () => [check("attendance_staff_role_check", inList("role", STAFF_ROLES))],
);

export const attendanceSessions = sqliteTable(
  "attendance_sessions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    date: text("date").notNull(),
    location: text("location", { enum: LOCATIONS }).notNull(),
    title: text("title").notNull(),
    weekNumber: integer("week_number"),
    notes: text("notes").notNull().default(""),
    dailyPrize: text("daily_prize").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("attendance_sessions_date_idx").on(t.date, t.location), check("attendance_sessions_location_check", inList("location", LOCATIONS))],
);

export const rosterEntries = sqliteTable(
  "roster_entries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    attendanceSessionId: integer("attendance_session_id")
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: "cascade" }),
    // Set when the entry was built from a registration, so pickup persons can be shown.
    camperId: integer("camper_id").references(() => campers.id, { onDelete: "set null" }),
    camperName: text("camper_name").notNull(),
    nickname: text("nickname").notNull().default(""),
    groupName: text("group_name").notNull().default(""),
    // The group before the door first changed it: a day's ratios are replayed from the group the
    // camper started in (app/server/here-now/ratio-day.server.ts).
    firstGroupName: text("first_group_name"),
    allergies: text("allergies").notNull().default(""),
    medications: text("medications").notNull().default(""),
    afterCare: integer("after_care", { mode: "boolean" }).notNull().default(false),
    parentPhone: text("parent_phone").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    // Removed from the roster after a hand-over: kept (off the door's roster) so the office's log
    // still shows who took the camper; an entry with no check-out is deleted instead.
    removedAt: integer("removed_at"),
    removedBy: text("removed_by"),
  },
  (t) => [index("roster_entries_session_idx").on(t.attendanceSessionId)],
);

export const attendanceRecords = sqliteTable("attendance_records", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  rosterEntryId: integer("roster_entry_id")
    .notNull()
    .unique()
    .references(() => rosterEntries.id, { onDelete: "cascade" }),
  checkedIn: integer("checked_in", { mode: "boolean" }).notNull().default(false),
  checkedInAt: integer("checked_in_at"),
  checkedInBy: text("checked_in_by"),
  checkedOut: integer("checked_out", { mode: "boolean" }).notNull().default(false),
  checkedOutAt: integer("checked_out_at"),
  checkedOutBy: text("checked_out_by"),
  // ---- who picked the camper up; cleared when the check-out is undone
  pickupMethod: text("pickup_method", { enum: ["adult", "code", "override"] }),
  pickedUpBy: text("picked_up_by"),
  pickupRelationship: text("pickup_relationship"),
  pickupAdultId: integer("pickup_adult_id"),
  pickupReason: text("pickup_reason"),
  notes: text("notes").notNull().default(""),
  updatedAt: stampedNow("updated_at"),
});

// ---- verified pickup and the medication log

// The adults a parent allows to pick a camper up. The photo is an R2 object served only to the
// parent and to attendance staff (app/routes/pickup-photo.ts).
export const authorizedAdults = sqliteTable(
  "authorized_adults",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    camperId: integer("camper_id")
      .notNull()
      .references(() => campers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    relationship: text("relationship").notNull(),
    phone: text("phone").notNull(),
    photoKey: text("photo_key"),
    createdAt: createdAt(),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [index("authorized_adults_camper_idx").on(t.camperId)],
);

// One pickup code per family (parent account). The code itself is read only by its parent's
// pages; devices get the salted PBKDF2 hash (see docs/decisions/0022-verified-pickup.md).
export const familyPickupCodes = sqliteTable("family_pickup_codes", {
  parentId: text("parent_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  code: text("code").notNull(),
  salt: text("salt").notNull(),
  hash: text("hash").notNull(),
  createdAt: createdAt(),
});

// Every "given" / "not given" at a medication alert, and every later correction. Rows are
// never updated: a mistake is corrected by a new row that names the one it corrects.
export const medicationLog = sqliteTable(
  "medication_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // The device's event id: the same event sent twice is kept once.
    eventId: text("event_id").unique(),
    rosterEntryId: integer("roster_entry_id").references(() => rosterEntries.id, { onDelete: "set null" }),
    attendanceSessionId: integer("attendance_session_id")
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: "cascade" }),
    camperName: text("camper_name").notNull(),
    medication: text("medication").notNull().default(""),
    outcome: text("outcome", { enum: ["given", "not_given", "correction"] }).notNull(),
    reason: text("reason").notNull().default(""),
    correctsId: integer("corrects_id"),
    // The device's time (ms), clamped like a door event's (app/server/attendance/door-fold.server.ts);
    // deviceAt is as sent, when it came from a device.
    at: integer("at").notNull(),
    deviceAt: integer("device_at"),
    // Who recorded it (on the device), and who was signed in when the device's queue sent it.
    recordedBy: text("recorded_by").notNull(),
    sentBy: text("sent_by"),
    // Recorded under a sign-in the office had ended (docs/decisions/0057-door-trust.md).
    signInEnded: integer("sign_in_ended", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("medication_log_session_idx").on(t.attendanceSessionId),
    check("medication_log_outcome_check", inList("outcome", ["given", "not_given", "correction"])),
  ],
);

// Every wrong family pickup code typed at check-out (and every code refused while the family's
// code is locked): after PICKUP_CODE_MAX_WRONG wrong codes within PICKUP_CODE_WINDOW_MS the code
// is not accepted (app/lib/attendance/pickup-code-limit.ts). Rows are only added; the office reads them.
export const pickupCodeAttempts = sqliteTable(
  "pickup_code_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    // A door device's event (a wrong code it refused offline): sent twice, counted once.
    eventId: text("event_id").unique(),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rosterEntryId: integer("roster_entry_id").references(() => rosterEntries.id, { onDelete: "set null" }),
    attendanceSessionId: integer("attendance_session_id")
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: "cascade" }),
    camperName: text("camper_name").notNull(),
    outcome: text("outcome", { enum: ["wrong", "locked"] }).notNull(),
    at: integer("at").notNull(),
    staffName: text("staff_name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The limit counts a family's wrong codes by when the server received them (created_at).
    index("pickup_code_attempts_parent_received_idx").on(t.parentId, t.createdAt),
    index("pickup_code_attempts_session_idx").on(t.attendanceSessionId),
    check("pickup_code_attempts_outcome_check", inList("outcome", ["wrong", "locked"])),
  ],
);

// -- door events (offline door app): every check-in/out, undo, note and group change a door
// device made, once each (the device's id is the key, so a resend changes nothing). The roster's
// state is folded from them by the rule in app/server/attendance/door-events.server.ts.
export const attendanceEvents = sqliteTable(
  "attendance_events",
  {
    id: text("id").primaryKey(),
    rosterEntryId: integer("roster_entry_id")
      .notNull()
      .references(() => rosterEntries.id, { onDelete: "cascade" }),
    // Typed by the door's vocabulary, so a renamed kind fails the typecheck of every query over it.
    kind: text("kind").$type<CamperEventKind>().notNull(),
    // The device's time (ms), clamped to the server's time plus a small skew; deviceAt is as sent.
    at: integer("at").notNull(),
    deviceAt: integer("device_at").notNull(),
    // Who made it (as the device recorded it) and who was signed in when it was sent: a queue
    // made before a session expired may be sent by the next counselor to sign in on that device.
    staffName: text("staff_name").notNull(),
    sentBy: text("sent_by").notNull(),
    // Made under a sign-in the office had ended (disabled, password reset) or that had expired:
    // recorded under who made it, and flagged (docs/decisions/0057-door-trust.md).
    signInEnded: integer("sign_in_ended", { mode: "boolean" }).notNull().default(false),
    // The note or group for those kinds; the change as sent for check-in/out (JSON).
    value: text("value"),
    receivedAt: stampedNow("received_at"),
  },
  // No CHECK on kind: the events endpoint's schema refuses unknown kinds, and a new kind (e.g.
  // medication given) then needs no table rebuild.
  (t) => [index("attendance_events_entry_idx").on(t.rosterEntryId, t.at, t.id)],
);

// Every adult's arrival, departure and move between groups at a door (staff and visitors), once
// each by the device's event id, as children's are in attendance_events: who is on site and the
// groups' ratios are replayed from these (docs/decisions/0049-adults-at-the-door.md).
export const adultPresenceEvents = sqliteTable(
  "adult_presence_events",
  {
    id: text("id").primaryKey(),
    attendanceSessionId: integer("attendance_session_id")
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: "cascade" }),
    // "staff:<attendance_staff id>" or "visitor:<the id of the visitor's arrival>".
    person: text("person").notNull(),
    kind: text("kind", { enum: ["adultIn", "adultOut", "adultMove"] }).notNull(),
    // On an arrival: the name (a staff member's from their account), role and, for a visitor, why they came.
    name: text("name").notNull().default(""),
    role: text("role", { enum: ADULT_ROLES }),
    reason: text("reason").notNull().default(""),
    groupName: text("group_name").notNull().default(""),
    // The device's time (ms), clamped to the server's time plus a small skew; deviceAt is as sent.
    at: integer("at").notNull(),
    deviceAt: integer("device_at").notNull(),
    // Who made the change on the device (its sign-in) and whose session sent it (0057).
    madeBy: text("made_by"),
    sentBy: text("sent_by").notNull(),
    signInEnded: integer("sign_in_ended", { mode: "boolean" }).notNull().default(false),
    receivedAt: stampedNow("received_at"),
  },
  (t) => [
    index("adult_presence_events_session_idx").on(t.attendanceSessionId, t.at, t.id),
    check("adult_presence_events_kind_check", inList("kind", ["adultIn", "adultOut", "adultMove"])),
  ],
);

// An emergency roll call on a roster (docs/decisions/0050-emergency-roll-call.md): started on a
// device (offline first: its id is the device's), joined by every other door of the roster, ended
// once. Roll calls of one roster that overlap are one drill in the record.
export const rollCalls = sqliteTable(
  "roll_calls",
  {
    id: text("id").primaryKey(),
    attendanceSessionId: integer("attendance_session_id")
      .notNull()
      .references(() => attendanceSessions.id, { onDelete: "cascade" }),
    // The device's time (clamped like every door event's), and who started and ended it.
    startedAt: integer("started_at").notNull(),
    startedBy: text("started_by").notNull(),
    endedAt: integer("ended_at"),
    endedBy: text("ended_by"),
    receivedAt: stampedNow("received_at"),
  },
  (t) => [index("roll_calls_session_idx").on(t.attendanceSessionId, t.startedAt)],
);

// Every tap in a roll call: someone accounted for, or that tap undone, once each by the device's
// event id. The latest mark per person wins (app/lib/here-now/roll-call.ts).
export const rollCallMarks = sqliteTable(
  "roll_call_marks",
  {
    id: text("id").primaryKey(),
    rollCallId: text("roll_call_id")
      .notNull()
      .references(() => rollCalls.id, { onDelete: "cascade" }),
    // "camper:<roster entry id>", "staff:<id>" or "visitor:<id>": no name is copied here.
    person: text("person").notNull(),
    accounted: integer("accounted", { mode: "boolean" }).notNull(),
    at: integer("at").notNull(),
    deviceAt: integer("device_at").notNull(),
    // Which door device (its own label) and which counselor's session sent it.
    device: text("device").notNull().default(""),
    // Who made the mark on the device (its sign-in, docs/decisions/0057-door-trust.md).
    madeBy: text("made_by"),
    sentBy: text("sent_by").notNull(),
    signInEnded: integer("sign_in_ended", { mode: "boolean" }).notNull().default(false),
    receivedAt: stampedNow("received_at"),
  },
  (t) => [index("roll_call_marks_roll_call_idx").on(t.rollCallId, t.at, t.id)],
);

// A time alert (a pickup or a dose, by its time) acknowledged at a door: every door stops
// raising it, also after a reload. One row per camper and alert; a second acknowledgement keeps the first.
export const timeAlertAcknowledgements = sqliteTable(
  "time_alert_acknowledgements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    rosterEntryId: integer("roster_entry_id")
      .notNull()
      .references(() => rosterEntries.id, { onDelete: "cascade" }),
    // The alert's kind and minute of the day ("medication@750"): no medical words.
    alert: text("alert").notNull(),
    acknowledgedAt: integer("acknowledged_at").notNull(),
    acknowledgedBy: text("acknowledged_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("time_alert_acknowledgements_entry_alert_idx").on(t.rosterEntryId, t.alert)],
);

// ---------------------------------------------------------------- content and media

// Objects in R2 the public pages show (gallery, hero, team photos, handbooks).
export const mediaObjects = sqliteTable(
  "media_objects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: MEDIA_KINDS }).notNull(),
    key: text("key").notNull().unique(),
    contentType: text("content_type").notNull(),
    alt: text("alt").notNull().default(""),
    width: integer("width"),
    height: integer("height"),
    bytes: integer("bytes").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [index("media_objects_kind_idx").on(t.kind, t.sortOrder), check("media_objects_kind_check", inList("kind", MEDIA_KINDS))],
);

// Editable page content served from D1 (the school-year camps page reads its block from here).
export const contentBlocks = sqliteTable("content_blocks", {
  key: text("key").primaryKey(),
  body: text("body").notNull(),
  updatedAt: stampedNow("updated_at"),
});

// The lists the office edits on the public site (app/lib/admin/content-schema.ts): one row per
// item, its fields as JSON checked by the list's schema, in the office's order.
export const contentItems = sqliteTable(
  "content_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    list: text("list", { enum: CONTENT_LISTS }).notNull(),
    position: integer("position").notNull(),
    body: text("body").notNull(),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [index("content_items_list_idx").on(t.list, t.position), check("content_items_list_check", inList("list", CONTENT_LISTS))],
);

// Settings the camp office changes without a developer: one row (id 1), read by the rules that
// need them. Defaults here are the ones a new installation starts with.
export const campSettings = sqliteTable(
  "camp_settings",
  {
    id: integer("id").primaryKey(),
    // An unpaid held seat (payment pending or failed) is released after this many hours.
    holdExpiryHours: integer("hold_expiry_hours").notNull().default(72),
    // The parent is reminded this many hours before the hold expires.
    holdReminderHours: integer("hold_reminder_hours").notNull().default(24),
    // How many campers one family may hold in one session; null means no cap.
    familyCapPerSession: integer("family_cap_per_session"),
    // Delivered mail is deleted after this many days.
    mailRetentionDays: integer("mail_retention_days").notNull().default(30),
    // A parent may cancel a registration until this many days before its first camp day...
    cancellationDeadlineDays: integer("cancellation_deadline_days").notNull().default(7),
    // ...and gets back this percent of what was paid by card (the office's refund policy).
    cancellationRefundPercent: integer("cancellation_refund_percent").notNull().default(100),
    // Children's records (camper profiles, medical forms, door rosters) are kept this many days
    // after the child's last camp day, then erased (COPPA).
    childDataRetentionDays: integer("child_data_retention_days").notNull().default(365),
    // Percent off the week price of the second and later child in one cart (0: no discount).
    siblingDiscountPercent: integer("sibling_discount_percent").notNull().default(0),
    // Percent off the week price for carts checked out on or before this camp day (null: none).
    earlyBirdPercent: integer("early_bird_percent").notNull().default(0),
    earlyBirdUntil: text("early_bird_until"),
    // One adult present for every this many children in a group, and whether CITs count as adults.
    campersPerAdult: integer("campers_per_adult").notNull().default(10),
    citsCountInRatio: integer("cits_count_in_ratio", { mode: "boolean" }).notNull().default(false),
    // The provider as a family's receipts and year statements name it for a dependent care FSA
    // claim or the child care credit: legal name, address and federal tax id (EIN).
    legalName: text("legal_name").notNull().default(""),
    postalAddress: text("postal_address").notNull().default(""),
    taxId: text("tax_id").notNull().default(""),
    // The office's phone on the public pages ('' : none shown).
    phone: text("phone").notNull().default(""),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    check("camp_settings_single_row", sql`${t.id} = 1`),
    check("camp_settings_hold_check", sql`${t.holdExpiryHours} >= 1 AND ${t.holdReminderHours} >= 0`),
    check("camp_settings_cap_check", sql`${t.familyCapPerSession} IS NULL OR ${t.familyCapPerSession} >= 1`),
    check("camp_settings_retention_check", sql`${t.mailRetentionDays} >= 1`),
    check("camp_settings_ratio_check", sql`${t.campersPerAdult} BETWEEN 1 AND 50`),
  ],
);

// The office's ratio for one camp group or one age group, where it differs from the camp-wide
// ratio in camp_settings (docs/decisions/0051-ratios-by-group-and-age.md). One rule per group
// name and per age group; a group's own rule comes before the age groups of its children.
export const ratioRules = sqliteTable(
  "ratio_rules",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    scope: text("scope", { enum: RATIO_RULE_SCOPES }).notNull(),
    // A camp group's name ("Bull Sharks") or an age group ("K-2").
    name: text("name").notNull(),
    campersPerAdult: integer("campers_per_adult").notNull(),
    citsCount: integer("cits_count", { mode: "boolean" }).notNull().default(false),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    uniqueIndex("ratio_rules_scope_name_idx").on(t.scope, t.name),
    check("ratio_rules_scope_check", inList("scope", RATIO_RULE_SCOPES)),
    check("ratio_rules_ratio_check", sql`${t.campersPerAdult} BETWEEN 1 AND 50`),
  ],
);

// A season's payment plans (docs/decisions/0069-payment-plans.md): the deposit every plan of the
// season starts with, and each plan's installments. "Pay in full" is always offered and is not
// stored. The amounts are whole cents or hundredths of a percent (the schedule never rounds a float).
export const seasonDeposits = sqliteTable(
  "season_deposits",
  {
    // A season of weekly sessions, as camp_sessions.season names it ('summer-2027').
    season: text("season").primaryKey(),
    kind: text("kind", { enum: DEPOSIT_KINDS }).notNull(),
    // Cents per camper-week (fixed), or hundredths of a percent of each week's price (percent).
    amount: integer("amount").notNull(),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [
    check("season_deposits_kind_check", inList("kind", DEPOSIT_KINDS)),
    check("season_deposits_amount_check", sql`${t.amount} >= 1 AND (${t.kind} = 'fixed' OR ${t.amount} < 10000)`),
  ],
);

export const paymentPlans = sqliteTable(
  "payment_plans",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    season: text("season").notNull(),
    name: text("name").notNull(),
    // The installments in order, as paymentPlanSchema made them (app/lib/payment-plans/payment-plan-schema.ts)
    // and storedInstallmentsSchema reads them back: a plan is edited and read whole, and a family's
    // schedule is copied from it when chosen, so no row ever points at one installment.
    installments: text("installments").notNull(),
    updatedAt: stampedNow("updated_at"),
  },
  (t) => [uniqueIndex("payment_plans_season_name_idx").on(t.season, t.name), check("payment_plans_installments_check", sql`json_valid(${t.installments})`)],
);

export type User = typeof users.$inferSelect;
export type Camper = typeof campers.$inferSelect;
export type Program = typeof programs.$inferSelect;
export type CampSession = typeof campSessions.$inferSelect;
export type Registration = typeof registrations.$inferSelect;
export type AttendanceSession = typeof attendanceSessions.$inferSelect;
export type RosterEntry = typeof rosterEntries.$inferSelect;
export type AttendanceRecord = typeof attendanceRecords.$inferSelect;
export type MediaObject = typeof mediaObjects.$inferSelect;
export type AuthorizedAdult = typeof authorizedAdults.$inferSelect;
export type MedicationLogRow = typeof medicationLog.$inferSelect;
export type CampSettings = typeof campSettings.$inferSelect;

// ---------------------------------------------------------------- messages to families

// One message of the office to the families of a day, a week, a session, a site or a camp group
// (docs/decisions/0055-messages-to-families.md). The audience is stored as the office chose it and
// resolved on the server when the message is sent; `request_key` makes a repeated submission of
// the same compose form the same message.
export const familyMessages = sqliteTable(
  "family_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    requestKey: text("request_key").unique(),
    kind: text("kind", { enum: MESSAGE_KINDS }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    scope: text("scope", { enum: MESSAGE_SCOPES }).notNull(),
    // The camp day of a day or group message; any day of the week for a week message.
    audienceDate: text("audience_date"),
    sessionId: integer("session_id").references(() => campSessions.id),
    // The site of a site message, or the one site a day, week or group message is limited to.
    site: text("site", { enum: LOCATIONS }),
    groupName: text("group_name"),
    status: text("status", { enum: MESSAGE_STATUSES }).notNull(),
    scheduledFor: integer("scheduled_for").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    sentAt: integer("sent_at"),
  },
  (t) => [
    index("family_messages_due_idx").on(t.status, t.scheduledFor),
    check("family_messages_kind_check", inList("kind", MESSAGE_KINDS)),
    check("family_messages_scope_check", inList("scope", MESSAGE_SCOPES)),
    check("family_messages_status_check", inList("status", MESSAGE_STATUSES)),
  ],
);

// Each family a message went to, once (the unique pair), with the address it was sent to, its
// mail in the outbox (whose status is the delivery's) and, for an urgent one, when it was read.
export const familyMessageRecipients = sqliteTable(
  "family_message_recipients",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    messageId: integer("message_id")
      .notNull()
      .references(() => familyMessages.id),
    parentId: text("parent_id")
      .notNull()
      .references(() => users.id),
    email: text("email").notNull(),
    outboxId: integer("outbox_id"),
    readAt: integer("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("family_message_recipients_message_parent_idx").on(t.messageId, t.parentId),
    index("family_message_recipients_parent_idx").on(t.parentId, t.readAt),
  ],
);
