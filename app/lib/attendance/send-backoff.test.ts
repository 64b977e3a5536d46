import { expect, test } from "vitest";
import { MAX_RETRY_MS, retryDelay } from "./send-backoff";

test("each failed try waits twice as long as the one before, never more than half a minute", () => {
  expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([2000, 4000, 8000, 16_000, MAX_RETRY_MS, MAX_RETRY_MS, MAX_RETRY_MS]);
});
