// How a message's audience reads to the office ("Families at FLC on Monday, July 6"), and the camp
// week a day falls in. Browser-safe: the Messages tab and the server share them.
import { addDays, mondayOf } from "../camp-dates";
import { campDayFull } from "../format";
import { LOCATION_NAMES, type Location } from "../vocabulary";
import type { Audience } from "./message-schema";

/** The Monday and Sunday of the week `day` falls in. */
export function campWeekOf(day: string): { first: string; last: string } {
  const first = mondayOf(day);
  return { first, last: addDays(first, 6) };
}

const atSite = (site: Location | null) => (site ? ` at ${LOCATION_NAMES[site]}` : "");

/** The audience in the office's words; `sessionName` names a session message's session. */
export function describeAudience(audience: Audience, sessionName?: string | null): string {
  const { scope, date, site, group } = audience;
  if (scope === "day") return `Families${atSite(site)} on ${campDayFull(date!)}`;
  if (scope === "week") return `Families${atSite(site)} in the week of ${campDayFull(campWeekOf(date!).first)}`;
  if (scope === "session") return `Families in ${sessionName ?? `session ${audience.sessionId}`}`;
  if (scope === "site") return `Families with camp days to come at ${LOCATION_NAMES[site!]}`;
  return `Families of the ${group}${atSite(site)} on ${campDayFull(date!)}`;
}
