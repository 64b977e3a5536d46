import { describe, expect, test } from "vitest";
import { chiSquareBySize, exampleFamilies, tallyDraws } from "../../tests/support/family-lottery-fairness";
import { drawFamilyLottery, drawLotteryOrder, seatFamilies, seatWeek, sha256Hex, type WeekSignUp } from "./lottery";

describe("family lottery (pure)", () => {
  test("a family that does not fit is waitlisted whole, and a later smaller family takes the seats left", () => {
    const { seated, waitlisted } = seatFamilies([[1], [2, 3, 4], [5, 6], [7]], 3);
    expect(seated).toEqual([[1], [5, 6]]);
    expect(waitlisted).toEqual([[2, 3, 4], [7]]);
    expect(seatFamilies([[1, 2]], 0)).toEqual({ seated: [], waitlisted: [[1, 2]] });
  });

  test("the same seed re-draws the same order; the published hash is the seed's SHA-256", async () => {
    const families = exampleFamilies();
    const seed = "abc:2027-06-21:UUCA";
    expect(await drawFamilyLottery(families, seed, 10)).toEqual(await drawFamilyLottery(families, seed, 10));
    // SHA-256("abc") from FIPS 180-2.
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  test("over 2,000 draws no family is split and families of one size are seated equally often", async () => {
    const families = exampleFamilies();
    const tally = await tallyDraws(drawFamilyLottery, families, 10, 2_000, "unit");
    expect(tally.splits).toBe(0);
    expect(tally.overCapacity).toBe(0);
    for (const row of chiSquareBySize(families, tally)) expect(row.statistic, `size ${row.size}`).toBeLessThan(row.critical);
  }, 30_000);

  test("the same test catches a draw that favours the earliest families one time in five", async () => {
    const families = exampleFamilies();
    const biased = async (f: number[][], seed: string, seats: number) => {
      // About one seed in five (a hash below 0x33...) keeps the families in sign-up order.
      const order = (await sha256Hex(seed)) < "33" ? f : await drawLotteryOrder(f, seed);
      return { order, ...seatFamilies(order, seats) };
    };
    const tally = await tallyDraws(biased, families, 10, 2_000, "unit");
    expect(chiSquareBySize(families, tally).some((row) => row.statistic > row.critical)).toBe(true);
  }, 30_000);

  test("over 10,000 seeds a family is drawn once for its week: children of different age groups keep one place and seats never overfill", async () => {
    // One UUCA week: K-2 (session 1), 2-3 (session 2), 4+ (session 3), two seats each. Families 0-4
    // each have a K-2 child and a 4th grader; family 5 has twins in K-2 and a 2-3 child; family 6
    // a single 4th grader.
    const K2 = 1,
      G23 = 2,
      G4 = 3;
    let next = 1;
    const child = (sessionId: number): WeekSignUp => ({ id: next++, sessionId });
    const families: WeekSignUp[][] = [...Array.from({ length: 5 }, () => [child(K2), child(G4)]), [child(K2), child(K2), child(G23)], [child(G4)]];
    const seats = new Map([
      [K2, 2],
      [G23, 2],
      [G4, 2],
    ]);
    const familyOf = new Map(families.flatMap((f, i) => f.map((s) => [s.id, i] as const)));
    let overCapacity = 0;
    let positionsDiffer = 0;
    let cleanDraws = 0;
    let cleanSplits = 0;
    const firstPlaces = families.map(() => 0);
    for (let d = 0; d < 10_000; d++) {
      const order = await drawLotteryOrder(families, `week-${d}`);
      const drawn = order.map((f) => familyOf.get(f[0].id)!);
      firstPlaces[drawn[0]]++;
      const outcome = seatWeek(order, seats);
      for (const [sessionId, { seated }] of outcome) if (seated.flat().length > seats.get(sessionId)!) overCapacity++;
      // The family's place: in K-2 and in 4+, the families both sessions share come in one order.
      const inOrder = (sessionId: number) => {
        const { seated, waitlisted } = outcome.get(sessionId)!;
        return [...seated, ...waitlisted].map((f) => familyOf.get(f[0])!).filter((f) => f < 5);
      };
      const k2 = inOrder(K2);
      if (k2.join() !== inOrder(G4).join()) positionsDiffer++;
      // Families 0-4 compete alike in K-2 and 4+ (one child each, two seats each). When the twins
      // (family 5) and the single 4th grader (family 6) are drawn after two of them, those two
      // take both seats in both groups: each pair is seated whole or waits whole.
      const secondPair = drawn.indexOf(k2[1]);
      if (drawn.indexOf(5) > secondPair && drawn.indexOf(6) > secondPair) {
        cleanDraws++;
        const seatedIds = new Set([...outcome.values()].flatMap((o) => o.seated.flat()));
        for (const f of families.slice(0, 5)) if (seatedIds.has(f[0].id) !== seatedIds.has(f[1].id)) cleanSplits++;
      }
    }
    expect(positionsDiffer).toBe(0);
    expect(overCapacity).toBe(0);
    expect(cleanDraws).toBeGreaterThan(1_000);
    expect(cleanSplits).toBe(0);
    // Each family, whatever its size or age groups, is drawn first equally often (1 in 7).
    for (const count of firstPlaces) expect(Math.abs(count / 10_000 - 1 / 7)).toBeLessThan(0.02);
  }, 60_000);
});
