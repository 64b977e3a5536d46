// Redoes every published draw of the camp's lottery from its public record alone, as any family
// may: `npx tsx scripts/check-lottery.ts https://<the camp's site>/api/lottery` (or a saved copy
// of that JSON). For each draw it checks the seed against its fingerprint, the seed and entries
// against the seal, and reshuffles each week to compare with each session's published order.
import { readFile } from "node:fs/promises";
import { checkPublishedRound, type PublicWindowLottery } from "../app/lib/lottery-seal";
import { commandLineOrExit } from "./command-line";

const USAGE = "Usage: npx tsx scripts/check-lottery.ts <address or file of the lottery record>";
const [source] = commandLineOrExit({}, USAGE, 1).positionals;
if (!source) {
  console.error(USAGE);
  process.exit(2);
}
const text = /^https?:\/\//.test(source) ? await (await fetch(source)).text() : await readFile(source, "utf8");
const { windows } = JSON.parse(text) as { windows: PublicWindowLottery[] };
let failed = 0;
for (const w of windows) {
  for (const round of w.draws) {
    const problems = await checkPublishedRound(round);
    failed += problems.length ? 1 : 0;
    console.log(
      `${w.label}, seal ${round.seal.slice(0, 12)}…: ${problems.length ? problems.join("; ") : `checks out (${round.entries.length} entries, ${round.sessions.length} sessions drawn)`}`,
    );
  }
}
process.exit(failed ? 1 : 0);
