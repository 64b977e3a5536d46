// The workerd tests' clock: Date stands still at the suite's camp moment (tests/support/test-now.ts,
// moved by TEST_NOW, which vitest.config.ts hands in as a binding) in every test, from the moment a
// test file is imported. The Worker runs in the tests' isolate, so every row it stamps, every
// "today" it reads and every mail's age follow the same clock. Timers stay real. A test about time
// itself sets its own moment (vi.setSystemTime) or calls vi.useRealTimers().
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, vi } from "vitest";
import { testNowInstant } from "./test-now";

const now = testNowInstant(env.TEST_NOW);

const standStill = () => vi.useFakeTimers({ now, toFake: ["Date"] });
standStill();
beforeEach(standStill);

afterEach(() => {
  vi.useRealTimers();
});
