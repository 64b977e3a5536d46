// A window's family entries, read from its sign-ups: what the draw shuffles and what the seal
// commits to (app/lib/lottery-seal.ts). A family (one parent account) has one entry per week and
// site, whatever its children's age groups, made by its first sign-up for that week and site in
// the window. Only waitlist-mode sessions are drawn (open sessions seat first come, first served).
// Every sign-up counts, cancelled or seated since, so the list only ever grows while the window is
// open: a withdrawn family keeps its place in the chain and simply has no child waiting.
import { and, asc, eq } from "drizzle-orm";
import { campSessions, registrations } from "../../db/schema";
import type { WeekSignUp } from "~/lib/lottery";
import { lotteryEntryId, type LotteryEntry } from "~/lib/lottery-seal";
import type { Database } from "./db.server";

export type WindowEntry = LotteryEntry & { familyId: string; waiting: WeekSignUp[] };

/** Every family entry of a window, in the order made, with its children still waiting for a seat. */
export async function loadWindowEntries(db: Database, windowId: number, seed: string): Promise<WindowEntry[]> {
  const signUps = await db
    .select({
      id: registrations.id,
      familyId: registrations.parentId,
      sessionId: registrations.sessionId,
      status: registrations.status,
      week: campSessions.startDate,
      site: campSessions.location,
    })
    .from(registrations)
    .innerJoin(campSessions, eq(campSessions.id, registrations.sessionId))
    .where(and(eq(registrations.windowId, windowId), eq(campSessions.allowImmediateRegistration, false)))
    .orderBy(asc(registrations.id));
  // A Map keeps the order keys were first set: the order the entries were made.
  const entries = new Map<string, WindowEntry>();
  for (const s of signUps) {
    const key = JSON.stringify([s.familyId, s.week, s.site]);
    let entry = entries.get(key);
    if (!entry) {
      entry = { entryId: await lotteryEntryId(seed, s.familyId, s.week, s.site), week: s.week, site: s.site, familyId: s.familyId, waiting: [] };
      entries.set(key, entry);
    }
    if (s.status === "interested") entry.waiting.push({ id: s.id, sessionId: s.sessionId });
  }
  return [...entries.values()];
}

/** The entries as published: id, week and site only. */
export const publishedEntries = (entries: readonly WindowEntry[]): LotteryEntry[] => entries.map(({ entryId, week, site }) => ({ entryId, week, site }));
