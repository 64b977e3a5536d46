// The statistics of the family lottery's fairness tests (the fast unit test in app/lib and the
// 10,000-draw workerd test share them): how often each family is seated over many seeded draws,
// and a chi-square test of homogeneity within each family size.
import type { FamilyDraw } from "../../app/lib/lottery";

export type Draw = (families: number[][], seed: string, seats: number) => Promise<FamilyDraw>;

/** Families of 1, 2 and 3 children: 22 children for 10 seats. Registration ids 1..22. */
export function exampleFamilies(): number[][] {
  const sizes = [1, 2, 1, 3, 1, 2, 3, 1, 2, 1, 3, 2];
  let next = 1;
  return sizes.map((size) => Array.from({ length: size }, () => next++));
}

export type Tally = { seatedCounts: number[]; splits: number; overCapacity: number; draws: number };

export async function tallyDraws(draw: Draw, families: number[][], seats: number, draws: number, seedPrefix: string): Promise<Tally> {
  const seatedCounts = families.map(() => 0);
  const index = new Map(families.map((f, i) => [f[0], i]));
  let splits = 0;
  let overCapacity = 0;
  for (let d = 0; d < draws; d++) {
    const result = await draw(families, `${seedPrefix}-${d}`, seats);
    const seatedIds = new Set(result.seated.flat());
    const waitingIds = new Set(result.waitlisted.flat());
    if (seatedIds.size > seats) overCapacity++;
    // A family is split when some of its children are seated and others are not.
    for (const family of families) {
      const inSeat = family.filter((id) => seatedIds.has(id)).length;
      const waiting = family.filter((id) => waitingIds.has(id)).length;
      if (!((inSeat === family.length && waiting === 0) || (inSeat === 0 && waiting === family.length))) splits++;
    }
    for (const family of result.seated) seatedCounts[index.get(family[0])!]++;
  }
  return { seatedCounts, splits, overCapacity, draws };
}

/**
 * Chi-square test of homogeneity: do the families of one size get a seat equally often? Returns
 * the statistic and the critical value at p = 0.001 (Wilson–Hilferty) for k - 1 degrees of freedom.
 */
export function chiSquareBySize(families: number[][], tally: Tally) {
  const sizes = [...new Set(families.map((f) => f.length))].sort();
  return sizes.map((size) => {
    const counts = families.flatMap((f, i) => (f.length === size ? [tally.seatedCounts[i]] : []));
    const n = tally.draws;
    const p = counts.reduce((a, b) => a + b, 0) / (counts.length * n);
    const expectedSeated = p * n;
    const expectedNot = (1 - p) * n;
    const statistic = counts.reduce((sum, o) => sum + (o - expectedSeated) ** 2 / expectedSeated + (n - o - expectedNot) ** 2 / expectedNot, 0);
    const df = counts.length - 1;
    const z = 3.0902; // one-sided 0.001
    const critical = df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
    return { size, families: counts.length, seatRate: p, statistic, critical };
  });
}
