// What a benchmark scenario gets from `npm run bench` (scripts/bench/run.ts), and what it is.
export type BenchContext = {
  /** The product, built and served locally with fresh seeded state: http://127.0.0.1:<port> */
  baseUrl: string;
  /** The wrangler state folder of this run (D1/KV/R2), if a scenario needs to inspect it. */
  stateDir: string;
  /** Prints one line of the report. */
  log: (line: string) => void;
};

export type BenchScenario = {
  name: string;
  run: (ctx: BenchContext) => Promise<void>;
};
