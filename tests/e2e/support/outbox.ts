// Reads the mail the product queued for a parent from the local D1 outbox the journeys' server
// writes to (scripts/serve-local.sh keeps it in .wrangler/e2e). Without a mail provider nothing is
// delivered, so the message waits there whole, exactly as the provider would receive it: this is
// the parent's inbox. (Admins only ever see it with one-time links removed.)
import { execFileSync } from "node:child_process";
import { expect } from "@playwright/test";

type OutboxRow = { kind: string; subject: string; text_body: string };

function latestMail(to: string): OutboxRow | undefined {
  const sql = `SELECT kind, subject, text_body FROM outbox WHERE to_address = '${to.replace(/'/g, "''")}' AND status = 'queued' ORDER BY id DESC LIMIT 1`;
  const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", ".wrangler/e2e", "--json", "--command", sql], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  return (JSON.parse(output) as Array<{ results: OutboxRow[] }>)[0]?.results[0];
}

/** Waits for the newest mail of `kind` to `to` and returns the link in it that starts with `prefix`. */
export async function linkFromLatestMail(to: string, kind: string, prefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = latestMail(to);
        if (mail?.kind !== kind) return undefined;
        link = mail.text_body.split(/\s+/).find((word) => word.includes(prefix));
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}
