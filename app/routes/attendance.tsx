// The door app's roster page: loader -> action -> component. The operations live in
// app/server/attendance/ (the JSON API calls the same ones); the page's hooks and pieces live in
// app/components/attendance/. Its dialogs load the first time they open (the time alerts' dialog
// when an alert is first due, the toasts' UI with the first toast): the door's service worker
// keeps every one of them on the device when it installs (public/door-sw.js, with the build's
// list), so they open with no network too, and the page itself does not fetch them ahead.
import { data, isRouteErrorResponse } from "react-router";
import { forgetKeptRosters, keepPage, keptLoadedAt, keptPage } from "~/components/attendance/use-door-app";
import { rosterGeneration } from "~/components/attendance/door-store";
import { unsavedReply } from "~/lib/attendance/unsaved";
import { handleAttendanceAction, loadAttendancePage } from "~/server/attendance/page.server";
import { DOOR_SHELL_PARAM, doorShell } from "~/lib/attendance/door-changes";
import { getEnv } from "~/server/context";
import { requireStaffSession } from "~/server/staff-session.server";
import type { ChromeHandle } from "~/root";
import { doorAppLinks } from "~/components/attendance/door-app-links";
import type { Route } from "./+types/attendance";
import "~/components/attendance/door.css";
import { DoorPage, DoorShell } from "~/components/attendance/door-page";
import { DoorError } from "~/components/attendance/door-error";

export const handle = { chrome: "none" } satisfies ChromeHandle;

export const meta: Route.MetaFunction = () => [{ title: "Attendance | Camp Sarraka" }, { name: "theme-color", content: "#020617" }];

// An installable door app: its manifest and icon (the service worker is registered by useDoorApp).
export const links: Route.LinksFunction = doorAppLinks;

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  // The service worker's data-free app shell (public/door-sw.js): no session needed, nothing in it.
  if (new URL(request.url).searchParams.has(DOOR_SHELL_PARAM)) return doorShell();
  return loadAttendancePage(env, request, requireStaffSession(env, request));
}

type ShellData = ReturnType<typeof doorShell>;
type PageData = Exclude<Awaited<ReturnType<typeof loader>>, ShellData>;

// With no network the roster comes from the device (kept by keepPage after every load, for as
// long as the server said it may be shown offline). The service worker answers a navigation with
// no network with the data-free shell, so the shell's answer also means "use what is kept".
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<PageData | (ShellData & { nothingKept: true })> {
  const url = new URL(request.url);
  const requestedAt = Date.now();
  const generation = rosterGeneration();
  const offline = async () => ((await keptPage(url)) as PageData | null) ?? { ...doorShell(), nothingKept: true as const };
  let answer: Awaited<ReturnType<typeof serverLoader>>;
  try {
    answer = await serverLoader();
  } catch (error) {
    // The sign-in redirect: the session ended, so nothing of it stays readable on the device.
    if (error instanceof Response && error.status >= 300 && error.status < 400) await forgetKeptRosters();
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return offline();
  }
  if ("shell" in answer) return offline();
  // requestedAt: changes this device saved before it are in this answer (useOptimisticRoster).
  const fresh = { ...answer, requestedAt };
  // Only the kept copy's time is read here; 1,000 campers are read back only when it is newer.
  if ((await keptLoadedAt(url)) > fresh.loadedAt) {
    const kept = (await keptPage(url)) as PageData | null;
    if (kept) return kept;
  }
  await keepPage(url, fresh, generation);
  return fresh;
}
clientLoader.hydrate = true as const;

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const staff = await requireStaffSession(env, request);
  return handleAttendanceAction(env, staff, await request.formData());
}

// A Wi-Fi blip at the door must not wipe the roster: a tap that cannot reach the server
// answers "not saved" (the row offers Retry) instead of throwing to the error screen. The
// 503 status keeps the router from reloading the page's data, which would fail the same way.
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return data(unsavedReply(form), { status: 503 });
  }
}

export default function Attendance({ loaderData }: Route.ComponentProps) {
  return "shell" in loaderData ? <DoorShell nothingKept={"nothingKept" in loaderData} /> : <DoorPage loaderData={loaderData} />;
}

// Whatever breaks on the door stays on the door: its own error screen, never the public site's.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DoorError error={error} />;
}
