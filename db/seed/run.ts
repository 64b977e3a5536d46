// Seeds miniflare's local D1 and R2 (the state `npm start` and the browser tests use).
//   tsx db/seed/run.ts [--persist-to .wrangler/state]
import { getPlatformProxy } from "wrangler";
import { seedDatabase } from "./index";

const flag = process.argv.indexOf("--persist-to");
const persistTo = flag > 0 ? process.argv[flag + 1] : ".wrangler/state";

const { env, dispose } = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: `${persistTo}/v3` },
});
try {
  const summary = await seedDatabase(env);
  console.log(
    `Seeded ${summary.sessions} camp sessions (December 23 is ${summary.dec23}), ${summary.campers} campers, ${summary.registrations} registrations, media in R2.`,
  );
} finally {
  await dispose();
}
