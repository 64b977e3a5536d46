// The four-step registration wizard: camper selection, camper info, program selection,
// confirmation. Steps live in the browser; the server re-checks everything when the
// registration is submitted (the route's action).
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import { encodeFlashToast, FLASH_TOAST_COOKIE } from "~/lib/flash-toast";
import type { Camper } from "../../../db/schema";
import type { OfferedSession } from "~/server/registrations.server";
import type { action } from "~/routes/registration";
import { CamperInfoForm } from "./camper-info-form";
import { CamperSelection } from "./camper-selection";
import { ProgramSelection } from "./program-selection";
import { RegistrationConfirmation } from "./registration-confirmation";

export type WizardCamper = Omit<Camper, "parentId" | "createdAt" | "updatedAt">;
export type CamperValues = Record<string, string>;
type Step = 1 | 2 | 3 | 4;

const STEP_NAMES = ["Select Camper", "Camper Information", "Program Selection", "Confirmation"] as const;

export function RegistrationWizard({ signedIn, campers, sessions }: { signedIn: boolean; campers: WizardCamper[]; sessions: OfferedSession[] }) {
  const fetcher = useFetcher<typeof action>();
  // With no campers yet, the wizard starts at camper info.
  const [step, setStep] = useState<Step>(campers.length > 0 ? 1 : 2);
  const [camperId, setCamperId] = useState<number | null>(null);
  const [values, setValues] = useState<CamperValues | null>(null);

  const selectedCamper = camperId ? campers.find((c) => c.id === camperId) ?? null : null;
  const result = fetcher.data?.intent === "register" ? fetcher.data : null;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setStep(4);
      window.scrollTo({ top: 0 });
    } else {
      toast({ title: result.title, description: result.message, variant: "destructive" });
    }
  }, [result]);

  function requireSignIn() {
    const message = { title: "Login Required", description: "Please log in to continue with registration", variant: "destructive" } as const;
    toast(message);
    // The sign-in page shows the same toast (the page is left after 500 ms).
    document.cookie = `${FLASH_TOAST_COOKIE}=${encodeFlashToast(message)}; Path=/; Max-Age=60; SameSite=Lax`;
    // /api/login is served by the API, not the router: a full navigation.
    setTimeout(() => window.location.assign(`/api/login?redirect=${encodeURIComponent("/registration")}`), 500);
  }

  function goTo(next: Step) {
    setStep(next);
    window.scrollTo({ top: 0 });
  }

  const progress = step * 25;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Camper Registration</h1>
      <div className="mt-6">
        <div className="flex items-center justify-between text-sm font-bold text-sea-900">
          <span>Step {step} of 4: {STEP_NAMES[step - 1]}</span>
          <span>{progress}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Registration progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-2 h-3 overflow-hidden rounded-full bg-sea-100"
        >
          <div className="h-full rounded-full bg-teal-600 transition-[width] duration-300" style={{ width: `${progress}%` }} />
        </div>
      </div>

      <div className="mt-8">
        {step === 1 ? (
          <CamperSelection
            campers={campers}
            onSelect={(id) => {
              setCamperId(id);
              setValues(null);
              goTo(2);
            }}
          />
        ) : null}
        {step === 2 ? (
          <CamperInfoForm
            // A different camper starts from their own details.
            key={camperId ?? "new"}
            camper={selectedCamper}
            values={values}
            signedIn={signedIn}
            onRequireSignIn={requireSignIn}
            onBack={campers.length > 0 ? () => goTo(1) : undefined}
            onContinue={(next) => {
              setValues(next);
              goTo(3);
            }}
          />
        ) : null}
        {step === 3 && values ? (
          <ProgramSelection
            sessions={sessions}
            camperValues={values}
            camperId={camperId}
            fetcher={fetcher}
            onBack={() => goTo(2)}
          />
        ) : null}
        {step === 4 && result?.ok ? (
          <RegistrationConfirmation
            registration={result.registration}
            session={sessions.find((s) => s.id === result.sessionId) ?? null}
            camperName={`${values?.firstName ?? ""} ${values?.lastName ?? ""}`.trim()}
            beforeCare={result.beforeCare}
            afterCare={result.afterCare}
          />
        ) : null}
      </div>
    </main>
  );
}
