// The fair lottery of a closed registration window, and the notices that follow it.
//
// When a window closes, every waitlist-mode session with more window sign-ups than free seats
// gets a draw: a crypto-random seed, recorded with the drawn order and left in review for admins.
// Finalising it (an admin, or the cron at the window's finalise time) seats the drawn order up to
// capacity and waitlists the rest in that order. A session with a seat for everyone needs no draw:
// everyone is seated when the window closes, recorded as a final "draw" without a seed so the
// session is settled exactly once.
//
// Families: a family (one parent account) is one entry per week and site, across its children's
// age groups, drawn once; each session of the week then takes the families in that one order
// (app/lib/lottery.ts, docs/decisions/0024-* and 0040-*). Before anything is drawn the window's
// entries are frozen with its seed in lottery_seals, the record /lottery publishes; each week's
// draw seed derives from the window's seed, whose fingerprint was public before the window closed.
//
// Exactly once: each settlement is ONE D1 batch (a transaction) holding the registration updates,
// the notices (unique dedupe keys) and, last, the statement that marks the settlement done. Every
// earlier statement is guarded by "not done yet", so a repeated or concurrent run changes nothing
// and sends nothing, and a run that stops half-way leaves either all of a session's changes and
// notices or none of them.
import { and, asc, eq, SQL, sql } from "drizzle-orm";
import { campers, campSessions, lotteryDraws, lotterySeals, registrations, registrationWindows, users } from "../../db/schema";
import { createLotterySeed, drawLotteryOrder, seatFamilies, sessionShare } from "~/lib/lottery";
import { lotteryEntryId, lotterySeal, weekDrawSeed, windowSeedOfWeekDraw } from "~/lib/lottery-seal";
import { campDayLong, formatDollars } from "~/lib/registration-rules";
import { isWindowAwaitingSettlement, lotteryFinalizeTime } from "~/lib/registration-windows";
import { auditStatement, type AuditActor } from "./audit.server";
import { camperFullName, d1Statement, getDb, type Database } from "./db.server";
import { composeMail, type MailMessage } from "./mail.server";
import { familyMailColumns, withFamilyAndSession } from "./registration-family.server";
import { loadWindowEntries, publishedEntries, type WindowEntry } from "./lottery-entries.server";
import { capacitySql, seatsTakenSql } from "./seats.server";

export const SYSTEM_ACTOR: AuditActor = { type: "system", name: "Scheduled jobs" };
export const NO_DRAW_NEEDED = "No draw needed: a seat for every sign-up";

export const NOTICE_KINDS = {
  accepted: "lottery-accepted",
  waitlisted: "lottery-waitlisted",
} as const;

type SignUp = {
  id: number;
  parentId: string;
  sessionId: number;
  totalAmountCents: number;
  camperFirstName: string;
  parentFirstName: string;
  parentEmail: string;
  sessionName: string;
  sessionLocation: string;
  sessionStartDate: string;
  paymentDueDate: string | null;
  windowLabel: string;
};

async function loadSignUps(db: Database, where: SQL) {
  return withFamilyAndSession(
    db
      .select({
        id: registrations.id,
        parentId: registrations.parentId,
        sessionId: registrations.sessionId,
        totalAmountCents: registrations.totalAmountCents,
        ...familyMailColumns,
        sessionLocation: campSessions.location,
        sessionStartDate: campSessions.startDate,
        paymentDueDate: campSessions.paymentDueDate,
        windowLabel: registrationWindows.label,
      })
      .from(registrations)
      .$dynamic(),
  )
    .innerJoin(registrationWindows, eq(registrationWindows.id, registrations.windowId))
    .where(where)
    .orderBy(asc(registrations.id));
}

const siteUrl = (env: Env, path: string) => new URL(path, env.APP_URL || "http://localhost").toString();

/**
 * The draw a notice reports: the window's seed it was made with and the family's entry, both
 * published on /lottery with every other entry; null when no draw was needed.
 */
type DrawnWith = { seed: string; entryOf: Map<number, string> } | null;

