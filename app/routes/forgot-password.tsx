import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { AccountPage, FormErrors, FormNotice } from "~/components/account/account-page";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { forgotPasswordSchema, RESET_SENT_MESSAGE } from "~/lib/account-schema";
import { requestPasswordReset } from "~/server/accounts.server";
import { getEnv, getExecutionContext } from "~/server/context";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [{ title: "Forgot your password? | Camp Sarraka" }];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const outcome = await requestPasswordReset(getEnv(context), getExecutionContext(context), request, submission.value.email);
  // Too many requests from this connection: said the same whatever the address.
  if (!outcome.ok) return data({ result: submission.reply({ formErrors: [outcome.message] }), sent: false }, { status: 429 });
  // Known and unknown addresses get this same answer.
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: { email: { required: true } },
    shouldValidate: "onBlur",
    // Errors clear while typing, so the button does not move away under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  if (actionData?.sent) {
    return (
      <AccountPage title="Check your e-mail">
        <FormNotice tone="success">{RESET_SENT_MESSAGE}</FormNotice>
        <Link to="/sign-in" className="font-bold text-sea-700 underline underline-offset-4">
          Back to sign in
        </Link>
      </AccountPage>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/forgot-password");
  return (
    <AccountPage title="Forgot your password?" intro="Tell us the e-mail of your account and we'll send you a link to choose a new password.">
      <FormErrors form={form} />
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        <TextField label="E-mail" error={fields.email.errors?.[0]} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        <Button type="submit" disabled={busy} className="mt-1 w-full">
          {busy ? "Sending…" : "Send me a reset link"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/sign-in" className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
          Back to sign in
        </Link>
      </p>
    </AccountPage>
  );
}
