import { expect, test } from "vitest";
import { adminGreeting } from "./admin-greeting";

test("the dashboard greets an admin by first name, and names nobody for an account made on the command line", () => {
  expect(adminGreeting("Alex", "Rivera")).toBe("Welcome back, Alex.");
  expect(adminGreeting("Camp", "Office")).toBe("Welcome back.");
  expect(adminGreeting("", "")).toBe("Welcome back.");
  expect(adminGreeting("Camp", "Rivera")).toBe("Welcome back, Camp.");
});
