import { describe, expect, test } from "vitest";
import { codeLockedUntil, PICKUP_CODE_WINDOW_MS, wrongCodeMessage } from "./pickup-code-limit";

const MIN = 60_000;

describe("the wrong pickup code limit", () => {
  test("five wrong codes within 15 minutes lock the code until the oldest of them is 15 minutes old", () => {
    const now = 100 * MIN;
    expect(codeLockedUntil([now - 4 * MIN, now - 3 * MIN, now - 2 * MIN, now - MIN], now)).toBeNull();
    const five = [now - 10 * MIN, now - 4 * MIN, now - 3 * MIN, now - 2 * MIN, now - MIN];
    expect(codeLockedUntil(five, now)).toBe(now - 10 * MIN + PICKUP_CODE_WINDOW_MS);
    // After the window the oldest no longer counts: accepted again.
    expect(codeLockedUntil(five, now + 5 * MIN + 1)).toBeNull();
  });

  test("wrong codes after the moment asked about do not count (a queued check-out is judged at its own time)", () => {
    const at = 50 * MIN;
    expect(codeLockedUntil([at + 1, at + 2, at + 3, at + 4, at + 5], at)).toBeNull();
  });

  test("the counselor is told how many tries are left", () => {
    expect(wrongCodeMessage("Maya Rivera", 1)).toBe("That is not Maya Rivera's family pickup code (4 tries left)");
    expect(wrongCodeMessage("Maya Rivera", 4)).toBe("That is not Maya Rivera's family pickup code (1 try left)");
    expect(wrongCodeMessage("Maya Rivera", 5)).toBe("That is not Maya Rivera's family pickup code");
  });
});
