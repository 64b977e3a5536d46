// /account/pickup: the family page where a parent keeps each camper's authorized adults (name,
// relationship, phone, optional photo) and sees or renews the family's pickup code. The action
// hands each form to the same operations as /api/pickup/*.
import { data } from "react-router";
import { FamilyPickupPage } from "~/components/pickup/family-pickup";
import { MAX_IMAGE_BYTES } from "~/lib/media-rules";
import { actorFor } from "~/server/admin/admin-page.server";
import { regeneratePickupCode } from "~/server/attendance/pickup.server";
import { getEnv } from "~/server/context";
import { addAuthorizedAdult, editAuthorizedAdult, loadFamilyPickup, removeAuthorizedAdult } from "~/server/pickup/authorized-adults.server";
import type { Refused } from "~/server/operation-result.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account-pickup";

const PRIVATE = { "Cache-Control": "private, no-store" };

export const meta: Route.MetaFunction = () => [{ title: "Authorized Pickup | Camp Sarraka" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  return data(await loadFamilyPickup(env, user.id), { headers: PRIVATE });
}

export type PickupActionResult = { ok: boolean; intent: string; message: string; fieldErrors?: Record<string, string[]>; pickupCode?: string };

const refusal = (intent: string, r: Refused) =>
  data<PickupActionResult>({ ok: false, intent, message: r.message, fieldErrors: r.fieldErrors ?? {} }, { status: r.status, headers: PRIVATE });
const done = (intent: string, message: string, extra: Partial<PickupActionResult> = {}) =>
  data<PickupActionResult>({ ok: true, intent, message, ...extra }, { headers: PRIVATE });
const photoOf = (form: FormData) => {
  const photo = form.get("photo");
  return photo instanceof File && photo.size > 0 ? photo : null;
};

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  // A photo is at most 5 MB: a larger request is refused by its declared length before it is read.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES + 64 * 1024) {
    return data<PickupActionResult>({ ok: false, intent: "", message: "Photos must be 5 MB or smaller" }, { status: 413, headers: PRIVATE });
  }
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const parent = { ...actorFor(user), id: user.id };
  const fields = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
  switch (intent) {
    case "add": {
      const r = await addAuthorizedAdult(env, parent, fields, photoOf(form));
      return r.ok ? done(intent, `${r.adult.name} can now pick up`) : refusal(intent, r);
    }
    case "edit": {
      const r = await editAuthorizedAdult(env, parent, fields.adultId, fields, photoOf(form), fields.removePhoto === "on");
      return r.ok ? done(intent, `${r.adult.name} updated`) : refusal(intent, r);
    }
    case "remove": {
      const r = await removeAuthorizedAdult(env, parent, fields.adultId);
      return r.ok ? done(intent, "Removed from the pickup list") : refusal(intent, r);
    }
    case "regenerateCode": {
      const r = await regeneratePickupCode(env, parent);
      return r.ok ? done(intent, "New pickup code made: the old one no longer works", { pickupCode: r.code }) : refusal(intent, r);
    }
    default:
      return data<PickupActionResult>({ ok: false, intent, message: "Unknown action" }, { status: 400, headers: PRIVATE });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => actionHeaders ?? loaderHeaders;

export default function AccountPickup({ loaderData }: Route.ComponentProps) {
  return <FamilyPickupPage {...loaderData} />;
}
