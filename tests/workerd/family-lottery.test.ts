// The family lottery: siblings are one entry (seated together or waitlisted together), each
// family's chance is uniform, and the seed's SHA-256 is published before the window closes.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { drawFamilyLottery, sha256Hex } from "../../app/lib/lottery";
import { weekDrawSeed } from "../../app/lib/lottery-seal";
import { getDb } from "../../app/server/db.server";
import { lotteryDraws, outbox, registrations } from "../../db/schema";
import { chiSquareBySize, exampleFamilies, tallyDraws } from "../support/family-lottery-fairness";
import {
  createCamper,
  createCampSession,
  createProgram,
  createRegistration,
  createRegistrationWindow,
  createUser,
  sessionCookieFor,
} from "../support/factories";
import { runCron } from "../support/worker";

const db = getDb(env);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

test("over 10,000 seeded draws siblings are never split, seats never overfill, and families of one size are seated equally often", async () => {
  const families = exampleFamilies();
  const tally = await tallyDraws(drawFamilyLottery, families, 10, 10_000, "workerd");
  expect(tally.splits).toBe(0);
  expect(tally.overCapacity).toBe(0);
  const rows = chiSquareBySize(families, tally);
  for (const row of rows) expect(row.statistic, `families of ${row.size}: ${JSON.stringify(row)}`).toBeLessThan(row.critical);
  // The rule recorded in 0024: smaller families fit more often when seats run short.
  expect(rows[0].seatRate).toBeGreaterThan(rows[1].seatRate);
  expect(rows[1].seatRate).toBeGreaterThan(rows[2].seatRate);
}, 120_000);

/** A family of `children` campers, each signed up (waitlisted) for `sessionId` in the window. */
async function family(sessionId: number, windowId: number, children: number) {
  const parent = await createUser({ passwordHash: null, notifyRegistrationOpen: true });
  const ids: number[] = [];
  for (let i = 0; i < children; i++) {
    const camper = await createCamper({ parentId: parent.id, firstName: `Kid${i}` });
    ids.push((await createRegistration({ camperId: camper.id, sessionId, parentId: parent.id, windowId })).id);
  }
  return { parent, ids };
}

test("a closed window draws siblings as one family, seated or waitlisted whole, from the seed sealed before it closed", async () => {
  const now = Date.now();
  // Open now: its hash is public, its seed is not.
  const window = await createRegistrationWindow({ label: "Summer 2031", opensAt: now - 2 * DAY, closesAt: now + 5 * MINUTE, notifyBy: now + 14 * DAY });
  expect(window.lotterySeed).toMatch(/^[0-9a-f]{64}$/);
  const hash = await sha256Hex(window.lotterySeed!);
  const program = await createProgram({ maxCapacity: 4 });
  const session = await createCampSession({ programId: program.id, allowImmediateRegistration: false });
  const signedUp = [
    await family(session.id, window.id, 3),
    await family(session.id, window.id, 2),
    await family(session.id, window.id, 1),
    await family(session.id, window.id, 2),
  ];

  const admin = await createUser({ isAdmin: true });
  const cookie = await sessionCookieFor(admin.id);
  const before = await (await SELF.fetch("http://localhost/admin/windows", { headers: { Cookie: cookie } })).text();
  expect(before).toContain(hash);
  expect(before).not.toContain(window.lotterySeed!);

  // The opening e-mail carries the same hash.
  await runCron(new Date(now));
  const [opening] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `registration-open:${window.id}:${signedUp[0].parent.id}`));
  expect(opening.textBody).toContain(hash);
  expect(opening.textBody).not.toContain(window.lotterySeed!);

  // The window closes; the draw uses the sealed seed.
  await runCron(new Date(now + 10 * MINUTE));
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.sessionId, session.id));
  expect(draw.seed).toBe(weekDrawSeed(window.lotterySeed!, session.startDate, session.location));
  // One entry per family, in the order the families signed up.
  const entries = signedUp.map((f) => f.ids);
  expect(JSON.parse(draw.families!)).toEqual(entries);
  const expected = await drawFamilyLottery(entries, draw.seed, 4);
  expect(JSON.parse(draw.drawnOrder)).toEqual(expected.order.flat());

  const post = new URLSearchParams({ intent: "finalize", drawId: String(draw.id) });
  const finalised = await SELF.fetch("http://localhost/admin/windows", { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost" }, body: post });
  expect(finalised.status).toBe(200);

  const rows = await db
    .select()
    .from(registrations)
    .where(
      inArray(
        registrations.id,
        signedUp.flatMap((f) => f.ids),
      ),
    );
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  for (const f of expected.seated) for (const id of f) expect(statusOf.get(id)).toBe("pending");
  for (const f of expected.waitlisted) for (const id of f) expect(statusOf.get(id)).toBe("interested");
  for (const f of signedUp) expect(new Set(f.ids.map((id) => statusOf.get(id))).size).toBe(1);
  expect(rows.filter((r) => r.status === "pending").length).toBeLessThanOrEqual(4);

  // After the close the seed is public, and its SHA-256 is the hash published before.
  const after = await (await SELF.fetch("http://localhost/admin/windows", { headers: { Cookie: cookie } })).text();
  expect(after).toContain(window.lotterySeed!);
  expect(await sha256Hex(window.lotterySeed!)).toBe(hash);
  expect(after).toContain("re-drawing from the seed gives this exact order");
});

test("a family larger than the seats left is waitlisted whole, and a later smaller family takes those seats", async () => {
  const now = Date.now();
  const window = await createRegistrationWindow({ opensAt: now - 3 * DAY, closesAt: now + MINUTE, notifyBy: now + 14 * DAY });
  const program = await createProgram({ maxCapacity: 2 });
  const session = await createCampSession({ programId: program.id, allowImmediateRegistration: false });
  const twins = await family(session.id, window.id, 3);
  const single = await family(session.id, window.id, 1);
  await runCron(new Date(now + 5 * MINUTE));
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.sessionId, session.id));
  expect(draw.status).toBe("review");
  const admin = await createUser({ isAdmin: true });
  await SELF.fetch("http://localhost/admin/windows", {
    method: "POST",
    headers: { Cookie: await sessionCookieFor(admin.id), Origin: "http://localhost" },
    body: new URLSearchParams({ intent: "finalize", drawId: String(draw.id) }),
  });
  const rows = await db
    .select()
    .from(registrations)
    .where(inArray(registrations.id, [...twins.ids, ...single.ids]));
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  // Whatever the order, three siblings never fit in two seats; the single child always does.
  for (const id of twins.ids) expect(statusOf.get(id)).toBe("interested");
  expect(statusOf.get(single.ids[0])).toBe("pending");
  const notice = await db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `lottery-waitlisted:${twins.ids[0]}`));
  expect(notice[0].textBody).toContain("Brothers and sisters are drawn together");
  expect(notice[0].textBody).toContain(window.lotterySeed!);
});
