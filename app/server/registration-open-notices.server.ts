import { and, eq, isNotNull, sql } from "drizzle-orm";
import { formatCampDateTime, formatCampInstantDay } from "~/lib/format";
import { isWindowOpen, OPEN_NOTICE_FRESH_MS, windowRegistrationName } from "~/lib/registration-windows";
import { getDb } from "~/server/db.server";
import { composeMail, queueMailStatement } from "~/server/mail.server";
import { registrationWindows, users } from "../../db/schema";
import { windowSeal } from "./registration-windows.server";

export const REGISTRATION_OPEN_KIND = "registration-open";
const BATCH_SIZE = 25;

// "Registration is open" to every parent who opted in, once per window: the dedupe key
// `registration-open:<window>:<user>` makes a repeated run a no-op, and parents who already have
// it are not even selected. Only a freshly opened window is news (see OPEN_NOTICE_FRESH_MS).
export async function sendRegistrationOpenNotices(env: Env, now: Date) {
  const db = getDb(env);
  const t = now.getTime();
  const windows = (await db.select().from(registrationWindows)).filter((w) => isWindowOpen(w, t) && t - w.opensAt <= OPEN_NOTICE_FRESH_MS);
  let queued = 0;
  for (const window of windows) {
    const keyPrefix = `${REGISTRATION_OPEN_KIND}:${window.id}:`;
    const parents = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(
        and(
          eq(users.notifyRegistrationOpen, true),
          isNotNull(users.emailVerifiedAt),
          sql`NOT EXISTS (SELECT 1 FROM outbox o WHERE o.dedupe_key = ${keyPrefix} || ${users.id})`,
        ),
      );
    const closes = window.closesAt ? ` until ${formatCampDateTime(window.closesAt)}` : "";
    const lotteryLine = window.closesAt
      ? `Every sign-up made while the window is open counts equally: when it closes, a fair lottery decides the seats of any day with more sign-ups than places, and we will let you know whether your camper is accepted or waitlisted${window.notifyBy ? ` by ${formatCampInstantDay(window.notifyBy)}` : ""}.`
      : null;
    // The draw's seed is fixed already: its fingerprint, published now, lets any family check
    // after the draw that the seed shown then is the one chosen before anyone signed up.
    const seal = lotteryLine ? await windowSeal(window, t) : null;
    const sealLine = seal
      ? `The lottery's seed is already fixed. Its SHA-256 fingerprint is ${seal.seedHash}. Once the draw is made, the seed and every entry (ids only, no names) are published at ${new URL("/lottery", env.APP_URL || "http://localhost").toString()}, so you can check that the draw used this very seed and was not re-drawn.`
      : null;
    const messages = parents.map((parent) => {
      const { text, html } = composeMail(
        [
          `Hi ${parent.firstName},`,
          `${windowRegistrationName(window.label)} at Camp Sarraka is open now${closes}.`,
          ...(lotteryLine ? [lotteryLine] : []),
          ...(sealLine ? [sealLine] : []),
          "You are receiving this because you asked to hear when registration opens.",
        ],
        { label: "Register a camper", url: new URL("/registration", env.APP_URL || "http://localhost").toString() },
      );
      return queueMailStatement(db, {
        to: parent.email,
        subject: `${windowRegistrationName(window.label)} is open`,
        text,
        html,
        kind: REGISTRATION_OPEN_KIND,
        dedupeKey: keyPrefix + parent.id,
      });
    });
    for (let i = 0; i < messages.length; i += BATCH_SIZE) {
      const chunk = messages.slice(i, i + BATCH_SIZE);
      await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
      queued += chunk.length;
    }
  }
  return { queued };
}
