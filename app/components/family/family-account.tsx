// The family page's account parts: each camper's profile and medical form (edited on its own
// page), account settings (password, e-mail preferences), and the family's data (download it,
// delete the account). Every form posts to /account with an intent; messages come back by intent.
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { DELETE_CONFIRMATION_WORD } from "~/lib/family/delete-account-word";
import type { FamilyPageData } from "~/server/family/family.server";

export type FamilyActionData = { intent: string; ok: boolean; message: string; fieldErrors?: Record<string, string[]> };

function Notice({ answer, intent }: { answer?: FamilyActionData; intent: string }) {
  if (!answer || answer.intent !== intent) return null;
  return (
    <p
      role={answer.ok ? "status" : "alert"}
      className={`rounded-xl border-l-4 px-4 py-3 text-sm font-semibold ${answer.ok ? "border-teal-600 bg-teal-50 text-teal-800" : "border-red-700 bg-coral-50 text-red-800"}`}
    >
      {answer.message}
    </p>
  );
}

const errorOf = (answer: FamilyActionData | undefined, intent: string, field: string) =>
  answer?.intent === intent ? answer.fieldErrors?.[field]?.[0] : undefined;

export function FamilyCampers({ campers }: { campers: FamilyPageData["campers"] }) {
  if (campers.length === 0) return <p className="text-muted">No campers yet: add one to choose camp days or summer weeks.</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {campers.map((c) => (
        <li key={c.id}>
          <Card className="h-full">
            <CardContent className="grid gap-2 pt-5">
              <p className="text-lg font-extrabold text-sea-900">{c.name}</p>
              <p className="text-sm text-muted">Grade: {c.grade}</p>
              <p className="text-sm">
                <span className="font-bold">Allergies:</span> {c.allergies || "None listed"}
              </p>
              <p className="text-sm">
                <span className="font-bold">Medications:</span> {c.medications || "None listed"}
              </p>
              {/* The name read aloud begins with the words on screen (WCAG 2.5.3), then says whose. */}
              <Link to={`/account/campers/${c.id}`} className={buttonClasses("outline", "md", "mt-1 justify-self-start")}>
                Edit profile and medical form<span className="sr-only"> for {c.name}</span>
              </Link>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function AccountSettings({ account, answer }: { account: FamilyPageData["account"]; answer?: FamilyActionData }) {
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const passwordField = (label: string, name: string, autoComplete: "current-password" | "new-password", hint?: string) => (
    <TextField label={label} name={name} type="password" autoComplete={autoComplete} required hint={hint} error={errorOf(answer, "password", name)} />
  );
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Change password</CardTitle>
          <CardDescription>Every other device signed in to your account is signed out.</CardDescription>
        </CardHeader>
        <CardContent>
          {account.hasPassword ? (
            <Form method="post" className="grid gap-4">
              <input type="hidden" name="intent" value="password" />
              <Notice answer={answer} intent="password" />
              {passwordField("Current password", "currentPassword", "current-password")}
              {passwordField("New password", "newPassword", "new-password", "At least 8 characters")}
              {passwordField("New password again", "confirmPassword", "new-password")}
              <Button type="submit" variant="secondary" disabled={busy("password")} className="justify-self-start">
                {busy("password") ? "Saving…" : "Change password"}
              </Button>
            </Form>
          ) : (
            <p className="text-sm">
              {account.hasGoogle ? "You sign in with Google, so there is no password to change." : "Your account has no password yet."}{" "}
              <Link to="/forgot-password" className="font-bold text-sea-700 underline underline-offset-4">
                Set one with “Forgot password”
              </Link>
              .
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">E-mail preferences</CardTitle>
          <CardDescription>Sent to {account.email}. Receipts, seat and payment notices always come.</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid gap-4">
            <input type="hidden" name="intent" value="preferences" />
            <Notice answer={answer} intent="preferences" />
            <label className="flex min-h-11 items-start gap-3">
              <input type="checkbox" name="notifyRegistrationOpen" defaultChecked={account.notifyRegistrationOpen} className="mt-1 size-5 accent-sea-700" />
              <span className="font-semibold">Tell me when registration opens</span>
            </label>
            <label className="flex min-h-11 items-start gap-3">
              <input type="checkbox" name="notifyNews" defaultChecked={account.notifyNews} className="mt-1 size-5 accent-sea-700" />
              <span>
                <span className="font-semibold">Send me camp news</span>
                <span className="block text-sm text-muted">Closures, safety notices and what you need for a camp day always come.</span>
              </span>
            </label>
            <Button type="submit" variant="secondary" disabled={busy("preferences")} className="justify-self-start">
              Save preferences
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}

export function FamilyData({
  account,
  retentionDays,
  upcoming,
  answer,
}: {
  account: FamilyPageData["account"];
  retentionDays: number;
  /** Registrations for camp days to come, cancelled with the office's refund when the account is deleted. */
  upcoming: number;
  answer?: FamilyActionData;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Download my family&apos;s data</CardTitle>
          <CardDescription>
            One file (JSON) with everything the camp holds about your family: your account, each camper&apos;s profile and medical form, pickup adults and your
            pickup code, registrations with their prices and discounts, payments, the door&apos;s check-ins, check-outs, notes and medication log, and the
            e-mails we sent. Children&apos;s records are kept {retentionDays} days after their last camp day or your last visit, whichever is later, then
            erased.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a href="/account/data" download className={buttonClasses("teal")}>
            Download my family&apos;s data
          </a>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Delete my account</CardTitle>
          <CardDescription>
            Erases your children&apos;s profiles and medical forms, their pickup adults with their photos, your pickup code, the door&apos;s notes, pickups and
            medication log about your children, and your name and e-mail wherever they appear. Bookings and payments the camp must keep stay, without names.
            This cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <details open={answer?.intent === "delete" && !answer.ok} className="rounded-xl border border-red-200 px-4 py-2">
            <summary className="flex min-h-11 cursor-pointer items-center font-bold text-red-800">Delete my account…</summary>
            <Form method="post" className="grid gap-4 pb-2">
              <input type="hidden" name="intent" value="delete" />
              <Notice answer={answer} intent="delete" />
              <TextField
                label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
                name="confirmation"
                autoComplete="off"
                required
                error={errorOf(answer, "delete", "confirmation")}
              />
              {upcoming > 0 ? (
                <label className="flex items-start gap-3 font-semibold text-ink">
                  <input type="checkbox" name="cancelUpcoming" className="mt-1 size-5 accent-sea-700" />
                  <span>Cancel my registrations to come ({upcoming}), with the refund the camp&apos;s policy gives, in the same step</span>
                </label>
              ) : null}
              {account.hasPassword ? (
                <TextField
                  label="Your password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  error={errorOf(answer, "delete", "password")}
                />
              ) : null}
              <Button type="submit" variant="destructive" disabled={deleting} className="justify-self-start">
                {deleting ? "Deleting…" : "Delete my account for good"}
              </Button>
            </Form>
          </details>
        </CardContent>
      </Card>
    </div>
  );
}
