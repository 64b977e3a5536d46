import { expect, test } from "vitest";

// The rules of docs/decisions/0018-one-home-per-rule.md, checked against the source itself: a
// time zone or a hand-written status list outside its home is the drift the record removed.
// The scripts (benchmarks, seed, local servers) count too: a benchmark's own status list would
// measure a capacity rule the product no longer has.
const sources = import.meta.glob<string>(
  ["/app/**/*.{ts,tsx}", "/worker/**/*.ts", "/scripts/**/*.ts", "!/**/*.test.ts", "!/worker/worker-configuration.d.ts"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

const filesMatching = (pattern: RegExp) => Object.keys(sources).filter((file) => pattern.test(sources[file]));

test("the camp's time zone is named in one module only", () => {
  expect(Object.keys(sources).length).toBeGreaterThan(100);
  expect(filesMatching(/America\//)).toEqual(["/app/lib/camp-dates.ts"]);
});

test("no query spells out which statuses hold a seat or wait; they come from the vocabulary", () => {
  expect(filesMatching(/\bstatus IN \('/)).toEqual([]);
  // The retired status is neither compared, queried nor listed (the word stays in copy and labels).
  expect(filesMatching(/=== "waitlisted"|'waitlisted'|"interested", "waitlisted"/)).toEqual([]);
});
