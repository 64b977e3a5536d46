// /pickup-photos/:photo: an authorized adult's photo by its random file name, only for the
// camper's own parent and for signed-in attendance staff when the camper is on a door roster. The
// photos are in the private bucket; this route is the only way to one.
// Everyone else is told it does not exist, so a name reveals nothing.
import { getEnv } from "~/server/context";
import { pickupPhotoKey } from "~/server/pickup/authorized-adults.server";
import { getPrivateFile } from "~/server/private-files.server";
import { getSessionUser } from "~/server/session.server";
import { getStaffSession } from "~/server/staff-session.server";
import type { Route } from "./+types/pickup-photo";

const NOT_FOUND = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const staff = await getStaffSession(env, request);
  const user = staff ? null : await getSessionUser(env, request);
  if (!staff && !user) return NOT_FOUND();
  const key = await pickupPhotoKey(env, params.photo, staff ? "staff" : { parentId: user!.id });
  const object = key ? await getPrivateFile(env, key) : null;
  if (!object) return NOT_FOUND();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  // Like every answer to a signed-in request: never kept by a shared cache.
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
