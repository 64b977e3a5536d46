import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import { forgetRosters, waitingChanges } from "~/components/attendance/door-store";
import { data, redirect, useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { staffLoginSchema } from "~/lib/attendance/staff-login-schema";
import { getEnv } from "~/server/context";
import { signIn } from "~/server/attendance/login.server";
import { getStaffSession } from "~/server/staff-session.server";
import type { ChromeHandle } from "~/root";
import { doorAppLinks } from "~/components/attendance/door-app-links";
import type { Route } from "./+types/attendance-login";

export const handle = { chrome: "none" } satisfies ChromeHandle;

export const meta: Route.MetaFunction = () => [{ title: "Attendance Login | Camp Sarraka" }];

// The door app's manifest: a signed-out device is offered "Install" here too.
export const links: Route.LinksFunction = doorAppLinks;

// The spec's pause after 'Login successful' before the roster opens.
const REDIRECT_DELAY_MS = 500;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getStaffSession(getEnv(context), request)) throw redirect("/attendance");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: staffLoginSchema });
  if (submission.status !== "success") return data({ ok: false as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  const outcome = await signIn(getEnv(context), request, submission.value);
  if (!outcome.ok) {
    return data({ ok: false as const, result: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }) }, { status: outcome.status });
  }
  return data({ ok: true as const, result: submission.reply() }, { headers: { "Set-Cookie": outcome.setCookie } });
}

export default function AttendanceLogin() {
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const [form, fields] = useForm({
    lastResult: fetcher.data?.ok === false ? fetcher.data.result : undefined,
    constraint: { username: { required: true }, password: { required: true } },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: staffLoginSchema }),
    shouldRevalidate: "onInput",
  });
  const busy = fetcher.state !== "idle";
  const [waiting, setWaiting] = useState(0);

  // No session on this device: a roster kept from an ended one must not stay readable
  // (docs/decisions/0034-door-device-data-and-clock.md). The queue of changes stays, to be sent after sign-in.
  useEffect(() => {
    void forgetRosters();
    void waitingChanges().then(setWaiting);
  }, []);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      toast({ title: "Login successful" });
      const timer = setTimeout(() => navigate("/attendance"), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    const message = fetcher.data.result.error?.[""]?.[0];
    if (message) toast({ title: "Login failed", description: message, variant: "destructive" });
  }, [fetcher.state, fetcher.data, navigate]);

  return (
    <main id="main" className="grid min-h-dvh place-items-center bg-slate-950 px-4 py-10 text-white">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 text-slate-950 shadow-2xl">
        <p className="text-sm font-black tracking-widest text-teal-700 uppercase">Camp Sarraka</p>
        <h1 className="mt-1 text-3xl font-black">Attendance Login</h1>
        <p className="mt-2 text-slate-700">Counselors sign in here to take the day's roster at the door.</p>
        {waiting > 0 ? (
          <p role="status" className="mt-3 rounded-lg bg-amber-100 px-3 py-2 font-bold text-amber-950">
            {waiting === 1 ? "1 change is" : `${waiting} changes are`} waiting on this device. Sign in to send {waiting === 1 ? "it" : "them"}.
          </p>
        ) : null}
        <fetcher.Form method="post" className="mt-6 flex flex-col gap-4" {...getFormProps(form)}>
          <TextField
            label="Username"
            {...getInputProps(fields.username, { type: "text" })}
            autoComplete="username"
            autoCapitalize="none"
            error={fields.username.errors?.[0]}
          />
          <TextField
            label="Password"
            {...getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
            error={fields.password.errors?.[0]}
          />
          {form.errors?.length ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-bold text-red-800">
              {form.errors[0]}
            </p>
          ) : null}
          {fetcher.data?.ok ? (
            <p role="status" className="rounded-lg bg-teal-50 px-3 py-2 font-bold text-teal-900">
              Login successful.{" "}
              <a href="/attendance" className="underline">
                Open the roster
              </a>
            </p>
          ) : null}
          <Button type="submit" variant="secondary" size="lg" className="w-full" disabled={busy}>
            {busy ? "Signing in…" : "Sign In"}
          </Button>
        </fetcher.Form>
      </div>
    </main>
  );
}
