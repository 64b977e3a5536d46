// Seeds miniflare's local D1 and R2 (the state `npm start` and the browser tests use).
//   tsx db/seed/run.ts [--persist-to .wrangler/state]
import { getPlatformProxy } from "wrangler";
import { commandLineOrExit } from "../../scripts/command-line";
import { seedDatabase } from "./index";

const args = commandLineOrExit({ "persist-to": { type: "string" } }, "Usage: tsx db/seed/run.ts [--persist-to .wrangler/state]");
const persistTo = args.values["persist-to"] ?? ".wrangler/state";

const { env, dispose } = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: `${persistTo}/v3` },
});
try {
  // The same pepper the served Worker gets (scripts/serve-local.sh exports it; else .dev.vars).
  const pepper = process.env.PASSWORD_PEPPER ?? env.PASSWORD_PEPPER;
  if (!pepper) throw new Error("Set PASSWORD_PEPPER (scripts/serve-local.sh sets a development one) or put it in .dev.vars.");
  const summary = await seedDatabase({ ...env, PASSWORD_PEPPER: pepper });
  console.log(
    `Seeded ${summary.sessions} camp sessions (December 23 is ${summary.dec23}), ${summary.campers} campers, ${summary.registrations} registrations, media in R2.`,
  );
} finally {
  await dispose();
}
