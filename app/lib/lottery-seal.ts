// The lottery's seal and what is published, so that anyone, not only the office, can redo a draw.
//
// A window's entries are the families' entries per week and site (siblings of any age group are
// one entry), listed in the order they were made: a family's first sign-up for that week and site
// in the window. The list only grows: a family that withdraws keeps its entry (it simply has no
// child waiting when seats are given), so anyone who noted the seal at some moment can later find
// it in the chain below.
//
// The seal is a hash chain: link 0 is SHA-256(seed) (the seed's fingerprint, published when the
// window opens), and each entry adds SHA-256(previous link + "\n" + "<entry id> <week> <site>").
// The last link commits to the seed AND every entry so far; the one standing when the window
// closes is the seal of the draw. After the draw the seed and the entries are published, and
// `checkPublishedRound` (also run by scripts/check-lottery.ts) redoes it from them alone.
// See docs/decisions/0040-lottery-seal-and-week-entries.md.
import { drawLotteryOrder, sha256Hex } from "./lottery";

/** One family's entry in a window's draw: an opaque id, the week (its first camp day) and the site. */
export type LotteryEntry = { entryId: string; week: string; site: string };

/**
 * The opaque id of a family's entry: derived from the window's secret seed and the account's
 * random id, it tells nothing before the seed is revealed and names nobody after (a registration
 * id would be guessable, and would link a family's weeks together).
 */
export async function lotteryEntryId(windowSeed: string, familyId: string, week: string, site: string) {
  return (await sha256Hex(`${windowSeed}:entry:${familyId}:${week}:${site}`)).slice(0, 16);
}

/** The seed of one week's draw at one site: each gets its own stream from the window's seed. */
export function weekDrawSeed(windowSeed: string, week: string, site: string) {
  return `${windowSeed}:${week}:${site}`;
}

/** The window seed a week's draw seed derives from, or null for a draw seeded otherwise (older draws). */
export function windowSeedOfWeekDraw(drawSeed: string): string | null {
  return /^([0-9a-f]{64}):\d{4}-\d{2}-\d{2}:[^:]+$/.exec(drawSeed)?.[1] ?? null;
}

export const entryLine = (entry: LotteryEntry) => `${entry.entryId} ${entry.week} ${entry.site}`;

/** Every link of the seal chain: the seed's fingerprint first, then one link per entry. */
export async function sealLinks(seed: string, entries: readonly LotteryEntry[]): Promise<string[]> {
  const links = [await sha256Hex(seed)];
  for (const entry of entries) links.push(await sha256Hex(`${links[links.length - 1]}\n${entryLine(entry)}`));
  return links;
}

/** The seal of `seed` and `entries`: the chain's last link. */
export async function lotterySeal(seed: string, entries: readonly LotteryEntry[]) {
  const links = await sealLinks(seed, entries);
  return links[links.length - 1];
}

/** One week's drawn order of entry ids: the week's entries, in list order, shuffled with the week's seed. */
export async function drawWeekEntries(seed: string, entries: readonly LotteryEntry[], week: string, site: string) {
  const ofWeek = entries.filter((e) => e.week === week && e.site === site).map((e) => e.entryId);
  return drawLotteryOrder(ofWeek, weekDrawSeed(seed, week, site));
}

/**
 * One session's published outcome: the entry id of each child in the session, in the order the
 * session took them (siblings in one session side by side), and the seats it had.
 */
export type PublishedSession = { week: string; site: string; ageGroup: string; seats: number; order: string[] };

/** A draw as published once it is made: everything needed to redo it. */
export type PublishedRound = { seed: string; seedFingerprint: string; seal: string; entries: LotteryEntry[]; sessions: PublishedSession[] };

export type PublicWindowLottery = {
  season: string;
  label: string;
  state: "open" | "upcoming" | "closed";
  opensAt: number;
  closesAt: number | null;
  /** SHA-256 of the window's seed, public from the moment the window is written or reopened. */
  seedFingerprint: string;
  /** Until the draw with this seed is made: the seal of the entries so far, and their number. */
  sealSoFar: { seal: string; entries: number } | null;
  /** Each draw made, newest first (a window reopened after its draw has two), with when it was sealed. */
  draws: Array<PublishedRound & { sealedAt: number }>;
};

/** The entries of a session's order, each family once. */
const familiesIn = (order: readonly string[]) => order.filter((id, i) => id !== order[i - 1]);

/**
 * Redoes a published draw from its seed and entries alone: the fingerprint and the seal must
 * match, and each session's order must be its week's drawn order kept to the families with a child
 * in that session. Returns what does not match (nothing when the draw checks out).
 */
export async function checkPublishedRound(round: PublishedRound): Promise<string[]> {
  const problems: string[] = [];
  if ((await sha256Hex(round.seed)) !== round.seedFingerprint) problems.push("The seed's SHA-256 is not the published fingerprint");
  if ((await lotterySeal(round.seed, round.entries)) !== round.seal) problems.push("The seed and the entries do not give the published seal");
  for (const session of round.sessions) {
    const published = familiesIn(session.order);
    const inSession = new Set(published);
    const redrawn = (await drawWeekEntries(round.seed, round.entries, session.week, session.site)).filter((id) => inSession.has(id));
    if (redrawn.join() !== published.join()) problems.push(`${session.week} ${session.site} ${session.ageGroup}: the order is not the redrawn one`);
  }
  return problems;
}
