import { Form, Link, redirect } from "react-router";
import { AccountPage, FormNotice } from "~/components/account/account-page";
import { Button } from "~/components/ui/button";
import { LINK_INVALID_MESSAGE } from "~/lib/account-schema";
import { verifyEmail } from "~/server/accounts.server";
import { getEnv } from "~/server/context";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [{ title: "Confirm your e-mail | Camp Sarraka" }];

// Mail scanners fetch links before people click them, so opening the link only shows a button;
// the one-time token is spent by the POST that button sends.
export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "");
  if (token && (await verifyEmail(getEnv(context), token))) return redirect("/sign-in?notice=verified");
  return { error: LINK_INVALID_MESSAGE };
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.token || actionData?.error) {
    return (
      <AccountPage title="Confirm your e-mail">
        <FormNotice tone="error">{actionData?.error ?? LINK_INVALID_MESSAGE}</FormNotice>
        <p className="text-muted">
          <Link to="/sign-in" className="font-bold text-sea-700 underline underline-offset-4">
            Sign in
          </Link>{" "}
          with your e-mail and password and we'll send you a new link.
        </p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title="Confirm your e-mail" intro="One click and your Camp Sarraka account is ready.">
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <Button type="submit" className="w-full">
          Confirm my e-mail
        </Button>
      </Form>
    </AccountPage>
  );
}
