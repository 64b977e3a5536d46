// Registration windows (fall, winter, spring, summer) are data in D1. A sign-up made while a
// window is open records that window, which is what makes it eligible for the window's lottery.
import { and, gt, isNull, lte, or, desc } from "drizzle-orm";
import { registrationWindows } from "../../db/schema";
import { getDb } from "./db.server";

/** The window open at `now`, if any (the most recently opened one when several overlap). */
export async function findOpenWindow(env: Env, now = Date.now()) {
  const [window] = await getDb(env)
    .select()
    .from(registrationWindows)
    .where(
      and(
        lte(registrationWindows.opensAt, now),
        or(isNull(registrationWindows.closesAt), gt(registrationWindows.closesAt, now)),
      ),
    )
    .orderBy(desc(registrationWindows.opensAt))
    .limit(1);
  return window ?? null;
}
