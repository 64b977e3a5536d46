// The frame of the sign-in, sign-up and password pages: one centred card on a sea-blue wash.
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";

export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="bg-gradient-to-b from-sea-50 to-white px-4 py-12 sm:py-20">
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-extrabold text-sea-900 sm:text-3xl">{title}</h1>
          {intro ? <CardDescription className="text-base">{intro}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}

/** A message above a form: errors are announced at once, confirmations politely. */
export function FormNotice({ tone, id, children }: { tone: "error" | "success"; id?: string; children: ReactNode }) {
  const styles = tone === "error" ? "border-red-700 bg-coral-50 text-red-800" : "border-teal-600 bg-teal-50 text-teal-700";
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`mb-5 rounded-xl border-l-4 px-4 py-3 text-sm font-semibold ${styles}`}>
      {children}
    </div>
  );
}

/** The form's own errors (not a field's), announced above it; `children` follow the words (a way out, say). */
export function FormErrors({ form, children }: { form: { errors?: string[]; errorId: string }; children?: ReactNode }) {
  if (!form.errors?.length) return null;
  return (
    <FormNotice tone="error" id={form.errorId}>
      {form.errors.join(" ")}
      {children}
    </FormNotice>
  );
}
