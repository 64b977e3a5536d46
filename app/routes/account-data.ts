// GET /account/data: the family's data as a JSON download (the family page's link; the API's
// GET /api/account/data answers the same document).
import { getEnv } from "~/server/context";
import { exportFamilyData } from "~/server/family/family.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account-data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const body = JSON.stringify(await exportFamilyData(env, user), null, 2);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="camp-sarraka-family-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
