import { expect, test } from "vitest";
import { readCommandLine } from "./command-line";
import { parseDeployArgs } from "./deploy/checks";
import { parseRehearseArgs } from "./rehearse-args";

test("node's parser reads the options and names what it cannot", () => {
  const options = { env: { type: "string" }, check: { type: "boolean" } } as const;
  expect(readCommandLine(["--env", "staging", "x", "--check"], options)).toEqual({ ok: true, values: { env: "staging", check: true }, positionals: ["x"] });
  expect(readCommandLine(["--env=production"], options)).toMatchObject({ ok: true, values: { env: "production" } });
  expect(readCommandLine(["--force"], options)).toEqual({ ok: false, problem: "Not understood: --force" });
  expect(readCommandLine(["--env"], options)).toEqual({ ok: false, problem: "--env needs a value." });
  expect(readCommandLine(["--check=yes"], options)).toEqual({ ok: false, problem: "--check takes no value." });
});

test("the rehearsal's port and the deploy's environment, and nothing more", () => {
  expect(parseRehearseArgs([])).toEqual({ ok: true, port: 8787, mailboxPort: 8788, stateDir: ".wrangler/first-day" });
  expect(parseRehearseArgs(["--port", "9000"])).toMatchObject({ ok: true, port: 9000, mailboxPort: 9001 });
  expect(parseRehearseArgs(["--port", "80"])).toMatchObject({ ok: false });
  expect(parseRehearseArgs(["9000"])).toMatchObject({ ok: false });
  expect(parseRehearseArgs(["--port"])).toMatchObject({ ok: false, message: expect.stringContaining("--port needs a value") });
  expect(parseDeployArgs(["--env", "production", "now"])).toMatchObject({ ok: false, message: expect.stringContaining("Not understood: now") });
});
