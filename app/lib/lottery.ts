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
