import { expect, test } from "vitest";
import { parseAdminRoleArgs } from "./admin-role-args";

test("a deployed database is reached through its environment; --remote alone is refused (the top level's database is local only)", () => {
  expect(parseAdminRoleArgs(["grant", "Someone@Example.org", "--env", "production"])).toMatchObject({
    ok: true,
    action: "grant",
    email: "someone@example.org",
    environment: "production",
  });
  expect(parseAdminRoleArgs(["grant", "someone@example.org", "--env", "staging", "--remote"])).toMatchObject({ ok: true, environment: "staging" });
  expect(parseAdminRoleArgs(["grant", "someone@example.org", "--remote"])).toMatchObject({
    ok: false,
    message: expect.stringContaining("--remote needs --env production or --env staging"),
  });
  expect(parseAdminRoleArgs(["revoke", "someone@example.org", "--env", "prod"])).toMatchObject({ ok: false });
  expect(parseAdminRoleArgs(["create", "someone@example.org", "--env", "production", "--local"])).toMatchObject({ ok: false });
});

test("the local database with its state folder and the link's address; unknown options and two addresses are refused", () => {
  expect(parseAdminRoleArgs(["create", "a@b.org", "--local", "--persist-to", ".wrangler/first-day", "--app-url", "http://127.0.0.1:8787"])).toEqual({
    ok: true,
    action: "create",
    email: "a@b.org",
    environment: undefined,
    persistTo: ".wrangler/first-day",
    appUrl: "http://127.0.0.1:8787",
  });
  expect(parseAdminRoleArgs(["create", "a@b.org", "--app-url"])).toMatchObject({ ok: false, message: expect.stringContaining("--app-url needs a value") });
  expect(parseAdminRoleArgs(["grant", "a@b.org", "--force"])).toMatchObject({ ok: false, message: expect.stringContaining("Not understood: --force") });
  expect(parseAdminRoleArgs(["grant", "a@b.org", "c@d.org"]).ok).toBe(false);
  expect(parseAdminRoleArgs(["promote", "a@b.org"]).ok).toBe(false);
});

test("a misspelt option, an option without its value and the local database with a deployed one are refused, with the usage", () => {
  expect(parseAdminRoleArgs(["grant", "office@example.org", "--remtoe"])).toMatchObject({
    ok: false,
    message: expect.stringContaining("Not understood: --remtoe"),
  });
  expect(parseAdminRoleArgs(["grant", "office@example.org", "--env"])).toMatchObject({ ok: false, message: expect.stringContaining("--env needs a value") });
  expect(parseAdminRoleArgs(["grant", "office@example.org", "--env", "staging", "--local"])).toMatchObject({
    ok: false,
    message: expect.stringContaining("--local"),
  });
  expect(parseAdminRoleArgs(["grant"])).toMatchObject({ ok: false, message: expect.stringContaining("Usage") });
});
