import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PUBLIC_PAGE_PATHS } from "./public-pages";

test("wrangler.toml sends every public page straight to the Worker, skipping the asset lookup", () => {
  const toml = readFileSync(path.resolve(import.meta.dirname, "../../wrangler.toml"), "utf8");
  const list = /run_worker_first = \[([^\]]*)\]/.exec(toml)![1];
  const patterns = [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  expect(patterns.filter((p) => p !== "/api/*")).toEqual([...PUBLIC_PAGE_PATHS]);
});