/** How a family checks the draw: the seed (its SHA-256 was public before the close) and its own entry. */
function drawLines(env: Env, s: SignUp, drawn: DrawnWith) {
  if (!drawn?.seed) return [];
  const entry = drawn.entryOf.get(s.id);
  return [
    `The lottery's seed was ${drawn.seed}. Its SHA-256 fingerprint was published before the window closed.`,
    ...(entry
      ? [
          `Your family's entry in the draw was ${entry}. Every entry (ids only, no names), the seed and the drawn order are at ${siteUrl(env, "/lottery")}, so anyone can redo the draw.`,
        ]
      : []),
  ];
}

function acceptedNotice(env: Env, s: SignUp, drawn: DrawnWith): MailMessage {
  const dueLine = s.paymentDueDate ? ` by ${campDayLong(s.paymentDueDate)}` : "";
  const { text, html } = composeMail(
    [
      `Hi ${s.parentFirstName},`,
      `Good news: ${s.camperFirstName} has a seat at camp on ${campDayLong(s.sessionStartDate)} (${s.sessionName}, ${s.sessionLocation}).`,
      drawn
        ? `Every sign-up during the ${s.windowLabel} registration window counted equally, and a fair lottery decided the seats.`
        : `Every camper who signed up during the ${s.windowLabel} registration window got a seat.`,
      ...drawLines(env, s, drawn),
      `Please complete the payment of ${formatDollars(s.totalAmountCents)}${dueLine} to confirm the seat.`,
    ],
    { label: "Complete Payment", url: siteUrl(env, `/checkout?registration=${s.id}`) },
  );
  return {
    to: s.parentEmail,
    subject: `${s.camperFirstName} has a seat at Camp Sarraka on ${campDayLong(s.sessionStartDate)}`,
    text,
    html,
    kind: NOTICE_KINDS.accepted,
    dedupeKey: `${NOTICE_KINDS.accepted}:${s.id}`,
  };
}

function waitlistedNotice(env: Env, s: SignUp, place: number | null, drawn: DrawnWith): MailMessage {
  const { text, html } = composeMail(
    [
      `Hi ${s.parentFirstName},`,
      `More campers signed up for ${campDayLong(s.sessionStartDate)} (${s.sessionName}, ${s.sessionLocation}) than there are seats, so ${s.camperFirstName} is on the waitlist${place ? `, number ${place} in line` : ""}.`,
      `Every sign-up during the ${s.windowLabel} registration window counted equally, and a fair lottery set the order. Brothers and sisters are drawn together: a family is one entry for the week, whatever its children's age groups, and each child takes a seat in their own group if one is left, or waits at the family's place in line. We will e-mail you with a payment link as soon as a seat opens; there is nothing to pay until then.`,
      ...drawLines(env, s, drawn),
    ],
    { label: "View your registrations", url: siteUrl(env, "/") },
  );
  return {
    to: s.parentEmail,
    subject: `${s.camperFirstName} is on the waitlist for ${campDayLong(s.sessionStartDate)}`,
    text,
    html,
    kind: NOTICE_KINDS.waitlisted,
    dedupeKey: `${NOTICE_KINDS.waitlisted}:${s.id}`,
  };
}

/** An outbox insert that only happens when `condition` holds when the statement runs. */
function queueMailWhen(message: MailMessage, condition: SQL) {
  return sql`INSERT INTO outbox (to_address, subject, text_body, html_body, kind, dedupe_key, created_at)
    SELECT ${message.to}, ${message.subject}, ${message.text}, ${message.html}, ${message.kind}, ${message.dedupeKey ?? null}, ${Date.now()}
    WHERE ${condition}
    ON CONFLICT DO NOTHING`;
}

/** An audit entry that only happens when `condition` holds when the statement runs. */
function auditWhen(actor: AuditActor, action: string, subjectId: number, detail: unknown, condition: SQL) {
  return sql`INSERT INTO audit_log (actor_type, actor_id, actor_name, action, subject_type, subject_id, detail, created_at)
    SELECT ${actor.type}, ${actor.id ?? null}, ${actor.name}, ${action}, 'camp_session', ${String(subjectId)}, ${JSON.stringify(detail)}, ${Date.now()}
    WHERE ${condition}`;
}

