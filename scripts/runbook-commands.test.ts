// Every command the runbook gives (docs/operations.md and docs/accounts-and-security.md, in code
// blocks and inline code) is checked by the parser that will read it: the project's scripts by
// their own argument parsers, wrangler's by wrangler's command definitions plus this project's
// rule that a deployed resource is reached through its environment (wrangler.toml's top level is
// local only: its ids are placeholders, its Worker is not the deployed one).
import { readFileSync } from "node:fs";
import { experimental_getWranglerCommands, unstable_readConfig } from "wrangler";
import { expect, test } from "vitest";
import { parseAdminRoleArgs } from "./admin-role-args";
import { DEPLOY_ENVIRONMENTS, parseDeployArgs } from "./deploy/checks";
import { parseRehearseArgs } from "./rehearse-args";
import { parseRestoreArgs } from "../db/restore/args";

const DOCS = ["docs/operations.md", "docs/accounts-and-security.md"];
const root = new URL("../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** Commands in fenced blocks (one a line, `# comments` dropped) and in inline code spans. */
export function runbookCommands(markdown: string): string[] {
  const commands: string[] = [];
  const prose = markdown.replace(/^\s*```[^\n]*\n([\s\S]*?)^\s*```/gm, (_, block: string) => {
    for (const line of block.split("\n")) commands.push(line.replace(/\s#.*$/, "").trim());
    return "";
  });
  for (const [, span] of prose.matchAll(/`([^`]+)`/g)) commands.push(span.replace(/\s+/g, " ").trim());
  return commands.filter((c) => /^(npm run|npx wrangler|wrangler) /.test(c));
}

function words(command: string): string[] {
  return [...command.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
type Parsed = { ok: true } | { ok: false; message: string };
const PARSERS: Record<string, (args: string[]) => Parsed> = {
  deploy: parseDeployArgs,
  "admin:create": (args) => parseAdminRoleArgs(["create", ...args]),
  "admin:grant": (args) => parseAdminRoleArgs(["grant", ...args]),
  "admin:revoke": (args) => parseAdminRoleArgs(["revoke", ...args]),
  "db:restore": parseRestoreArgs,
  rehearse: parseRehearseArgs,
};

/** Why `npm run …` would not do what the runbook says, or undefined. */
function npmProblem(command: string): string | undefined {
  const [, , name, ...rest] = words(command);
  if (!(name in scripts)) return `no script ${name} in package.json`;
  if (rest.length && rest[0] !== "--") return `arguments must follow "--"`;
  const args = rest.slice(1);
  const parser = PARSERS[name];
  if (!parser) return args.length ? `${name} takes no arguments` : undefined;
  const parsed = parser(args);
  return parsed.ok ? undefined : parsed.message;
}

type CommandNode = {
  definition?: { type: string; args?: Record<string, { type?: string; alias?: string | string[]; demandOption?: boolean }>; positionalArgs?: string[] };
  subtree: Map<string, CommandNode>;
};
const { registry, globalFlags } = experimental_getWranglerCommands() as unknown as {
  registry: CommandNode;
  globalFlags: Record<string, { type?: string; alias?: string | string[] }>;
};
const configs = Object.fromEntries(DEPLOY_ENVIRONMENTS.map((env) => [env, unstable_readConfig({ config: "wrangler.toml", env })]));
const local = unstable_readConfig({ config: "wrangler.toml" });
const deployedBuckets = new Set(Object.values(configs).flatMap((c) => c.r2_buckets.map((b: { bucket_name?: string }) => b.bucket_name)));

/** Why `npx wrangler …` would fail or reach the wrong thing, or undefined. */
function wranglerProblem(command: string): string | undefined {
  const tokens = words(command).slice(command.startsWith("npx ") ? 2 : 1);
  let node = registry;
  const path: string[] = [];
  while (tokens.length && node.subtree.has(tokens[0])) {
    path.push(tokens[0]);
    node = node.subtree.get(tokens.shift()!)!;
  }
  const definition = node.definition;
  if (!definition || definition.type !== "command") return `wrangler has no command "${path.join(" ")}"`;
  const flagDefs = { ...globalFlags, ...definition.args };
  const names = new Map<string, string>();
  for (const [name, def] of Object.entries(flagDefs)) for (const alias of [name, ...[def.alias ?? []].flat()]) names.set(alias, name);
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  while (tokens.length) {
    const token = tokens.shift()!;
    if (!token.startsWith("-")) {
      positionals.push(token);
      continue;
    }
    const [raw, inline] = token.replace(/^-+/, "").split(/=(.*)/s);
    const name = names.get(raw);
    if (!name) return `wrangler ${path.join(" ")} has no option --${raw}`;
    const boolean = flagDefs[name].type === "boolean";
    flags.set(name, inline ?? (boolean ? true : (tokens.shift() ?? "")));
  }
  const declared = definition.positionalArgs ?? [];
  if (positionals.length > declared.length) return `too many arguments: ${positionals.slice(declared.length).join(" ")}`;
  const given = new Set([...declared.slice(0, positionals.length), ...flags.keys()]);
  const missing = Object.entries(definition.args ?? {}).filter(([name, def]) => def.demandOption && !given.has(name));
  if (missing.length) return `missing ${missing.map(([name]) => name).join(", ")}`;

  // The project's rules: which environment, which resource.
  const env = flags.get("env");
  if (env !== undefined && !DEPLOY_ENVIRONMENTS.includes(env as never)) return `--env ${String(env)} is not an environment of wrangler.toml`;
  const what = path.join(" ");
  const database = declared[0] === "database" || declared[0] === "name" ? positionals[0] : undefined;
  if (what.startsWith("d1 ") && what !== "d1 create" && database && !flags.has("local") && !env)
    return `reaches the top level's local-only database: add --env production or --env staging`;
  if (["secret put", "secret list", "secret delete", "tail", "kv namespace create"].includes(what) && !env)
    return `acts on the top level's Worker, not a deployed one: add --env production or --env staging`;
  if (what === "r2 bucket create" && !deployedBuckets.has(positionals[0])) return `${positionals[0]} is no environment's bucket_name in wrangler.toml`;
  if (what.startsWith("r2 object ")) {
    const bucket = positionals[0]?.split("/")[0];
    if (flags.has("remote") === flags.has("local")) return `say --remote (a deployed bucket) or --local`;
    const known = flags.has("remote") ? deployedBuckets : new Set(local.r2_buckets.map((b: { bucket_name?: string }) => b.bucket_name));
    if (!known.has(bucket)) return `${bucket} is not a ${flags.has("remote") ? "deployed" : "local"} bucket of wrangler.toml`;
  }
  return undefined;
}

const runbook = DOCS.flatMap((doc) => runbookCommands(read(doc)).map((command) => ({ doc, command })));

test("the runbook's commands are found (the deploy, the restore, the first admin, wrangler's own)", () => {
  const all = runbook.map((r) => r.command);
  expect(all).toContain("npm run deploy -- --env production");
  expect(all.some((c) => c.startsWith("npm run db:restore -- "))).toBe(true);
  expect(all.some((c) => c.startsWith("npm run admin:grant -- "))).toBe(true);
  expect(all.some((c) => c.startsWith("npx wrangler d1 time-travel restore "))).toBe(true);
  expect(all.length).toBeGreaterThan(25);
});

test("every npm command of the runbook passes its script's argument parser", () => {
  const problems = runbook
    .filter((r) => r.command.startsWith("npm run"))
    .flatMap((r) => {
      const problem = npmProblem(r.command);
      return problem ? [`${r.doc}: ${r.command}: ${problem}`] : [];
    });
  expect(problems).toEqual([]);
});

test("every wrangler command of the runbook is one wrangler accepts, aimed at a deployed environment's resource", () => {
  const problems = runbook
    .filter((r) => !r.command.startsWith("npm run"))
    .flatMap((r) => {
      const problem = wranglerProblem(r.command);
      return problem ? [`${r.doc}: ${r.command}: ${problem}`] : [];
    });
  expect(problems).toEqual([]);
});

test("the checks catch what the runbook got wrong before", () => {
  expect(npmProblem("npm run deploy")).toContain("Usage: npm run deploy");
  expect(npmProblem("npm run admin:grant -- someone@example.org --remote")).toContain("--remote needs --env");
  expect(npmProblem("npm run db:restore -- backups/d1/2026-11-26.json.gz --env prod")).toContain("Usage");
  expect(npmProblem("npm run deploy:dryrun")).toBe("no script deploy:dryrun in package.json");
  expect(wranglerProblem("npx wrangler d1 migrations apply DB --remote")).toContain("add --env");
  expect(wranglerProblem("npx wrangler d1 migrations apply DB --env production --remote")).toBeUndefined();
  expect(wranglerProblem("npx wrangler d1 time-travel restore DB --env production --timestamp=1795240800")).toBeUndefined();
  expect(wranglerProblem("npx wrangler d1 time-travel restore DB --env production --when=1795240800")).toContain("no option --when");
  expect(wranglerProblem("npx wrangler secret put PASSWORD_PEPPER")).toContain("add --env");
  expect(wranglerProblem("npx wrangler r2 object get camp-sarraka-private/backups/d1/2026-11-26.json.gz --file=backup.json.gz")).toContain("--remote");
  expect(wranglerProblem("npx wrangler r2 bucket create camp-sarraka-photos")).toContain("no environment's bucket_name");
  expect(wranglerProblem("npx wrangler d1 teleport DB")).toContain('no command "d1"');
});
