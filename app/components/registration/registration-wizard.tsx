// The four-step registration wizard: camper selection, camper info, program selection,
// confirmation. The step is in the address (?step=2), so the browser's Back and Forward move
// between steps; what was typed lives in the page, with a privacy-safe draft in this tab
// (wizard-draft.ts). The server re-checks everything when the registration is submitted.
import { useEffect, useState } from "react";
import { useFetcher, useNavigate, useSearchParams } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { toast } from "~/components/ui/toast";
import { flashToastCookieText } from "~/lib/flash-toast";
import type { Camper } from "../../../db/schema";
import type { OfferedSession } from "~/server/registrations.server";
import type { action } from "~/routes/registration";
import { CamperInfoForm } from "./camper-info-form";
import { CamperSelection } from "./camper-selection";
import { ProgramSelection } from "./program-selection";
import { RegistrationConfirmation } from "./registration-confirmation";
import { clearDraft, readDraft, saveDraft } from "./wizard-draft";

export type WizardCamper = Omit<Camper, "parentId" | "createdAt" | "updatedAt">;
export type CamperValues = Record<string, string>;
type Step = 1 | 2 | 3 | 4;

const STEP_NAMES = ["Select Camper", "Camper Information", "Program Selection", "Confirmation"] as const;

/** The camper form as posted before the page's scripts ran (the route's action answers it). */
export type PostedCamperInfo = { ok: true; camperId: number | null; values: CamperValues } | { ok: false; result: SubmissionResult<string[]> };

function requestedStep(value: string | null): Step | null {
  const step = Number(value);
  return step === 1 || step === 2 || step === 3 || step === 4 ? step : null;
}

export function RegistrationWizard({
  signedIn,
  userId,
  campers,
  sessions,
  posted,
}: {
  signedIn: boolean;
  userId: string | null;
  campers: WizardCamper[];
  sessions: OfferedSession[];
  posted: PostedCamperInfo | null;
}) {
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [camperId, setCamperId] = useState<number | null>(posted?.ok ? posted.camperId : null);
  const [values, setValues] = useState<CamperValues | null>(posted?.ok ? posted.values : null);
  const [restored, setRestored] = useState(false);
  // A new key remounts the camper form, so restored values become its defaults.
  const [formKey, setFormKey] = useState(0);

  const selectedCamper = camperId ? (campers.find((c) => c.id === camperId) ?? null) : null;
  const result = fetcher.data?.intent === "register" ? fetcher.data : null;

  // A step the page cannot show yet (a reload, a typed address, Forward after leaving) falls back
  // to the step that collects what is missing.
  const firstStep: Step = campers.length > 0 ? 1 : 2;
  let step: Step = requestedStep(searchParams.get("step")) ?? firstStep;
  if (step === 4 && !result?.ok) step = 3;
  if (step === 3 && !values) step = 2;
  if (step === 1 && campers.length === 0) step = 2;

  function goTo(next: Step, options: { replace?: boolean } = {}) {
    navigate({ search: `?step=${next}` }, options);
  }

  // Pick up the draft kept in this tab (a session that ended mid-way, or a visitor who went to
  // sign in): back on the camper form, where the parent checks what was not kept.
  useEffect(() => {
    if (posted) return;
    const draft = readDraft(userId);
    if (!draft) return;
    const known = draft.camperId === null || campers.some((c) => c.id === draft.camperId);
    if (!known) return clearDraft();
    setCamperId(draft.camperId);
    setValues(draft.values);
    setRestored(true);
    setFormKey((key) => key + 1);
    goTo(2, { replace: true });
    // Only once, when the wizard opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      clearDraft();
      // Back from the confirmation registers this same camper for another day.
      if (result.camperId) setCamperId(result.camperId);
      goTo(4);
    } else {
      toast({ title: result.title, description: result.message, variant: "destructive" });
    }
    // goTo only navigates; the effect answers each new result once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  function keepDraft(nextCamperId: number | null, nextValues: CamperValues) {
    saveDraft(userId, { camperId: nextCamperId, values: nextValues });
  }

  function requireSignIn() {
    const message = { title: "Login Required", description: "Please log in to continue with registration", variant: "destructive" } as const;
    toast(message);
    // The sign-in page shows the same toast (the page is left after 500 ms).
    document.cookie = flashToastCookieText(message);
    // /api/login is served by the API, not the router: a full navigation.
    setTimeout(() => window.location.assign(`/api/login?redirect=${encodeURIComponent("/registration")}`), 500);
  }

  function startOver() {
    clearDraft();
    setCamperId(null);
    setValues(null);
    setRestored(false);
    setFormKey((key) => key + 1);
    goTo(firstStep, { replace: true });
  }

  const progress = step * 25;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Camper Registration</h1>
      <div className="mt-6">
        <div className="flex items-center justify-between text-sm font-bold text-sea-900">
          <span>
            Step {step} of 4: {STEP_NAMES[step - 1]}
          </span>
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
              setRestored(false);
              keepDraft(id, {});
              goTo(2);
            }}
          />
        ) : null}
        {step === 2 ? (
          <CamperInfoForm
            // A different camper starts from their own details.
            key={`${camperId ?? "new"}-${formKey}`}
            camper={selectedCamper}
            values={values}
            lastResult={posted && !posted.ok ? posted.result : undefined}
            restored={restored}
            signedIn={signedIn}
            onRequireSignIn={requireSignIn}
            onStartOver={startOver}
            onDraftChange={(next) => keepDraft(camperId, next)}
            onBack={campers.length > 0 ? () => goTo(1) : undefined}
            onContinue={(next) => {
              setValues(next);
              keepDraft(camperId, next);
              goTo(3);
            }}
          />
        ) : null}
        {step === 3 && values ? (
          <ProgramSelection sessions={sessions} camperValues={values} camperId={camperId} fetcher={fetcher} onBack={() => goTo(2)} />
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
