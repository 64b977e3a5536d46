import { expect, test } from "vitest";
import { COMMON_PASSWORDS, isCommonPassword } from "./common-passwords.server";

test("the list of common passwords is read from its data file whole", () => {
  expect(COMMON_PASSWORDS.size).toBe(5000);
  expect(isCommonPassword("password")).toBe(true);
  expect(isCommonPassword("  PASSWORD ")).toBe(true);
  expect(isCommonPassword("camp sarraka counselor 2026")).toBe(false);
});