/**
 * Seats `families` (drawn order, or sign-up order when no draw was needed) up to the session's
 * capacity, each family whole or not at all, waitlists the rest in that order and queues one
 * notice each, all in one batch. `notDone` guards every statement; the statement that marks the
 * settlement done, last in the batch, makes it false.
 */
function settlementStatements(env: Env, db: Database, families: SignUp[][], seatsPlanned: number, drawn: DrawnWith, notDone: SQL, now: number) {
  const statements: Statement[] = [];
  const regIs = (id: number, status: "pending" | "interested") => sql`EXISTS (SELECT 1 FROM registrations WHERE id = ${id} AND status = ${status})`;
  // Seats go in order; the capacity check sits in each UPDATE, so seats taken meanwhile count.
  // A child is seated only when the seats left hold every sibling still waiting, so a family is
  // never split: once the first is seated, the others fit too (one batch, one transaction).
  for (const family of families) {
    const ids = JSON.stringify(family.map((s) => s.id));
    const waitingSiblings = sql`(SELECT count(*) FROM registrations WHERE id IN (SELECT value FROM json_each(${ids})) AND status = 'interested')`;
    for (const s of family) {
      statements.push(
        db
          .update(registrations)
          .set({ status: "pending", paymentStatus: "pending", queuePosition: null, heldAt: now, updatedAt: now })
          .where(
            and(
              eq(registrations.id, s.id),
              eq(registrations.status, "interested"),
              sql`${capacitySql(s.sessionId)} - ${seatsTakenSql(s.sessionId)} >= ${waitingSiblings}`,
              notDone,
            ),
          ),
      );
    }
  }
  const ordered = families.flat();
  // The waitlist place each notice states: in drawn order among the families that do not fit.
  const plannedWaitlist = seatFamilies(
    families.map((f) => f.map((s) => s.id)),
    seatsPlanned,
  ).waitlisted.flat();
  ordered.forEach((s, index) => {
    statements.push(
      db
        .update(registrations)
        .set({ queuePosition: index + 1, updatedAt: now })
        .where(and(eq(registrations.id, s.id), eq(registrations.status, "interested"), notDone)),
    );
  });
  ordered.forEach((s) => {
    const place = plannedWaitlist.indexOf(s.id) + 1 || null;
    statements.push(queueMailWhen(acceptedNotice(env, s, drawn), sql`${regIs(s.id, "pending")} AND ${notDone}`));
    statements.push(queueMailWhen(waitlistedNotice(env, s, place, drawn), sql`${regIs(s.id, "interested")} AND ${notDone}`));
  });
  return statements;
}

// Drizzle's batch cannot mix its query builders with raw INSERT ... SELECT statements, so the
// settlement batch is sent as plain D1 statements (still one atomic D1 batch).
type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

function runBatch(env: Env, statements: Statement[]) {
  return env.DB.batch(statements.map((s) => d1Statement(env.DB, s)));
}

const drawIsInReview = (drawId: number) => sql`EXISTS (SELECT 1 FROM lottery_draws WHERE id = ${drawId} AND status = 'review')`;

/** Free seats of a session right now (capacity minus seats held). */
async function freeSeats(db: Database, sessionId: number) {
  const [row] = await db.all<{ free: number | null }>(sql`SELECT ${capacitySql(sessionId)} - ${seatsTakenSql(sessionId)} AS free`);
  return Math.max(0, Number(row?.free ?? 0));
}

/**
 * Freezes what a window's draw is made from, before anything is drawn: the seed and the entries
 * in the order made, with their seal. Written once per seed (a reopened window gets a new seed,
 * hence a second record); /lottery publishes it.
 */
async function sealWindowEntries(db: Database, windowId: number, seed: string, entries: WindowEntry[], now: number) {
  const published = publishedEntries(entries);
  await db
    .insert(lotterySeals)
    .values({ windowId, seed, entries: JSON.stringify(published), seal: await lotterySeal(seed, published), sealedAt: now })
    .onConflictDoNothing();
}

