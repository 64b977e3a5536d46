import { expect, test } from "vitest";
import { breachedPasswords, isCommonPassword } from "./common-passwords.server";

test("the breached-password list is read from its data file whole", () => {
  expect(breachedPasswords().size).toBe(202_669);
  expect(isCommonPassword("password")).toBe(true);
  expect(isCommonPassword("  PASSWORD ")).toBe(true);
  expect(isCommonPassword("camp sarraka counselor 2026")).toBe(false);
});

test("passwords a top-5,000 list let through are refused", () => {
  for (const password of ["password1234", "123456789012", "qwertyuiop12", "iloveyou1234"]) expect(isCommonPassword(password), password).toBe(true);
});
