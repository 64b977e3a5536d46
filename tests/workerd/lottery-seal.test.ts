// The lottery per week and site, and its public seal (docs/decisions/0040-lottery-seal-and-week-entries.md):
// a family's children of different age groups for one week are one entry, drawn once; /lottery
// shows the seal of the seed and the entries before the close and, after the draw, the seed,
// the entries (opaque ids, no names) and each session's order, from which the draw is redone; a
// window that reopens takes a new seed.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { toCampDateTimeInput } from "../../app/lib/format";
import { seatFamilies, sha256Hex } from "../../app/lib/lottery";
import { checkPublishedRound, lotteryEntryId, lotterySeal, sealLinks, type LotteryEntry, type PublicWindowLottery } from "../../app/lib/lottery-seal";
import { getDb } from "../../app/server/db.server";
import { drawClosedWindows, finalizeDueDraws } from "../../app/server/lottery.server";
import { lotteryDraws, outbox, registrations, registrationWindows } from "../../db/schema";
import {
  createCamper,
  createCampSession,
  createProgram,
  createRegistration,
  createRegistrationWindow,
  createUser,
  sessionCookieFor,
} from "../support/factories";

const db = getDb(env);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = "2099-06-22";

/** One UUCA summer week: its K-2 and 4+ sessions, `seats` seats each, drawn by lottery. */
async function uucaWeek(seats: number) {
  const program = await createProgram({ maxCapacity: seats });
  const session = (ageGroup: "K-2" | "4+") =>
    createCampSession({
      programId: program.id,
      ageGroup,
      startDate: WEEK,
      endDate: "2099-06-26",
      name: `Week 1 UUCA ${ageGroup}`,
      allowImmediateRegistration: false,
    });
  return { k2: await session("K-2"), fourPlus: await session("4+") };
}

/** A family signing up in `windowId`: one child per session given (twice the same session for twins). */
async function family(windowId: number, sessionIds: number[], name = "Pat") {
  const parent = await createUser({ passwordHash: null, firstName: name, lastName: `${name}son` });
  const ids: number[] = [];
  for (const [i, sessionId] of sessionIds.entries()) {
    const camper = await createCamper({ parentId: parent.id, firstName: `${name}kid${i}`, lastName: `${name}son` });
    ids.push((await createRegistration({ camperId: camper.id, sessionId, parentId: parent.id, windowId })).id);
  }
  return { parent, ids };
}

const rowsOf = async (ids: number[]) => new Map((await db.select().from(registrations).where(inArray(registrations.id, ids))).map((r) => [r.id, r]));

test("over 12 draws (12 windows, 12 seeds), a family's K-2 child and 4th grader for one week are drawn as one entry: seated together or waiting at one place", async () => {
  let bothSeatedRuns = 0;
  for (let run = 0; run < 12; run++) {
    const closesAt = Date.UTC(2040, 0, 10) + run * 30 * DAY;
    const window = await createRegistrationWindow({ opensAt: closesAt - 7 * DAY, closesAt, notifyBy: closesAt + 5 * DAY });
    const { k2, fourPlus } = await uucaWeek(2);
    // Five families, each with a K-2 child and a 4th grader for the same week: two seats in each group.
    const families = [];
    for (let f = 0; f < 5; f++) families.push(await family(window.id, [k2.id, fourPlus.id]));

    await drawClosedWindows(env, new Date(closesAt + 5 * MINUTE));
    const draws = await db.select().from(lotteryDraws).where(eq(lotteryDraws.windowId, window.id));
    expect(draws.map((d) => d.status)).toEqual(["review", "review"]);
    await finalizeDueDraws(env, new Date(closesAt + 4 * DAY + MINUTE));

    const rows = await rowsOf(families.flatMap((f) => f.ids));
    for (const session of [k2, fourPlus]) expect([...rows.values()].filter((r) => r.sessionId === session.id && r.status === "pending")).toHaveLength(2);
    for (const f of families) {
      const [child, sibling] = f.ids.map((id) => rows.get(id)!);
      expect([child.status, child.queuePosition], `run ${run}`).toEqual([sibling.status, sibling.queuePosition]);
      if (child.status === "pending") bothSeatedRuns++;
    }
    // Both groups were drawn from the week's one seed.
    expect(new Set(draws.map((d) => d.seed)).size).toBe(1);
  }
  expect(bothSeatedRuns).toBe(12 * 2);
}, 120_000);