/** Sessions of a window with sign-ups still to settle, by week and site (one draw per week and site). */
async function unsettledWeeks(db: Database, windowId: number) {
  const sessions = await db
    .selectDistinct({ sessionId: registrations.sessionId, week: campSessions.startDate, site: campSessions.location })
    .from(registrations)
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .where(
      and(
        eq(registrations.windowId, windowId),
        eq(registrations.status, "interested"),
        eq(campSessions.allowImmediateRegistration, false),
        sql`NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.session_id = ${registrations.sessionId} AND d.window_id = ${windowId})`,
      ),
    )
    .orderBy(asc(campSessions.startDate), asc(campSessions.location), asc(registrations.sessionId));
  const weeks = new Map<string, { week: string; site: string; sessionIds: number[] }>();
  for (const s of sessions) {
    const key = `${s.week} ${s.site}`;
    const week = weeks.get(key) ?? { week: s.week, site: s.site, sessionIds: [] };
    week.sessionIds.push(s.sessionId);
    weeks.set(key, week);
  }
  return [...weeks.values()];
}

/**
 * For every closed window still awaiting settlement: draws each week and site with an
 * oversubscribed waitlist-mode session (one order of family entries for the week, left in review
 * per session) and seats everyone in sessions with room for all. Returns what it did.
 */
export async function drawClosedWindows(env: Env, now: Date) {
  const db = getDb(env);
  const t = now.getTime();
  const windows = (await db.select().from(registrationWindows)).filter((w) => isWindowAwaitingSettlement(w, t));
  const outcome = { draws: 0, seatedWithoutDraw: 0 };
  for (const window of windows) {
    const weeks = await unsettledWeeks(db, window.id);
    if (!weeks.length) continue;
    const entries = await loadWindowEntries(db, window.id, window.lotterySeed ?? "");
    // The seed was fixed (and its fingerprint public) before the close; the entries are sealed
    // with it now, before any draw. A window made before seeds were fixed draws without a record.
    if (window.lotterySeed) await sealWindowEntries(db, window.id, window.lotterySeed, entries, t);
    for (const { week, site, sessionIds } of weeks) {
      const families = entries.filter((e) => e.week === week && e.site === site).map((e) => e.waiting);
      const seed = window.lotterySeed ? weekDrawSeed(window.lotterySeed, week, site) : createLotterySeed();
      const order = await drawLotteryOrder(families, seed);
      for (const sessionId of sessionIds) {
        const signUps = await loadSignUps(
          db,
          and(eq(registrations.sessionId, sessionId), eq(registrations.windowId, window.id), eq(registrations.status, "interested"))!,
        );
        const seats = await freeSeats(db, sessionId);
        if (signUps.length <= seats) {
          await seatEveryone(env, db, window.id, sessionId, signUps, seats, t);
          outcome.seatedWithoutDraw++;
          continue;
        }
        const drawnFamilies = sessionShare(order, sessionId);
        const drawnOrder = drawnFamilies.flat();
        const [inserted] = await db.batch([
          db
            .insert(lotteryDraws)
            .values({
              sessionId,
              windowId: window.id,
              seed,
              seatsAvailable: seats,
              drawnOrder: JSON.stringify(drawnOrder),
              // The whole week's entries (their waiting children, any session), in list order:
              // shuffling them with the seed gives back this session's order.
              families: JSON.stringify(families.map((f) => f.map((s) => s.id))),
              status: "review",
              drawnAt: t,
            })
            .onConflictDoNothing()
            .returning({ id: lotteryDraws.id }),
          auditStatement(db, SYSTEM_ACTOR, {
            action: "lottery.draw",
            subjectType: "camp_session",
            subjectId: sessionId,
            detail: { windowId: window.id, seed, seatsAvailable: seats, drawnOrder, families: drawnFamilies },
          }),
        ]);
        if (inserted.length) outcome.draws++;
      }
    }
  }
  return outcome;
}

