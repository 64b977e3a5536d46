import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountPage, FormErrors, FormNotice } from "~/components/account/account-page";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { LINK_INVALID_MESSAGE, resetPasswordSchema } from "~/lib/account-schema";
import { PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { isResetTokenUsable, resetPassword } from "~/server/accounts.server";
import { getEnv } from "~/server/context";
import { destroyUserSession } from "~/server/session.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password | Camp Sarraka" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, usable: token ? await isResetTokenUsable(getEnv(context), token) : false };
}

export async function action({ request, context }: Route.ActionArgs) {
  const env = getEnv(context);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  }
  const outcome = await resetPassword(env, submission.value.token, submission.value.password);
  if (!outcome.ok) {
    const reply =
      outcome.field === "token"
        ? submission.reply({ formErrors: [outcome.message], hideFields: ["password", "confirmPassword"] })
        : submission.reply({ fieldErrors: { password: [outcome.message] }, hideFields: ["password", "confirmPassword"] });
    return data({ result: reply }, { status: 400 });
  }
  // Every session of the account has ended, this browser's too.
  return redirect("/sign-in?notice=password-reset", { headers: { "Set-Cookie": await destroyUserSession(env, request) } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { token: loaderData.token },
    constraint: { password: { required: true, minLength: PASSWORD_MIN_LENGTH }, confirmPassword: { required: true } },
    shouldValidate: "onBlur",
    // Errors clear while typing, so the button does not move away under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  if (!loaderData.usable && !actionData) {
    return (
      <AccountPage title="Choose a new password">
        <FormNotice tone="error">{LINK_INVALID_MESSAGE}</FormNotice>
        <Link to="/forgot-password" className="font-bold text-sea-700 underline underline-offset-4">
          Send me a new link
        </Link>
      </AccountPage>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password");
  return (
    <AccountPage title="Choose a new password" intro="After the change, every device signed in to your account is signed out.">
      <FormErrors form={form}>
        {" "}
        <Link to="/forgot-password" className="underline">
          Send me a new link
        </Link>
      </FormErrors>
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        <input {...getInputProps(fields.token, { type: "hidden" })} />
        <TextField
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={fields.password.errors?.[0]}

          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
        />
        <TextField
          label="New password again"
          error={fields.confirmPassword.errors?.[0]}

          {...getInputProps(fields.confirmPassword, { type: "password" })}
          autoComplete="new-password"
        />
        <Button type="submit" disabled={busy} className="mt-1 w-full">
          {busy ? "Saving…" : "Save my new password"}
        </Button>
      </Form>
    </AccountPage>
  );
}
