import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountPage, FormErrors, FormNotice } from "~/components/account/account-page";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { signInSchema } from "~/lib/account-schema";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { signInWithPassword } from "~/server/accounts.server";
import { getEnv } from "~/server/context";
import { isGoogleSignInEnabled } from "~/server/google-auth.server";
import { createUserSession, destroyUserSession, getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [{ title: "Sign in | Camp Sarraka" }];

const NOTICES: Record<string, string> = {
  verified: "Your e-mail address is confirmed. Please sign in.",
  "password-reset": "Your password has been changed. Please sign in with the new one.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const url = new URL(request.url);
  const redirectTo = safeRedirectPath(url.searchParams.get("redirect"));
  if (await getSessionUser(env, request)) throw redirect(redirectTo);
  return {
    redirectTo,
    googleEnabled: isGoogleSignInEnabled(env),
    notice: NOTICES[url.searchParams.get("notice") ?? ""] ?? null,
    googleFailed: url.searchParams.get("error") === "google",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const submission = parseWithZod(await request.formData(), { schema: signInSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password, redirectTo } = submission.value;
  const outcome = await signInWithPassword(env, request, email, password);
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) },
      { status: outcome.throttled ? 429 : outcome.unverified ? 403 : 401 },
    );
  }
  // A fresh session id at every sign-in; whatever session the browser had before ends.
  const headers = new Headers();
  headers.append("Set-Cookie", await destroyUserSession(env, request));
  headers.append("Set-Cookie", await createUserSession(env, request, outcome.userId));
  return redirect(safeRedirectPath(redirectTo), { headers });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: { email: { required: true }, password: { required: true } },
    shouldValidate: "onBlur",
    // Errors clear while typing, so the button does not move away under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/sign-in");
  const signUpHref = loaderData.redirectTo === "/" ? "/sign-up" : `/sign-up?redirect=${encodeURIComponent(loaderData.redirectTo)}`;
  return (
    <AccountPage title="Sign in" intro="Welcome back! Sign in to register campers and see your registrations.">
      {loaderData.notice ? <FormNotice tone="success">{loaderData.notice}</FormNotice> : null}
      {loaderData.googleFailed ? <FormNotice tone="error">Signing in with Google did not work. Please try again.</FormNotice> : null}
      <FormErrors form={form} />
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <TextField label="E-mail" error={fields.email.errors?.[0]} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        <TextField
          label="Password"
          error={fields.password.errors?.[0]}
          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="current-password"
        />
        <div className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-900">
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" disabled={busy} className="w-full">
          {busy ? "Signing in…" : "Sign in"}
        </Button>
      </Form>
      {loaderData.googleEnabled ? (
        <a href={`/api/auth/google?redirect=${encodeURIComponent(loaderData.redirectTo)}`} className={buttonClasses("outline", "md", "mt-3 w-full")}>
          Sign in with Google
        </a>
      ) : null}
      <p className="mt-6 text-center text-sm text-muted">
        New to Camp Sarraka?{" "}
        <Link to={signUpHref} className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
          Create an account
        </Link>
      </p>
    </AccountPage>
  );
}
