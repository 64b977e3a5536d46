// /pickup-photos/:adultId: an authorized adult's photo, only for the camper's own parent and
// for signed-in attendance staff (the counselor at the door). Everyone else is told it does not
// exist, so an id reveals nothing.
import { getEnv } from "~/server/context";
import { pickupPhotoKey } from "~/server/pickup/authorized-adults.server";
import { recordId } from "~/server/operation-result.server";
import { getSessionUser } from "~/server/session.server";
import { getStaffSession } from "~/server/staff-session.server";
import type { Route } from "./+types/pickup-photo";

const NOT_FOUND = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const adultId = recordId(params.adultId);
  if (!adultId) return NOT_FOUND();
  const staff = await getStaffSession(env, request);
  const user = staff ? null : await getSessionUser(env, request);
  if (!staff && !user) return NOT_FOUND();
  const key = await pickupPhotoKey(env, adultId, staff ? null : user!.id);
  const object = key ? await env.MEDIA.get(key) : null;
  if (!object) return NOT_FOUND();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  // Like every answer to a signed-in request: never kept by a shared cache.
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(object.body, { headers });
}
