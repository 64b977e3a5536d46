import { describe, expect, test } from "vitest";
import { parseAdminArgs } from "./admin-role";

describe("parseAdminArgs", () => {
  test("reads the action, the address (in lower case) and where to run", () => {
    expect(parseAdminArgs(["grant", "Office@Example.org", "--env", "production"])).toEqual({
      ok: true,
      command: { action: "grant", email: "office@example.org", environment: "production", remote: true, persistTo: undefined, appUrl: undefined },
    });
    expect(parseAdminArgs(["create", "office@example.org", "--app-url", "http://localhost:3000"])).toMatchObject({
      ok: true,
      command: { action: "create", remote: false, appUrl: "http://localhost:3000" },
    });
  });

  test("refuses an unknown option, an option without its value, local with remote, and no address", () => {
    expect(parseAdminArgs(["grant", "office@example.org", "--remtoe"])).toMatchObject({ ok: false, message: expect.stringContaining("--remtoe") });
    expect(parseAdminArgs(["grant", "office@example.org", "--env"])).toMatchObject({ ok: false });
    expect(parseAdminArgs(["grant", "office@example.org", "--remote", "--local"])).toMatchObject({ ok: false, message: expect.stringContaining("--local") });
    expect(parseAdminArgs(["grant"])).toMatchObject({ ok: false, message: expect.stringContaining("Usage") });
    expect(parseAdminArgs(["promote", "office@example.org"])).toMatchObject({ ok: false });
  });
});
