// The parents' inbox in the journeys: both copies of the product deliver their mail to the local
// mailbox (scripts/local-mailbox.ts, started by playwright.config.ts), as the real provider would
// receive it, one-time links whole. (The outbox keeps only redacted copies once mail is delivered.)
import { expect } from "@playwright/test";
import { mailboxURL } from "../../../playwright.config";

export type DeliveredMail = { id: string; to: string[]; subject: string; text: string; html: string };

/** The mail delivered to `to`, newest first. */
export async function mailTo(to: string): Promise<DeliveredMail[]> {
  const response = await fetch(`${mailboxURL}/__mail?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`the local mailbox answered ${response.status}`);
  return response.json() as Promise<DeliveredMail[]>;
}

/** Waits for mail to `to` with a link containing `prefix`, and returns the newest such link. */
export async function linkFromLatestMail(to: string, prefix: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const words = (await mailTo(to)).flatMap((mail) => mail.text.split(/\s+/));
        link = words.find((word) => word.includes(prefix));
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Makes the mailbox answer the next `count` sends with a 500, as a provider outage would. */
export async function failNextSends(count: number) {
  const response = await fetch(`${mailboxURL}/__fail?count=${count}`, { method: "POST" });
  if (!response.ok) throw new Error(`the local mailbox answered ${response.status}`);
}

/** How many sends the mailbox will still refuse (0 once an outage's failures have been met). */
export async function failuresLeft(): Promise<number> {
  return ((await (await fetch(`${mailboxURL}/__fail`)).json()) as { failNext: number }).failNext;
}
