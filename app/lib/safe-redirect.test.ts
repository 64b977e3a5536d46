import { expect, test } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

test("paths on this site are kept with their query and hash", () => {
  expect(safeRedirectPath("/admin")).toBe("/admin");
  expect(safeRedirectPath("/checkout?registration=12")).toBe("/checkout?registration=12");
  expect(safeRedirectPath("/about-us#parent-handbook")).toBe("/about-us#parent-handbook");
});

test("anything that could leave the site falls back", () => {
  for (const value of [
    "https://evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/.//evil.example/login",
    "/x/..//evil.example",
    "/%2e//evil.example",
    "/./\\evil.example",
    "/\n/evil.example",
    "evil.example",
    "",
    null,
    undefined,
    42,
  ]) {
    expect(safeRedirectPath(value, "/home"), String(value)).toBe("/home");
  }
});

test("the sign-in pages are no destination, so signing in cannot loop", () => {
  expect(safeRedirectPath("/api/login?redirect=/admin")).toBe("/");
  expect(safeRedirectPath("/sign-in")).toBe("/");
});
