import { data, Link, redirect } from "react-router";
import { CamperEditForm } from "~/components/family/camper-edit-form";
import { updateCamperFromInput } from "~/server/camper-operations.server";
import { findCamperForParent } from "~/server/campers.server";
import { getEnv } from "~/server/context";
import { flashToastCookie } from "~/server/flash.server";
import { recordId } from "~/server/operation-result.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account-camper";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `${loaderData.camper.firstName} ${loaderData.camper.lastName}` : "Camper"} | Camp Sarraka` },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// One camper's profile and medical form, editable any time by the parent. The change is written
// to the same camper row the office and the door app read (and the door rosters' allergy and
// medication copies for today on), through the one camper update operation (PATCH /api/campers/:id).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const id = recordId(params.camperId);
  const camper = id ? await findCamperForParent(env, user.id, id) : null;
  if (!camper) throw data("Camper not found", { status: 404 });
  return data({ camper }, { headers: { "Cache-Control": "private, no-store" } });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const formData = await request.formData().catch(() => null);
  const fields = formData ? Object.fromEntries([...formData].filter(([, v]) => typeof v === "string")) : {};
  const result = await updateCamperFromInput(env, user.id, params.camperId, fields);
  if (!result.ok) return data({ message: result.message, fieldErrors: result.fieldErrors }, result.status);
  const name = `${result.camper.firstName} ${result.camper.lastName}`;
  throw redirect("/account", { headers: { "Set-Cookie": flashToastCookie({ title: result.changed ? `${name}'s details saved` : "Nothing changed" }) } });
}

export default function AccountCamper({ loaderData, actionData }: Route.ComponentProps) {
  const { camper } = loaderData;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/account" className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
          ← Your family
        </Link>
      </p>
      <h1 className="mt-3 mb-6 text-3xl font-extrabold text-sea-900 sm:text-4xl">
        {camper.firstName} {camper.lastName}
      </h1>
      <CamperEditForm camper={camper} errors={actionData?.fieldErrors} message={actionData?.message} />
    </main>
  );
}