/** A session with a seat for every sign-up: everyone is seated now, recorded as a final row without a seed. */
async function seatEveryone(env: Env, db: Database, windowId: number, sessionId: number, signUps: SignUp[], seats: number, now: number) {
  const ids = signUps.map((s) => s.id);
  const notDrawn = sql`NOT EXISTS (SELECT 1 FROM lottery_draws WHERE session_id = ${sessionId} AND window_id = ${windowId})`;
  await runBatch(env, [
    ...settlementStatements(
      env,
      db,
      signUps.map((s) => [s]),
      seats,
      null,
      notDrawn,
      now,
    ),
    auditWhen(SYSTEM_ACTOR, "lottery.seat-everyone", sessionId, { windowId, registrations: ids }, notDrawn),
    db
      .insert(lotteryDraws)
      .values({
        sessionId,
        windowId,
        seed: "",
        seatsAvailable: seats,
        drawnOrder: JSON.stringify(ids),
        status: "final",
        drawnAt: now,
        finalizedAt: now,
        finalizedBy: NO_DRAW_NEEDED,
      })
      .onConflictDoNothing(),
  ]);
}

export type FinalizeResult = { ok: true; seated: number; waitlisted: number } | { ok: false; message: string };

/**
 * What the notices of a finalised draw tell: the seed (a week's draw: its window's seed, published
 * on /lottery with the entries) and each sign-up's family entry.
 */
async function drawnWith(drawSeed: string, signUps: SignUp[]): Promise<DrawnWith> {
  const windowSeed = windowSeedOfWeekDraw(drawSeed);
  const entryOf = new Map<number, string>();
  if (windowSeed) for (const s of signUps) entryOf.set(s.id, await lotteryEntryId(windowSeed, s.parentId, s.sessionStartDate, s.sessionLocation));
  // Draws made before weeks were drawn whole: "<window seed>:session-<id>", or a seed of their own.
  return { seed: windowSeed ?? drawSeed.split(":")[0], entryOf };
}

/** Finalises a draw in review: seats the drawn order up to capacity, waitlists and notifies the rest. */
export async function finalizeDraw(env: Env, drawId: number, actor: AuditActor, now = Date.now()): Promise<FinalizeResult> {
  const db = getDb(env);
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (!draw) return { ok: false, message: "Draw not found" };
  if (draw.status !== "review") return { ok: false, message: "This draw is already final" };
  const order: number[] = JSON.parse(draw.drawnOrder);
  const byId = new Map(
    (order.length
      ? await loadSignUps(db, and(sql`${registrations.id} IN (SELECT value FROM json_each(${draw.drawnOrder}))`, eq(registrations.status, "interested"))!)
      : []
    ).map((s) => [s.id, s]),
  );
  const seats = await freeSeats(db, draw.sessionId);
  // Families in drawn order (a draw made before families were drawn whole: each child alone).
  // Sign-ups cancelled since the draw drop out; their siblings stay one entry.
  const familyOf = new Map<number, number>();
  (draw.families ? (JSON.parse(draw.families) as number[][]) : order.map((id) => [id])).forEach((f, i) => f.forEach((id) => familyOf.set(id, i)));
  const families = new Map<number, SignUp[]>();
  for (const id of order) {
    const s = byId.get(id);
    if (!s) continue;
    const key = familyOf.get(id) ?? -id;
    families.set(key, [...(families.get(key) ?? []), s]);
  }
  const drawnFamilies = [...families.values()];
  const plan = seatFamilies(
    drawnFamilies.map((f) => f.map((s) => s.id)),
    seats,
  );
  const inReview = drawIsInReview(draw.id);
  const finalizedBy = actor.type === "system" ? "Automatically at the finalise time" : actor.name;
  await runBatch(env, [
    ...settlementStatements(env, db, drawnFamilies, seats, await drawnWith(draw.seed, [...byId.values()]), inReview, now),
    auditWhen(actor, "lottery.finalize", draw.sessionId, { drawId: draw.id, seatsAvailable: seats }, inReview),
    db
      .update(lotteryDraws)
      .set({ status: "final", finalizedAt: now, finalizedBy })
      .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, "review"))),
  ]);
  const seated = plan.seated.flat().length;
  return { ok: true, seated, waitlisted: plan.waitlisted.flat().length };
}

