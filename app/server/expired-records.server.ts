import { and, isNotNull, isNull, lt, or } from "drizzle-orm";
import { getDb } from "~/server/db.server";
import { authTokens, loginThrottles, userSessions } from "../../db/schema";
import { deleteMailPastRetention } from "~/server/mail.server";

// Expired sessions, used or expired one-time links and stale throttles are deleted so the
// tables stay small and a stolen expired token is not even stored.
export async function deleteExpiredAuthRecords(env: Env, now: Date) {
  // The outbox too: mail past the office's retention period goes (mail.server.ts).
  await deleteMailPastRetention(env, now);
  const db = getDb(env);
  const t = now.getTime();
  const dayAgo = t - 24 * 60 * 60 * 1000;
  await db.batch([
    db.delete(userSessions).where(lt(userSessions.expiresAt, t)),
    db.delete(authTokens).where(or(lt(authTokens.expiresAt, t), isNotNull(authTokens.usedAt))),
    db
      .delete(loginThrottles)
      // A NULL lock (fewer than 5 failures) is stale too: `NULL < t` is not true in SQL.
      .where(and(lt(loginThrottles.windowStartedAt, dayAgo), or(isNull(loginThrottles.lockedUntil), lt(loginThrottles.lockedUntil, t)))),
  ]);
}
