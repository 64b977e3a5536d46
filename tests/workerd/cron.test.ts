import { env } from "cloudflare:workers";
import { and, eq, inArray, like } from "drizzle-orm";
import { expect, test } from "vitest";
import { drawLotteryOrder } from "../../app/lib/lottery";
import { getDb } from "../../app/server/db.server";
import { campers, lotteryDraws, outbox, registrations, users } from "../../db/schema";
import { createCamper, createCampSession, createProgram, createRegistration, createRegistrationWindow, createUser } from "../support/factories";
import { lotteryNoticesFor, runCron } from "../support/worker";

const db = getDb(env);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const mailsWithKey = (key: string) => db.select().from(outbox).where(eq(outbox.dedupeKey, key));
const mailsWithKeyPrefix = (prefix: string) =>
  db
    .select()
    .from(outbox)
    .where(like(outbox.dedupeKey, `${prefix}%`));

/** A family with one camper signed up (waitlisted) for `sessionId`. */
async function signUp(sessionId: number, windowId: number | null, registrationDate: number) {
  // No password: these families only receive mail, and hashing one per sign-up is slow.
  const parent = await createUser({ passwordHash: null });
  const camper = await createCamper({ parentId: parent.id, firstName: `Camper${parent.lastName}` });
  return createRegistration({ camperId: camper.id, sessionId, parentId: parent.id, windowId, registrationDate });
}

/** A closed winter-like window and a waitlist-mode session of `capacity` seats with `count` window sign-ups. */
async function oversubscribedSession(window: { id: number; opensAt: number }, capacity: number, count: number) {
  const program = await createProgram({ maxCapacity: capacity });
  const session = await createCampSession({ programId: program.id, allowImmediateRegistration: false, location: "FLC" });
  const signUps = [];
  for (let i = 0; i < count; i++) signUps.push(await signUp(session.id, window.id, window.opensAt + (i + 1) * MINUTE));
  return { program, session, signUps };
}

const registrationsOf = (ids: number[]) => db.select().from(registrations).where(inArray(registrations.id, ids));

test("a window opening sends one 'registration is open' mail per opted-in parent, and a second run sends none", async () => {
  const opensAt = Date.UTC(2030, 9, 22, 14); // October 22, 10 am in Arlington
  const window = await createRegistrationWindow({ label: "Winter 2030", opensAt, closesAt: opensAt + 7 * DAY, notifyBy: opensAt + 16 * DAY });
  const optedIn = [await createUser({ notifyRegistrationOpen: true }), await createUser({ notifyRegistrationOpen: true })];
  const optedOut = await createUser({ notifyRegistrationOpen: false });
  const prefix = `registration-open:${window.id}:`;

  await runCron(new Date(opensAt - MINUTE));
  expect(await mailsWithKeyPrefix(prefix)).toHaveLength(0);

  await runCron(new Date(opensAt + MINUTE));
  const first = await mailsWithKeyPrefix(prefix);
  const toOurParents = first.filter((m) => [...optedIn, optedOut].some((u) => u.email === m.toAddress));
  expect(toOurParents.map((m) => m.toAddress).sort()).toEqual(optedIn.map((u) => u.email).sort());
  for (const mail of toOurParents) {
    expect(mail.subject).toBe("Winter 2030 registration is open");
    expect(mail.textBody).toContain("http://localhost/registration");
    expect(mail.textBody).toContain("Tuesday, October 29, 2030 at 10:00 AM");
    expect(mail.htmlBody).toContain('href="http://localhost/registration"');
    expect(mail.status).toBe("queued"); // no mail provider in tests: it waits in the outbox
  }

  await runCron(new Date(opensAt + 16 * MINUTE));
  expect(await mailsWithKeyPrefix(prefix)).toHaveLength(first.length);
});

