import { expect, test } from "vitest";
import { sha256Hex } from "./lottery";
import {
  checkPublishedRound,
  drawWeekEntries,
  lotteryEntryId,
  lotterySeal,
  sealLinks,
  weekDrawSeed,
  windowSeedOfWeekDraw,
  type LotteryEntry,
  type PublishedRound,
} from "./lottery-seal";

const SEED = "5eed".repeat(16);

async function entriesFor(families: Array<[string, string, string]>): Promise<LotteryEntry[]> {
  return Promise.all(families.map(async ([family, week, site]) => ({ entryId: await lotteryEntryId(SEED, family, week, site), week, site })));
}

test("the seal commits to the seed and to every entry: it starts as the seed's fingerprint and each entry moves it", async () => {
  const entries = await entriesFor([
    ["family-a", "2027-06-21", "UUCA"],
    ["family-b", "2027-06-21", "UUCA"],
    ["family-a", "2027-06-28", "FLC"],
  ]);
  const links = await sealLinks(SEED, entries);
  expect(links[0]).toBe(await sha256Hex(SEED));
  expect(new Set(links).size).toBe(4);
  expect(await lotterySeal(SEED, entries)).toBe(links[3]);
  // A seal noted while the window was open is a link of the final chain: entries were only added.
  expect((await sealLinks(SEED, entries.slice(0, 2)))[2]).toBe(links[2]);
  // Another seed, an entry dropped, or two entries swapped: another seal.
  expect(await lotterySeal("another".repeat(9), entries)).not.toBe(links[3]);
  expect(await lotterySeal(SEED, [entries[0], entries[2]])).not.toBe(links[3]);
  expect(await lotterySeal(SEED, [entries[1], entries[0], entries[2]])).not.toBe(links[3]);
});

test("an entry id is opaque: 16 hex digits, one per family, week and site, naming nobody", async () => {
  const id = await lotteryEntryId(SEED, "user-1234", "2027-06-21", "UUCA");
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  expect(id).not.toContain("1234");
  expect(await lotteryEntryId(SEED, "user-1234", "2027-06-21", "UUCA")).toBe(id);
  const others = await Promise.all([
    lotteryEntryId(SEED, "user-1235", "2027-06-21", "UUCA"),
    lotteryEntryId(SEED, "user-1234", "2027-06-28", "UUCA"),
    lotteryEntryId(SEED, "user-1234", "2027-06-21", "FLC"),
    lotteryEntryId("f".repeat(64), "user-1234", "2027-06-21", "UUCA"),
  ]);
  expect(new Set([id, ...others]).size).toBe(5);
});

test("a week's draw seed names its window's seed; older draws' seeds do not", () => {
  expect(windowSeedOfWeekDraw(weekDrawSeed(SEED, "2027-06-21", "UUCA"))).toBe(SEED);
  expect(windowSeedOfWeekDraw(`${SEED}:session-12`)).toBeNull();
  expect(windowSeedOfWeekDraw("a".repeat(64))).toBeNull();
});

test("a published draw checks out from its seed and entries alone, and any change to them is caught", async () => {
  const entries = await entriesFor([
    ["a", "2027-06-21", "UUCA"],
    ["b", "2027-06-21", "UUCA"],
    ["c", "2027-06-21", "FLC"],
    ["d", "2027-06-21", "UUCA"],
    ["e", "2027-06-21", "UUCA"],
  ]);
  const uuca = await drawWeekEntries(SEED, entries, "2027-06-21", "UUCA");
  expect([...uuca].sort()).toEqual(
    entries
      .filter((e) => e.site === "UUCA")
      .map((e) => e.entryId)
      .sort(),
  );
  // K-2 took every UUCA family (one with twins, side by side); 4+ only two of them.
  const fourPlus = new Set([uuca[3], uuca[1]]);
  const round: PublishedRound = {
    seed: SEED,
    seedFingerprint: await sha256Hex(SEED),
    seal: await lotterySeal(SEED, entries),
    entries,
    sessions: [
      { week: "2027-06-21", site: "UUCA", ageGroup: "K-2", seats: 3, order: [uuca[0], uuca[1], uuca[1], uuca[2], uuca[3]] },
      { week: "2027-06-21", site: "UUCA", ageGroup: "4+", seats: 1, order: uuca.filter((id) => fourPlus.has(id)) },
    ],
  };
  expect(await checkPublishedRound(round)).toEqual([]);
  expect((await checkPublishedRound({ ...round, seed: "0".repeat(64) })).slice(0, 2)).toEqual([
    "The seed's SHA-256 is not the published fingerprint",
    "The seed and the entries do not give the published seal",
  ]);
  expect(await checkPublishedRound({ ...round, entries: entries.slice(1) })).toContain("The seed and the entries do not give the published seal");
  const swapped = { ...round.sessions[1], order: [...round.sessions[1].order].reverse() };
  expect(await checkPublishedRound({ ...round, sessions: [round.sessions[0], swapped] })).toEqual(["2027-06-21 UUCA 4+: the order is not the redrawn one"]);
});
