// The fair lottery: a shuffle that anyone holding the recorded seed can repeat exactly.
//
// Random numbers come from SHA-256 in counter mode: block i is SHA-256("<seed>:<i>"), read as
// eight 32-bit words. SHA-256 output is indistinguishable from uniform, so every word is a fair
// 32-bit draw, and the same seed always yields the same stream on any machine. Fisher–Yates turns
// the stream into a uniformly random order, and rejection sampling keeps each pick unbiased (a
// plain `word % n` would favour the low indices whenever 2^32 is not a multiple of n).

const WORDS_PER_BLOCK = 8;
const TWO_POW_32 = 2 ** 32;

/** A fresh crypto-random seed (256 bits, hex) to record with a draw before it is made. */
export function createLotterySeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** A reproducible stream of uniform 32-bit words derived from `seed`. */
export function seededWords(seed: string) {
  const encoder = new TextEncoder();
  let counter = 0;
  let block: Uint32Array | null = null;
  let index = WORDS_PER_BLOCK;
  return async function nextWord(): Promise<number> {
    if (!block || index >= WORDS_PER_BLOCK) {
      const digest = await crypto.subtle.digest("SHA-256", encoder.encode(`${seed}:${counter++}`));
      const view = new DataView(digest);
      block = new Uint32Array(WORDS_PER_BLOCK);
      for (let i = 0; i < WORDS_PER_BLOCK; i++) block[i] = view.getUint32(i * 4);
      index = 0;
    }
    return block[index++];
  };
}

/** A uniform integer in [0, n) from the stream, without modulo bias. */
export async function uniformBelow(nextWord: () => Promise<number>, n: number): Promise<number> {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`cannot draw below ${n}`);
  // Words at or above `limit` would make some results more likely; draw again instead.
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = await nextWord();
    if (word < limit) return word % n;
  }
}

/**
 * The drawn order of `entries` for `seed`: a uniformly random permutation, identical every time
 * it is computed from the same seed and the same input order. Callers pass entries in a stable
 * order (sign-up id) so a re-draw from the recorded seed can be checked by anyone.
 */
export async function drawLotteryOrder<T>(entries: readonly T[], seed: string): Promise<T[]> {
  const order = [...entries];
  const nextWord = seededWords(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = await uniformBelow(nextWord, i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

// ---------------------------------------------------------------- the family lottery
//
// A family's entry is per week and site, across its age groups: a UUCA week is three age-group
// sessions, and a K-2 child and a 4th grader of one family signed up for the same week are ONE
// entry, drawn once. Then each session takes the families in that drawn order: a family's children
// in the session are seated whole if the seats left hold them, else waitlisted whole at the
// family's place, and a later family that still fits takes those seats (no seat stays empty
// while a family that fits waits). Across sessions the family keeps one place: a child whose own
// session is full waits there at that place while a sibling is seated in theirs. See
// docs/decisions/0024-family-lottery-and-family-page.md and 0040-lottery-seal-and-week-entries.md.

export type FamilyDraw = {
  /** Every family, in drawn order. */
  order: number[][];
  /** Families seated whole, in drawn order. */
  seated: number[][];
  /** Families waitlisted whole, in drawn order (their waitlist order). */
  waitlisted: number[][];
};

/** Seats families in drawn order, whole or not at all, in at most `seats` seats. */
export function seatFamilies(order: readonly number[][], seats: number): Omit<FamilyDraw, "order"> {
  let left = Math.max(0, seats);
  const seated: number[][] = [];
  const waitlisted: number[][] = [];
  for (const family of order) {
    if (family.length <= left) {
      seated.push(family);
      left -= family.length;
    } else {
      waitlisted.push(family);
    }
  }
  return { seated, waitlisted };
}

/** The family lottery of one session: families shuffled with `seed`, then seated whole in that order. */
export async function drawFamilyLottery(families: readonly number[][], seed: string, seats: number): Promise<FamilyDraw> {
  const order = await drawLotteryOrder(families, seed);
  return { order, ...seatFamilies(order, seats) };
}

/** A child's sign-up as a week's draw sees it: the registration and the session (age group) it is for. */
export type WeekSignUp = { id: number; sessionId: number };

/**
 * One session's share of a week's drawn order: each family's children signed up for that session,
 * families with none there left out. Seating it with `seatFamilies` is that session's outcome.
 */
export function sessionShare(order: readonly (readonly WeekSignUp[])[], sessionId: number): number[][] {
  return order.map((family) => family.filter((s) => s.sessionId === sessionId).map((s) => s.id)).filter((ids) => ids.length > 0);
}

/** Every session of a week seated from the week's one drawn order of families, each up to its own seats. */
export function seatWeek(order: readonly (readonly WeekSignUp[])[], seats: ReadonlyMap<number, number>) {
  return new Map([...seats].map(([sessionId, free]) => [sessionId, seatFamilies(sessionShare(order, sessionId), free)]));
}

/** SHA-256 of a text, as lowercase hex: what the office publishes before the draw. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}
