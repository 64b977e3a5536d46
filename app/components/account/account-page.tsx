// The frame of the sign-in, sign-up and password pages: one centred card on a sea-blue wash.
import type { ReactNode } from "react";

export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main className="min-h-[70vh] bg-gradient-to-b from-sea-50 to-white px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-[var(--radius-card,1.25rem)] border border-sea-100 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h1 className="text-2xl font-extrabold text-sea-900 sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}

/** A message above a form: errors are announced at once, confirmations politely. */
export function FormNotice({ tone, id, children }: { tone: "error" | "success"; id?: string; children: ReactNode }) {
  const styles = tone === "error" ? "border-coral-600 bg-coral-50 text-coral-700" : "border-teal-600 bg-teal-50 text-teal-700";
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`mb-5 rounded-xl border-l-4 px-4 py-3 text-sm font-semibold ${styles}`}>
      {children}
    </div>
  );
}
