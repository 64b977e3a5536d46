// What /lottery and GET /api/lottery publish about each window's lottery, for anyone to check:
// before the draw, the seed's fingerprint and the seal of the entries so far (it changes with each
// new entry, so the page is rendered for every request); once the draw is made, the seed, the
// entries (opaque ids, week, site: never a name or a registration id) and each drawn session's
// order, from which app/lib/lottery-seal.ts (and scripts/check-lottery.ts) redo the draw.
import { asc, desc, eq, sql } from "drizzle-orm";
import { campSessions, lotteryDraws, lotterySeals, registrations, registrationWindows } from "../../db/schema";
import { sha256Hex } from "~/lib/lottery";
import { lotteryEntryId, lotterySeal, windowSeedOfWeekDraw, type LotteryEntry, type PublicWindowLottery, type PublishedSession } from "~/lib/lottery-seal";
import { isWindowOpen } from "~/lib/registration-windows";
import { getDb, type Database } from "./db.server";
import { loadWindowEntries, publishedEntries } from "./lottery-entries.server";

/** The drawn sessions of one round: each child's family entry, in the order the session took them. */
async function publishedSessions(db: Database, windowId: number, seed: string): Promise<PublishedSession[]> {
  const draws = (
    await db
      .select({ draw: lotteryDraws, ageGroup: campSessions.ageGroup, week: campSessions.startDate, site: campSessions.location })
      .from(lotteryDraws)
      .innerJoin(campSessions, eq(campSessions.id, lotteryDraws.sessionId))
      .where(eq(lotteryDraws.windowId, windowId))
      .orderBy(asc(campSessions.startDate), asc(campSessions.location), asc(campSessions.ageGroup))
  ).filter((d) => windowSeedOfWeekDraw(d.draw.seed) === seed);
  if (!draws.length) return [];
  const familyOf = new Map(
    (
      await db
        .select({ id: registrations.id, familyId: registrations.parentId })
        .from(registrations)
        .where(sql`${registrations.id} IN (SELECT value FROM lottery_draws d, json_each(d.drawn_order) WHERE d.window_id = ${windowId})`)
    ).map((r) => [r.id, r.familyId]),
  );
  return Promise.all(
    draws.map(async ({ draw, ageGroup, week, site }) => ({
      week,
      site,
      ageGroup,
      seats: draw.seatsAvailable,
      order: await Promise.all((JSON.parse(draw.drawnOrder) as number[]).map((id) => lotteryEntryId(seed, familyOf.get(id) ?? "", week, site))),
    })),
  );
}

/** Every window with a lottery seed, the newest first, as the public may see it at `now`. */
export async function listPublicLotteries(env: Env, now = Date.now()): Promise<PublicWindowLottery[]> {
  const db = getDb(env);
  const [windows, seals] = await Promise.all([
    db.select().from(registrationWindows).orderBy(desc(registrationWindows.opensAt)),
    db.select().from(lotterySeals).orderBy(desc(lotterySeals.sealedAt), desc(lotterySeals.id)),
  ]);
  const published: PublicWindowLottery[] = [];
  for (const w of windows) {
    if (!w.lotterySeed) continue;
    const ofWindow = seals.filter((s) => s.windowId === w.id);
    const drawn = ofWindow.some((s) => s.seed === w.lotterySeed);
    const entries = drawn ? null : publishedEntries(await loadWindowEntries(db, w.id, w.lotterySeed));
    published.push({
      season: w.season,
      label: w.label,
      state: isWindowOpen(w, now) ? "open" : w.opensAt > now ? "upcoming" : "closed",
      opensAt: w.opensAt,
      closesAt: w.closesAt,
      seedFingerprint: await sha256Hex(w.lotterySeed),
      sealSoFar: entries ? { seal: await lotterySeal(w.lotterySeed, entries), entries: entries.length } : null,
      draws: await Promise.all(
        ofWindow.map(async (s) => ({
          seed: s.seed,
          seedFingerprint: await sha256Hex(s.seed),
          seal: s.seal,
          entries: JSON.parse(s.entries) as LotteryEntry[],
          sessions: await publishedSessions(db, w.id, s.seed),
          sealedAt: s.sealedAt,
        })),
      ),
    });
  }
  return published;
}

/**
 * The seed fingerprint of each window of a season kind ("summer"), for a programs page: it changes
 * only when a window is written or reopened, which purges the public pages.
 */
export async function seasonSeedFingerprints(env: Env, kind: string) {
  const windows = await getDb(env)
    .select({ label: registrationWindows.label, seed: registrationWindows.lotterySeed })
    .from(registrationWindows)
    .where(sql`${registrationWindows.season} LIKE ${`${kind}-%`} AND ${registrationWindows.lotterySeed} IS NOT NULL`)
    .orderBy(desc(registrationWindows.opensAt));
  return Promise.all(windows.map(async (w) => ({ label: w.label, seedFingerprint: await sha256Hex(w.seed!) })));
}
