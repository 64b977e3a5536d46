// The unit tests' clock: Date stands still at the suite's camp moment (tests/support/test-now.ts)
// in every test. Timers stay real. A test about time itself sets its own (vi.setSystemTime) or
// calls vi.useRealTimers().
import { afterEach, beforeEach, vi } from "vitest";
import { testNowInstant } from "./test-now";

const now = testNowInstant();

// From the start: a test file's own top-level "today" is read as it is imported.
const standStill = () => vi.useFakeTimers({ now, toFake: ["Date"] });
standStill();
beforeEach(standStill);

afterEach(() => {
  vi.useRealTimers();
});
