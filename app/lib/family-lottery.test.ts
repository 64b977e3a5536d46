import { describe, expect, test } from "vitest";
import { chiSquareBySize, exampleFamilies, tallyDraws } from "../../tests/support/family-lottery-fairness";
import { drawFamilyLottery, drawLotteryOrder, familyEntries, seatFamilies, sessionDrawSeed, sha256Hex } from "./lottery";

describe("family lottery (pure)", () => {
  test("siblings of one parent account are one entry, in an order anyone can rebuild", () => {
    const entries = familyEntries([
      { id: 7, familyId: "b" },
      { id: 3, familyId: "a" },
      { id: 5, familyId: "b" },
      { id: 9, familyId: "c" },
      { id: 4, familyId: "a" },
    ]);
    expect(entries).toEqual([[3, 4], [5, 7], [9]]);
  });

  test("a family that does not fit is waitlisted whole, and a later smaller family takes the seats left", () => {
    const { seated, waitlisted } = seatFamilies([[1], [2, 3, 4], [5, 6], [7]], 3);
    expect(seated).toEqual([[1], [5, 6]]);
    expect(waitlisted).toEqual([[2, 3, 4], [7]]);
    expect(seatFamilies([[1, 2]], 0)).toEqual({ seated: [], waitlisted: [[1, 2]] });
  });

  test("the same seed re-draws the same order; the published hash is the seed's SHA-256", async () => {
    const families = exampleFamilies();
    const seed = sessionDrawSeed("abc", 12);
    expect(seed).toBe("abc:session-12");
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
});
