import { describe, expect, test } from "vitest";
import { createLotterySeed, drawLotteryOrder, seededWords, uniformBelow } from "./lottery";

const SIGN_UPS = Array.from({ length: 10 }, (_, i) => i + 1);
const SEATS = 3;
const DRAWS = 10_000;
// One draw's win is a Bernoulli(0.3) trial: over 10,000 draws the frequency has a standard
// deviation of sqrt(0.3 * 0.7 / 10,000) ≈ 0.0046. A tolerance of 0.02 is about 4.4 standard
// deviations, so a fair draw misses it with probability ≈ 1e-5 per sign-up, while a bias that
// moves someone's chance by a few percentage points is caught.
const TOLERANCE = 0.02;

type Shuffle = (entries: number[], seed: string) => Promise<number[]>;

async function winningFrequencies(shuffle: Shuffle) {
  const wins = new Map<number, number>(SIGN_UPS.map((id) => [id, 0]));
  for (let d = 0; d < DRAWS; d++) {
    const order = await shuffle(SIGN_UPS, `statistics-${d}`);
    for (const id of order.slice(0, SEATS)) wins.set(id, wins.get(id)! + 1);
  }
  return SIGN_UPS.map((id) => wins.get(id)! / DRAWS);
}

const isFair = (frequencies: number[]) => frequencies.every((f) => Math.abs(f - SEATS / SIGN_UPS.length) <= TOLERANCE);

// A deliberately unfair lottery: one draw in ten simply seats the earliest sign-ups (first come,
// first served), the rest are fair. Early sign-ups then win about 37% of the time, not 30%.
const favouringEarlySignUps: Shuffle = async (entries, seed) => {
  const nextWord = seededWords(`${seed}:bias`);
  if ((await uniformBelow(nextWord, 10)) === 0) return [...entries];
  return drawLotteryOrder(entries, seed);
};

describe("lottery draw", () => {
  test("each of 10 sign-ups wins one of 3 seats 30% of the time over 10,000 draws", async () => {
    const frequencies = await winningFrequencies(drawLotteryOrder);
    expect(frequencies.reduce((a, b) => a + b, 0)).toBeCloseTo(SEATS, 10);
    expect(isFair(frequencies), `frequencies ${frequencies.map((f) => f.toFixed(4)).join(", ")}`).toBe(true);
  }, 60_000);

  test("the same tolerance catches a draw that favours earlier sign-ups", async () => {
    const frequencies = await winningFrequencies(favouringEarlySignUps);
    expect(isFair(frequencies)).toBe(false);
    expect(frequencies[0]).toBeGreaterThan(0.3 + TOLERANCE);
  }, 60_000);

  test("a draw is reproducible from its seed and is a permutation of the sign-ups", async () => {
    const seed = createLotterySeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const first = await drawLotteryOrder(SIGN_UPS, seed);
    const again = await drawLotteryOrder(SIGN_UPS, seed);
    expect(again).toEqual(first);
    expect([...first].sort((a, b) => a - b)).toEqual(SIGN_UPS);
    const other = await drawLotteryOrder(SIGN_UPS, createLotterySeed());
    const another = await drawLotteryOrder(SIGN_UPS, createLotterySeed());
    // Three independent seeds giving one identical order of 10 has probability 1 / 10!^2.
    expect(other.join() === first.join() && another.join() === first.join()).toBe(false);
  });

  test("picks below n are unbiased by rejecting the top of the 32-bit range", async () => {
    // 2^32 - 1 lies in the rejected tail for n = 3 (2^32 mod 3 = 1), so it is skipped.
    const words = [2 ** 32 - 1, 7];
    const picked = await uniformBelow(async () => words.shift()!, 3);
    expect(picked).toBe(7 % 3);
    await expect(uniformBelow(async () => 0, 0)).rejects.toThrow(RangeError);
  });
});
