import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CamperFields, camperFieldProps, camperValuesOf } from "~/components/registration/camper-fields";
import { Button, buttonClasses } from "~/components/ui/button";
import { camperFormInput } from "~/lib/camper-schema";
import { createCamperFromInput } from "~/server/camper-operations.server";
import { getEnv } from "~/server/context";
import { flashToastCookie } from "~/server/flash.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/account-camper-new";

export const meta: Route.MetaFunction = () => [{ title: "Add a Camper | Camp Sarraka" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

// Adding a camper is a step of its own: a profile, medical form and agreements, saved with no
// registration, so a family that only wants summer weeks can start from the cart. The same
// operation as POST /api/campers. The parent goes back where they came from: the summer cart
// (with the new camper's weeks open) or the family page.
const BACK = {
  cart: { label: "Back to the summer cart", to: "/registration/summer" },
  family: { label: "Back to your family", to: "/account" },
} as const;
const cameFrom = (request: Request): keyof typeof BACK => (new URL(request.url).searchParams.get("from") === "cart" ? "cart" : "family");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(getEnv(context), request);
  return { from: cameFrom(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const user = await requireUser(env, request);
  const formData = await request.formData();
  const result = await createCamperFromInput(env, user.id, camperFormInput(formData));
  if (!result.ok) return data({ message: result.message, fieldErrors: result.fieldErrors ?? {}, values: camperValuesOf(formData) }, result.status);
  const { camper } = result;
  const to = cameFrom(request) === "cart" ? `${BACK.cart.to}?camper=${camper.id}` : BACK.family.to;
  throw redirect(to, { headers: { "Set-Cookie": flashToastCookie({ title: `${camper.firstName} ${camper.lastName} is added to your family` }) } });
}

export default function AddCamper({ loaderData, actionData }: Route.ComponentProps) {
  const back = BACK[loaderData.from];
  const saving = useNavigation().state === "submitting";
  const errors = Object.fromEntries(Object.entries(actionData?.fieldErrors ?? {}).map(([name, messages]) => [name, messages[0]]));
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <p>
        <Link to={back.to} className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
          ← {back.label}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-extrabold text-sea-900 sm:text-4xl">Add a camper</h1>
      <p className="mt-2 mb-6 max-w-2xl text-muted">
        Your child&apos;s profile, medical form and emergency contacts, kept with your family. Nothing is booked yet: choose camp days or summer weeks next.
      </p>
      {/* The messages are the form's own (the same as the server's), not the browser's. */}
      <Form method="post" noValidate className="grid gap-6" aria-labelledby="add-camper-title">
        <h2 id="add-camper-title" className="sr-only">
          Camper details
        </h2>
        {actionData?.message ? (
          <p role="alert" className="rounded-xl border-l-4 border-red-700 bg-coral-50 px-4 py-3 font-semibold text-red-800">
            Please check the form: {actionData.message}
          </p>
        ) : null}
        <CamperFields fields={camperFieldProps(errors, actionData?.values ?? {})} existing={false} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save camper"}
          </Button>
          <Link to={back.to} className={buttonClasses("outline")}>
            Cancel
          </Link>
        </div>
      </Form>
    </main>
  );
}
