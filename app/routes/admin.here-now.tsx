// /admin/here-now: who is on site now at each site, per group, against the ratio (refreshed
// while the tab is open), and the ratio report an inspector asks for: every stretch a group was
// out of ratio between two days, printable and as CSV (/admin/ratios.csv with the same range),
// and the drill log: every emergency roll call of those days with its marks and times. A roll
// call open today shows at the top, whatever days are chosen, and the tab then looks again
// every 5 seconds, so the office follows the marks as the doors send them.
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { HereNowTab } from "~/components/admin/here-now-tab";
import { campToday } from "~/lib/camp-dates";
import { reportRangeFrom } from "~/lib/here-now/report-range";
import { adminPage } from "~/server/admin/admin-page.server";
import { hereNowToday, ratioReport } from "~/server/here-now/ratio-report.server";
import { drillLog } from "~/server/here-now/drill-log.server";
import type { Route } from "./+types/admin.here-now";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env, _user, url) => {
    const today = campToday();
    const range = reportRangeFrom(url, today);
    const showsToday = range.success && range.data.from === today && range.data.to === today;
    const [onSite, report, drills, todaysDrills] = await Promise.all([
      hereNowToday(env),
      range.success ? ratioReport(env, range.data) : null,
      range.success ? drillLog(env, range.data) : [],
      showsToday ? null : drillLog(env, { from: today, to: today }),
    ]);
    const openRollCalls = (todaysDrills ?? drills).filter((d) => d.date === today && d.endedAt === null);
    return { today, onSite, report, drills, openRollCalls, rangeError: range.success ? null : range.error.issues[0].message };
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Who is on site changes at the door: the tab looks again every 30 seconds while it is open, every 5 during a roll call. */
const REFRESH_MS = 30_000;
const ROLL_CALL_REFRESH_MS = 5_000;

export default function AdminHereNow({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  const rollCallOpen = Boolean(loaderData?.openRollCalls.length);
  useEffect(() => {
    const every = rollCallOpen ? ROLL_CALL_REFRESH_MS : REFRESH_MS;
    const timer = setInterval(() => document.visibilityState === "visible" && void revalidate(), every);
    return () => clearInterval(timer);
  }, [revalidate, rollCallOpen]);
  if (!loaderData) return null;
  return <HereNowTab {...loaderData} />;
}
