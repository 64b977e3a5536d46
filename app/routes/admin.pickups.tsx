// /admin/pickups: the day's door log for the office: pickup overrides with their reasons, every
// check-out and who took the camper, and the medication-given log, printable. ?date=YYYY-MM-DD
// picks the day (today in the camp's time zone by default). Its one action issues new pickup
// codes to every family (POST /api/admin/pickup-codes/issue does the same).
import { DoorLogTab } from "~/components/admin/door-log-tab";
import { isCalendarDay } from "~/lib/calendar-day";
import { campToday } from "~/lib/camp-dates";
import { adminAction } from "~/server/admin/admin-action.server";
import { actorFor, adminPage } from "~/server/admin/admin-page.server";
import { issueNewPickupCodes } from "~/server/attendance/pickup.server";
import { loadDoorLog } from "~/server/admin/door-log.server";
import type { Route } from "./+types/admin.pickups";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env, user, url) => {
    const asked = url.searchParams.get("date") ?? "";
    return loadDoorLog(env, actorFor(user), isCalendarDay(asked) ? asked : campToday());
  });
}

export async function action(args: Route.ActionArgs) {
  return adminAction(args, { "issue-pickup-codes": (env, actor) => issueNewPickupCodes(env, actor) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminPickups({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <DoorLogTab log={loaderData} />;
}