/** Finalises every draw in review whose window's finalise time has come. */
export async function finalizeDueDraws(env: Env, now: Date) {
  const db = getDb(env);
  const t = now.getTime();
  const inReview = await db
    .select({ drawId: lotteryDraws.id, window: registrationWindows })
    .from(lotteryDraws)
    .innerJoin(registrationWindows, eq(registrationWindows.id, lotteryDraws.windowId))
    .where(eq(lotteryDraws.status, "review"))
    .orderBy(asc(lotteryDraws.id));
  let finalized = 0;
  for (const { drawId, window } of inReview) {
    const due = lotteryFinalizeTime(window);
    if (due == null || due > t) continue;
    const result = await finalizeDraw(env, drawId, SYSTEM_ACTOR, t);
    if (result.ok) finalized++;
  }
  return { finalized };
}

/**
 * Re-draws from the recorded seed: the week's family entries shuffled again and kept to this
 * session's sign-ups (or, for the oldest draws, the entrants in id order).
 */
export async function redrawFromSeed(draw: { seed: string; drawnOrder: string; families?: string | null }) {
  const order: number[] = JSON.parse(draw.drawnOrder);
  if (draw.families) {
    const inSession = new Set(order);
    return (await drawLotteryOrder(JSON.parse(draw.families) as number[][], draw.seed)).flat().filter((id) => inSession.has(id));
  }
  return drawLotteryOrder(
    [...order].sort((a, b) => a - b),
    draw.seed,
  );
}

/** Draws with their session, window and entrants in drawn order, for the admin view. */
export async function listLotteryDraws(env: Env) {
  const db = getDb(env);
  const draws = await db
    .select({
      draw: lotteryDraws,
      sessionName: campSessions.name,
      sessionStartDate: campSessions.startDate,
      sessionLocation: campSessions.location,
      windowLabel: registrationWindows.label,
      finalizeAt: registrationWindows.lotteryFinalizeAt,
      notifyBy: registrationWindows.notifyBy,
      closesAt: registrationWindows.closesAt,
      opensAt: registrationWindows.opensAt,
    })
    .from(lotteryDraws)
    .innerJoin(campSessions, eq(campSessions.id, lotteryDraws.sessionId))
    .innerJoin(registrationWindows, eq(registrationWindows.id, lotteryDraws.windowId))
    .orderBy(sql`${lotteryDraws.status} = 'final'`, sql`${lotteryDraws.drawnAt} DESC`);
  // Entrants of every draw, read through json_each so no id list is bound (D1 binds at most 100).
  const entrants = draws.length
    ? await db
        .select({
          id: registrations.id,
          status: registrations.status,
          paymentStatus: registrations.paymentStatus,
          queuePosition: registrations.queuePosition,
          camperName: camperFullName(),
          parentEmail: users.email,
        })
        .from(registrations)
        .innerJoin(campers, eq(campers.id, registrations.camperId))
        .innerJoin(users, eq(users.id, registrations.parentId))
        .where(sql`${registrations.id} IN (SELECT value FROM lottery_draws d, json_each(d.drawn_order))`)
    : [];
  const entrantById = new Map(entrants.map((e) => [e.id, e]));
  return Promise.all(
    draws.map(async (d) => {
      const order: number[] = JSON.parse(d.draw.drawnOrder);
      const reproducible = d.draw.seed ? (await redrawFromSeed(d.draw)).join() === order.join() : null;
      return {
        ...d.draw,
        sessionName: d.sessionName,
        sessionStartDate: d.sessionStartDate,
        sessionLocation: d.sessionLocation,
        windowLabel: d.windowLabel,
        finalizeDueAt: lotteryFinalizeTime({ opensAt: d.opensAt, closesAt: d.closesAt, notifyBy: d.notifyBy, lotteryFinalizeAt: d.finalizeAt }),
        reproducible,
        entrants: order.map((id, index) => ({
          place: index + 1,
          registrationId: id,
          ...(entrantById.get(id) ?? { status: "removed", paymentStatus: null, queuePosition: null, camperName: "(registration removed)", parentEmail: "" }),
        })),
      };
    }),
  );
}

/**
 * The waitlist order of a session, for every list or "enroll next" that needs it: lottery places
 * first (drawn order), then later sign-ups by time. `.orderBy(...waitlistOrder)`.
 */
export const waitlistOrder = [
  sql`${registrations.queuePosition} IS NULL`,
  asc(registrations.queuePosition),
  asc(registrations.registrationDate),
  asc(registrations.id),
];
