// Who a message reaches: the one resolution used by the preview and by the send, so the office
// sees exactly the families the message goes to. A family is a parent account with a camper
// holding a seat (app/server/seats.server.ts) in the audience, counted once however many of its
// children are there. Deleted accounts are never written to; news goes only to parents who keep
// the news preference on, while operational and urgent messages go to every family in the audience.
import { sql, type SQL } from "drizzle-orm";
import { campToday } from "~/lib/camp-dates";
import { campWeekOf } from "~/lib/messages/audience";
import type { Audience } from "~/lib/messages/message-schema";
import type { MessageKind } from "~/lib/vocabulary";
import { getDb } from "../db.server";
import { holdsSeat } from "../seats.server";

export type Family = { parentId: string; email: string; firstName: string };

const atSite = (site: string | null) => (site ? sql` AND s.location = ${site}` : sql``);

/** The parents (ids) of the campers in the audience, as a SELECT. */
function parentsInAudience(audience: Audience, now: Date): SQL {
  const seated = sql`SELECT r.parent_id FROM registrations r JOIN camp_sessions s ON s.id = r.session_id WHERE ${holdsSeat("r.status")}`;
  const { scope, date, sessionId, site, group } = audience;
  if (scope === "day") return sql`${seated} AND s.start_date <= ${date} AND s.end_date >= ${date}${atSite(site)}`;
  if (scope === "week") {
    const week = campWeekOf(date!);
    return sql`${seated} AND s.start_date <= ${week.last} AND s.end_date >= ${week.first}${atSite(site)}`;
  }
  if (scope === "session") return sql`${seated} AND s.id = ${sessionId}`;
  // A site's families are those with a camp day still to come there (today included).
  if (scope === "site") return sql`${seated} AND s.end_date >= ${campToday(now)}${atSite(site)}`;
  // A camp group is the door roster's group on that day (a camper on the roster, not removed).
  return sql`SELECT c.parent_id FROM roster_entries e
    JOIN attendance_sessions a ON a.id = e.attendance_session_id
    JOIN campers c ON c.id = e.camper_id
    WHERE e.removed_at IS NULL AND e.group_name = ${group} AND a.date = ${date}${site ? sql` AND a.location = ${site}` : sql``}`;
}

/** The families a message of `kind` to `audience` reaches now, each once, by e-mail address. */
export async function familiesInAudience(env: Env, audience: Audience, kind: MessageKind, now: Date): Promise<Family[]> {
  const wantsNews = kind === "news" ? sql` AND u.notify_news = 1` : sql``;
  return getDb(env).all<Family>(sql`
    SELECT u.id AS parentId, u.email AS email, u.first_name AS firstName
    FROM users u
    WHERE u.id IN (${parentsInAudience(audience, now)}) AND u.deleted_at IS NULL${wantsNews}
    ORDER BY u.email`);
}