test("a family larger than a group's seats waits there at its place while its child in another group is seated", async () => {
  const closesAt = Date.UTC(2041, 2, 10);
  const window = await createRegistrationWindow({ opensAt: closesAt - 7 * DAY, closesAt, notifyBy: closesAt + 5 * DAY });
  const { k2, fourPlus } = await uucaWeek(1);
  // Twins in K-2 never fit one seat; their 4th-grade sibling competes with one other family.
  const twins = await family(window.id, [k2.id, k2.id, fourPlus.id]);
  const single = await family(window.id, [fourPlus.id]);
  const younger = await family(window.id, [k2.id]);
  await drawClosedWindows(env, new Date(closesAt + 5 * MINUTE));
  await finalizeDueDraws(env, new Date(closesAt + 4 * DAY + MINUTE));
  const rows = await rowsOf([...twins.ids, ...single.ids, ...younger.ids]);
  const status = (id: number) => rows.get(id)!.status;
  expect([status(twins.ids[0]), status(twins.ids[1])]).toEqual(["interested", "interested"]);
  expect(status(younger.ids[0])).toBe("pending");
  // In 4+, the family's place decides: exactly one of the two is seated.
  expect([status(twins.ids[2]), status(single.ids[0])].sort()).toEqual(["interested", "pending"]);
  const [notice] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.dedupeKey, `lottery-waitlisted:${twins.ids[0]}`));
  expect(notice.textBody).toContain("whatever its children's age groups");
});

const lotteryJson = async () => (await (await SELF.fetch("http://localhost/api/lottery")).json()) as { algorithm: string[]; windows: PublicWindowLottery[] };
const publicRecord = async (season: string) => (await lotteryJson()).windows.find((w) => w.season === season)!;

