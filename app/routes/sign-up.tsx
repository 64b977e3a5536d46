import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountPage, FormErrors, FormNotice } from "~/components/account/account-page";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { CHECK_EMAIL_MESSAGE, signUpSchema } from "~/lib/account-schema";
import { PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { signUpParent } from "~/server/accounts.server";
import { getEnv, getExecutionContext } from "~/server/context";
import { getSessionUser } from "~/server/session.server";
import type { Route } from "./+types/sign-up";

export const meta: Route.MetaFunction = () => [{ title: "Create an account | Camp Sarraka" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getSessionUser(getEnv(context), request)) throw redirect("/");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signUpSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), done: false }, { status: 400 });
  }
  const outcome = await signUpParent(getEnv(context), getExecutionContext(context), request, submission.value);
  if (!outcome.ok && "throttled" in outcome) {
    return data({ result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }), done: false }, { status: 429 });
  }
  if (!outcome.ok) {
    return data({ result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] }, hideFields: ["password"] }), done: false }, { status: 400 });
  }
  // The same answer whether or not the address already had an account.
  return { result: submission.reply({ resetForm: true }), done: true };
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: {
      firstName: { required: true },
      lastName: { required: true },
      email: { required: true },
      password: { required: true, minLength: PASSWORD_MIN_LENGTH },
    },
    shouldValidate: "onBlur",
    // Errors clear while typing, so the button does not move away under the pointer on blur.
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  if (actionData?.done) {
    return (
      <AccountPage title="Check your e-mail">
        <FormNotice tone="success">{CHECK_EMAIL_MESSAGE}</FormNotice>
        <p className="text-muted">
          Didn't get it after a few minutes? Look in your spam folder, or{" "}
          <Link to="/sign-in" className="font-bold text-sea-700 underline underline-offset-4">
            sign in
          </Link>{" "}
          to be sent a new link.
        </p>
      </AccountPage>
    );
  }
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/sign-up");
  return (
    <AccountPage title="Create your parent account" intro="One account for registering all your campers and paying for camp days.">
      <FormErrors form={form} />
      <Form method="post" className="grid gap-4" {...getFormProps(form)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" error={fields.firstName.errors?.[0]} {...getInputProps(fields.firstName, { type: "text" })} autoComplete="given-name" />
          <TextField label="Last name" error={fields.lastName.errors?.[0]} {...getInputProps(fields.lastName, { type: "text" })} autoComplete="family-name" />
        </div>
        <TextField label="E-mail" error={fields.email.errors?.[0]} {...getInputProps(fields.email, { type: "email" })} autoComplete="email" />
        <TextField
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
          error={fields.password.errors?.[0]}

          {...getInputProps(fields.password, { type: "password" })}
          autoComplete="new-password"
        />
        <Button type="submit" disabled={busy} className="mt-1 w-full">
          {busy ? "Creating your account…" : "Create account"}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{" "}
        <Link to="/sign-in" className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
          Sign in
        </Link>
      </p>
    </AccountPage>
  );
}