test("a closing window draws oversubscribed sessions, respects capacity, and the order re-draws from its seed", async () => {
  const opensAt = Date.UTC(2031, 9, 22, 14);
  const closesAt = opensAt + 7 * DAY;
  const notifyBy = opensAt + 16 * DAY;
  const window = await createRegistrationWindow({ opensAt, closesAt, notifyBy });
  const { session, signUps } = await oversubscribedSession(window, 3, 6);
  // One seat is already held, so the draw is for two seats.
  const holder = await signUp(session.id, null, opensAt - DAY);
  await db.update(registrations).set({ status: "confirmed", paymentStatus: "paid" }).where(eq(registrations.id, holder.id));
  const late = await signUp(session.id, null, closesAt + HOUR);
  // A session with room for everyone needs no draw.
  const roomy = await oversubscribedSession(window, 20, 2);
  const ids = signUps.map((r) => r.id);

  await runCron(new Date(closesAt + 5 * MINUTE));
  const [draw] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.sessionId, session.id), eq(lotteryDraws.windowId, window.id)));
  expect(draw.status).toBe("review");
  expect(draw.seatsAvailable).toBe(2);
  // The seed derives from the window's, fixed when the window was created, for the session's week and site.
  expect(draw.seed).toBe(`${window.lotterySeed}:${session.startDate}:${session.location}`);
  const order: number[] = JSON.parse(draw.drawnOrder);
  expect([...order].sort((a, b) => a - b)).toEqual(ids);
  // The roomy session is the same day at the same site: its two families are entries of the same
  // draw (one camper each, in the order they signed up), and this session keeps its own six.
  const week = [...ids, ...roomy.signUps.map((r) => r.id)].map((id) => [id]);
  expect((await drawLotteryOrder(week, draw.seed)).flat().filter((id) => ids.includes(id))).toEqual(order);
  // In review nobody has been moved or told yet.
  expect((await registrationsOf(ids)).every((r) => r.status === "interested")).toBe(true);
  const notices = await lotteryNoticesFor(ids);
  expect(notices).toHaveLength(0);

  const roomyRows = await registrationsOf(roomy.signUps.map((r) => r.id));
  expect(roomyRows.map((r) => [r.status, r.paymentStatus])).toEqual([
    ["pending", "pending"],
    ["pending", "pending"],
  ]);
  const [roomyDraw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.sessionId, roomy.session.id));
  expect(roomyDraw).toMatchObject({ status: "final", seed: "" });

  // Finalised automatically 24 hours before the notify-by date.
  await runCron(new Date(notifyBy - DAY - MINUTE));
  expect((await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id)))[0].status).toBe("review");
  await runCron(new Date(notifyBy - DAY + MINUTE));
  const byId = new Map((await registrationsOf([...ids, late.id])).map((r) => [r.id, r]));
  const seated = order.slice(0, 2);
  const waitlisted = order.slice(2);
  for (const id of seated) expect(byId.get(id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  waitlisted.forEach((id, i) => {
    expect(byId.get(id)).toMatchObject({ status: "interested", paymentStatus: null });
    if (i > 0) expect(byId.get(id)!.queuePosition!).toBeGreaterThan(byId.get(waitlisted[i - 1])!.queuePosition!);
  });
  // The later sign-up queues behind, in time order (no lottery place).
  expect(byId.get(late.id)).toMatchObject({ status: "interested", queuePosition: null });
  const held = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.sessionId, session.id), inArray(registrations.status, ["pending", "confirmed"])));
  expect(held).toHaveLength(3);

  const accepted = await mailsWithKeyPrefix("lottery-accepted:");
  const mine = accepted.filter((m) => seated.some((id) => m.dedupeKey === `lottery-accepted:${id}`));
  expect(mine).toHaveLength(2);
  expect(mine[0].textBody).toContain("/checkout?registration=");
  expect(mine[0].htmlBody).toContain("Complete Payment");
  const waitlistNotices = await mailsWithKeyPrefix("lottery-waitlisted:");
  const mineWaitlisted = waitlistNotices.filter((m) => waitlisted.some((id) => m.dedupeKey === `lottery-waitlisted:${id}`));
  expect(mineWaitlisted).toHaveLength(4);
  expect(mineWaitlisted.find((m) => m.dedupeKey === `lottery-waitlisted:${waitlisted[0]}`)!.textBody).toContain("number 1 in line");
});

test("a run that stops half-way and is repeated sends each notice once", async () => {
  const opensAt = Date.UTC(2032, 9, 22, 14);
  const closesAt = opensAt + 7 * DAY;
  const window = await createRegistrationWindow({ opensAt, closesAt, notifyBy: opensAt + 16 * DAY, lotteryFinalizeAt: closesAt + DAY });
  const a = await oversubscribedSession(window, 2, 4);
  const b = await oversubscribedSession(window, 2, 4);
  await runCron(new Date(closesAt + MINUTE));
  expect(await db.select().from(lotteryDraws).where(eq(lotteryDraws.windowId, window.id))).toHaveLength(2);

  // The second session's notices cannot be written (as if the run died there): its batch fails.
  const failing = b.signUps[0].id;
  await env.DB.exec(
    `CREATE TRIGGER fail_notice BEFORE INSERT ON outbox WHEN NEW.dedupe_key LIKE 'lottery-%:${failing}' BEGIN SELECT RAISE(ABORT, 'mail provider down'); END`,
  );
  await runCron(new Date(closesAt + DAY + MINUTE));
  const noticesFor = async (ids: number[]) => (await lotteryNoticesFor(ids)).length;
  const aIds = a.signUps.map((r) => r.id);
  const bIds = b.signUps.map((r) => r.id);
  expect(await noticesFor(aIds)).toBe(4);
  // Nothing of the failed session happened: no seat taken, no notice, still in review.
  expect(await noticesFor(bIds)).toBe(0);
  expect((await registrationsOf(bIds)).every((r) => r.status === "interested" && r.queuePosition === null)).toBe(true);
  expect((await db.select().from(lotteryDraws).where(eq(lotteryDraws.sessionId, b.session.id)))[0].status).toBe("review");

  await env.DB.exec("DROP TRIGGER fail_notice");
  await runCron(new Date(closesAt + DAY + 16 * MINUTE));
  await runCron(new Date(closesAt + DAY + 31 * MINUTE));
  for (const id of [...aIds, ...bIds]) expect(await noticesFor([id])).toBe(1);
  for (const ids of [aIds, bIds]) {
    const rows = await registrationsOf(ids);
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(2);
    expect(rows.filter((r) => r.status === "interested")).toHaveLength(2);
  }
  const sent = await lotteryNoticesFor([...aIds, ...bIds]);
  expect(sent.every((m) => m.status === "queued")).toBe(true);
});

