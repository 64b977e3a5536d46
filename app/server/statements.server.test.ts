import { describe, expect, test } from "vitest";
import { inlineStatement, statement } from "./statements.server";

describe("inlineStatement", () => {
  test("writes each value in its placeholder, quoting text and doubling its quotes", () => {
    expect(inlineStatement(statement("UPDATE users SET is_admin = ? WHERE email = ? AND deleted_at IS ?", 1, "o'brien@example.org", null))).toBe(
      "UPDATE users SET is_admin = 1 WHERE email = 'o''brien@example.org' AND deleted_at IS NULL",
    );
  });

  test("a value cannot end the statement or add one", () => {
    const text = inlineStatement(statement("SELECT id FROM users WHERE email = ?", "x'; DROP TABLE users; --"));
    expect(text).toBe("SELECT id FROM users WHERE email = 'x''; DROP TABLE users; --'");
  });

  test("refuses a count of values that does not match the placeholders, and a number SQL cannot hold", () => {
    expect(() => inlineStatement(statement("SELECT ?", 1, 2))).toThrow();
    expect(() => inlineStatement(statement("SELECT ?", Number.NaN))).toThrow();
  });
});