test("/lottery shows the seal of the seed and the entries before the close, then the seed, the entries and the orders that redo the draw; never a name", async () => {
  const now = Date.now();
  const closesAt = now + 60 * MINUTE;
  const window = await createRegistrationWindow({ label: "Summer 2099 Lottery", opensAt: now - DAY, closesAt, notifyBy: closesAt + 5 * DAY });
  const seed = window.lotterySeed!;
  const { k2, fourPlus } = await uucaWeek(1);
  const names = ["Zebulon", "Ottoline", "Quillon", "Marisol"];
  const signedUp = [
    await family(window.id, [k2.id, fourPlus.id], names[0]),
    await family(window.id, [k2.id], names[1]),
    await family(window.id, [fourPlus.id], names[2]),
  ];
  const entryOf = (parentId: string) => lotteryEntryId(seed, parentId, WEEK, "UUCA");
  const entries: LotteryEntry[] = await Promise.all(signedUp.map(async (f) => ({ entryId: await entryOf(f.parent.id), week: WEEK, site: "UUCA" })));

  // Before the close: the seed's fingerprint and the seal so far, rendered for every request.
  const before = await SELF.fetch("http://localhost/lottery");
  expect(before.status).toBe(200);
  expect(before.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=0");
  const beforeHtml = await before.text();
  expect(beforeHtml).toContain(await sha256Hex(seed));
  expect(beforeHtml).toContain(await lotterySeal(seed, entries));
  expect(beforeHtml).not.toContain(seed);
  for (const e of entries) expect(beforeHtml).not.toContain(e.entryId);

  // A new family signs up: the seal moves, and the one noted before is a link of its chain.
  const late = await family(window.id, [k2.id, k2.id, fourPlus.id], names[3]);
  entries.push({ entryId: await entryOf(late.parent.id), week: WEEK, site: "UUCA" });
  const atClose = await lotterySeal(seed, entries);
  expect((await sealLinks(seed, entries))[3]).toBe(await lotterySeal(seed, entries.slice(0, 3)));
  expect(await (await SELF.fetch("http://localhost/lottery")).text()).toContain(atClose);
  expect((await publicRecord(window.season)).sealSoFar).toEqual({ seal: atClose, entries: 4 });

  // The window closes and the draw is made.
  await drawClosedWindows(env, new Date(closesAt + 5 * MINUTE));
  const html = await (await SELF.fetch("http://localhost/lottery")).text();
  expect(html).toContain(seed);
  for (const e of entries) expect(html).toContain(e.entryId);
  for (const name of names) expect(html).not.toContain(name);
  const record = await publicRecord(window.season);
  expect(record.sealSoFar).toBeNull();
  expect(record.draws).toHaveLength(1);
  const [round] = record.draws;
  expect(round.seal).toBe(atClose);
  expect(round.entries).toEqual(entries);
  expect(round.sessions.map((s) => s.ageGroup).sort()).toEqual(["4+", "K-2"]);
  expect(JSON.stringify(record)).not.toMatch(new RegExp(names.join("|")));

  // Anyone redoes the draw from the published seed and entries alone.
  expect(await checkPublishedRound(round)).toEqual([]);
  // ... and what the camp did follows it: each group seats the families in the published order.
  await finalizeDueDraws(env, new Date(closesAt + 4 * DAY + MINUTE));
  const everyone = [...signedUp, late];
  const rows = await rowsOf(everyone.flatMap((f) => f.ids));
  const entryOfRegistration = new Map(await Promise.all([...rows.values()].map(async (r) => [r.id, await entryOf(r.parentId)] as const)));
  for (const [session, published] of [
    [k2, round.sessions.find((s) => s.ageGroup === "K-2")!],
    [fourPlus, round.sessions.find((s) => s.ageGroup === "4+")!],
  ] as const) {
    // Siblings in one group stand side by side in its order: each run of one id is a family.
    const families: string[][] = [];
    published.order.forEach((id, i) => (id === published.order[i - 1] ? families[families.length - 1].push(id) : families.push([id])));
    const childIndexes = families.map((f, i) => f.map((_, j) => i * 10 + j));
    const seatedFamilies = seatFamilies(childIndexes, published.seats).seated.map((f) => families[Math.floor(f[0] / 10)][0]);
    const seated = [...rows.values()].filter((r) => r.sessionId === session.id && r.status === "pending").map((r) => entryOfRegistration.get(r.id));
    expect([...new Set(seated)]).toEqual(seatedFamilies);
  }
  // Each family's notice gives its own entry id and where the record is.
  const [notice] = await db
    .select()
    .from(outbox)
    .where(inArray(outbox.dedupeKey, [`lottery-accepted:${late.ids[2]}`, `lottery-waitlisted:${late.ids[2]}`]));
  expect(notice.textBody).toContain(entries[3].entryId);
  expect(notice.textBody).toContain("http://localhost/lottery");
  // The first page this file renders starts the built Worker, which is slow on a busy machine.
}, 60_000);

test("a closed window that reopens takes a new seed: a new fingerprint and seal on /lottery and the summer page, the first draw still published", async () => {
  const now = Date.now();
  const window = await createRegistrationWindow({ season: "summer-2098", label: "Summer 2098", opensAt: now - 10 * DAY, closesAt: now - DAY });
  const firstSeed = window.lotterySeed!;
  const { k2 } = await uucaWeek(1);
  await family(window.id, [k2.id]);
  await family(window.id, [k2.id]);
  await drawClosedWindows(env, new Date(now));
  const drawn = await publicRecord(window.season);
  expect(drawn.draws.map((d) => d.seed)).toEqual([firstSeed]);

  // A visitor has the summer page cached with the first seed's fingerprint.
  const summer = async () => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await SELF.fetch("http://localhost/summer-camp");
      if (response.headers.get("x-edge-cache") === "HIT") return response.text();
      await response.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the summer page never came from the edge cache");
  };
  expect(await summer()).toContain(await sha256Hex(firstSeed));

  const admin = await createUser({ isAdmin: true });
  const cookie = await sessionCookieFor(admin.id);
  /** The office saves the window with a new closing time (the Windows tab's form). */
  const saveClosingAt = (closesAt: number) =>
    SELF.fetch("http://localhost/admin/windows", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://localhost" },
      body: new URLSearchParams({
        intent: "save-window",
        windowId: String(window.id),
        label: "Summer 2098",
        opensAt: toCampDateTimeInput(now - 10 * DAY),
        closesAt: toCampDateTimeInput(closesAt),
        notifyBy: "",
        lotteryFinalizeAt: "",
      }),
    });
  const reopened = await saveClosingAt(now + 7 * DAY);
  expect(reopened.status).toBe(200);
  const [{ lotterySeed: newSeed }] = await db.select().from(registrationWindows).where(eq(registrationWindows.id, window.id));
  expect(newSeed).toMatch(/^[0-9a-f]{64}$/);
  expect(newSeed).not.toBe(firstSeed);

  const after = await publicRecord(window.season);
  expect(after.state).toBe("open");
  expect(after.seedFingerprint).toBe(await sha256Hex(newSeed!));
  expect(after.seedFingerprint).not.toBe(drawn.seedFingerprint);
  expect(after.sealSoFar!.seal).not.toBe(drawn.draws[0].seal);
  // The earlier draw stays published, still checkable, and the new seed is not revealed.
  expect(after.draws.map((d) => d.seed)).toEqual([firstSeed]);
  expect(await checkPublishedRound(after.draws[0])).toEqual([]);
  expect(await (await SELF.fetch("http://localhost/lottery")).text()).not.toContain(newSeed!);
  expect(await summer()).toContain(await sha256Hex(newSeed!));

  // Another edit while it is open keeps the seed whose fingerprint is now public.
  const again = await saveClosingAt(now + 8 * DAY);
  expect(again.status).toBe(200);
  expect((await db.select().from(registrationWindows).where(eq(registrationWindows.id, window.id)))[0].lotterySeed).toBe(newSeed);
});