test("deferred-payment reminders go out once, in the three days before the due date", async () => {
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id, startDate: "2033-12-23", endDate: "2033-12-23", paymentDueDate: "2033-12-20" });
  const deferred = await signUp(session.id, null, Date.UTC(2033, 9, 1));
  await db.update(registrations).set({ status: "pending", paymentStatus: "deferred", deferReason: "Holiday bonus" }).where(eq(registrations.id, deferred.id));
  const paid = await signUp(session.id, null, Date.UTC(2033, 9, 1));
  await db.update(registrations).set({ status: "confirmed", paymentStatus: "paid" }).where(eq(registrations.id, paid.id));

  await runCron(new Date(Date.UTC(2033, 11, 16, 15)));
  expect(await mailsWithKey(`payment-reminder:${deferred.id}`)).toHaveLength(0);

  await runCron(new Date(Date.UTC(2033, 11, 17, 15)));
  await runCron(new Date(Date.UTC(2033, 11, 19, 15)));
  const reminders = await mailsWithKey(`payment-reminder:${deferred.id}`);
  expect(reminders).toHaveLength(1);
  expect(reminders[0].subject).toContain("Tuesday, December 20");
  expect(reminders[0].textBody).toContain(`http://localhost/checkout?registration=${deferred.id}`);
  expect(reminders[0].htmlBody).toContain(`/checkout?registration=${deferred.id}`);
  expect(await mailsWithKey(`payment-reminder:${paid.id}`)).toHaveLength(0);
});

test("a popular day with 120 sign-ups for 20 seats is drawn and finalised in one go", async () => {
  const opensAt = Date.UTC(2034, 9, 22, 14);
  const closesAt = opensAt + 7 * DAY;
  const window = await createRegistrationWindow({ opensAt, closesAt, notifyBy: opensAt + 16 * DAY });
  const program = await createProgram({ maxCapacity: 20 });
  const session = await createCampSession({ programId: program.id, allowImmediateRegistration: false });
  // 120 families, written in chunks (D1 binds at most 100 parameters per statement).
  const families = Array.from({ length: 120 }, (_, i) => ({
    id: `popular-${i}-${crypto.randomUUID()}`,
    email: `popular${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
    firstName: "Pat",
    lastName: `Popular${i}`,
  }));
  for (let i = 0; i < families.length; i += 10) await db.insert(users).values(families.slice(i, i + 10));
  const camperRows = [];
  for (let i = 0; i < families.length; i += 4) {
    camperRows.push(
      ...(await db
        .insert(campers)
        .values(
          families.slice(i, i + 4).map((f) => ({
            parentId: f.id,
            firstName: "Sam",
            lastName: f.lastName,
            dateOfBirth: "2018-01-01",
            grade: "2nd",
            emergencyContactName: "Pat",
            emergencyContactPhone: "7035550100",
            emergencyContactRelationship: "parent",
          })),
        )
        .returning()),
    );
  }
  const signUps = [];
  for (let i = 0; i < camperRows.length; i += 10) {
    signUps.push(
      ...(await db
        .insert(registrations)
        .values(
          camperRows.slice(i, i + 10).map((c) => ({
            camperId: c.id,
            sessionId: session.id,
            parentId: c.parentId,
            totalAmountCents: 12000,
            status: "interested" as const,
            windowId: window.id,
          })),
        )
        .returning()),
    );
  }
  await runCron(new Date(closesAt + MINUTE));
  await runCron(new Date(closesAt + 8 * DAY + MINUTE));
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.sessionId, session.id));
  expect(draw.status).toBe("final");
  const rows = await db.select().from(registrations).where(eq(registrations.sessionId, session.id));
  expect(rows.filter((r) => r.status === "pending")).toHaveLength(20);
  expect(rows.filter((r) => r.status === "interested")).toHaveLength(100);
  const keys = signUps.flatMap((r) => [`lottery-accepted:${r.id}`, `lottery-waitlisted:${r.id}`]);
  let notices = 0;
  for (let i = 0; i < keys.length; i += 90)
    notices += (
      await db
        .select()
        .from(outbox)
        .where(inArray(outbox.dedupeKey, keys.slice(i, i + 90)))
    ).length;
  expect(notices).toBe(120);
}, 60_000);
