// How big the bench runs. `npm run bench` runs every scenario at full size; `npm run bench --
// --small` (what `npm test` runs) runs every scenario at small counts, so a scenario that no
// longer works fails the tests instead of rotting until someone next measures. A BENCH_* variable
// that is set wins over both.
export const isSmallBench = () => process.env.BENCH_SIZE === "small";

/** The count a scenario uses: `BENCH_<name>` when set, else `small` in a small run, else `full`. */
export function benchCount(name: string, full: number, small: number): number {
  const set = process.env[`BENCH_${name}`];
  if (set !== undefined && set !== "") return Number(set);
  return isSmallBench() ? small : full;
}
