// The four-step registration wizard: camper selection, camper info, program selection,
// confirmation. The step is in the address (?step=2), so the browser's Back and Forward move
// between steps; what was typed lives in the page, with a privacy-safe draft in this tab
// (wizard-draft.ts). The server re-checks everything when the registration is submitted.
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/ui/toast";
import { flashToastCookieText } from "~/lib/flash-toast";
import type { CamperFormErrors } from "~/lib/camper-schema";
import type { Camper } from "../../../db/schema";
import type { OfferedSession } from "~/server/family/family-registrations.server";
import type { action } from "~/routes/registration";
import { CamperInfoForm } from "./camper-info-form";
import { CamperSelection } from "./camper-selection";
import { clearDraft, readDraft, saveDraft } from "./wizard-draft";

// Steps 1 and 2 come with the page (one of them is the first screen, and works before the
// scripts run). Steps 3 and 4 load while the parent is on the step before. The server renders
// them in place (step 3 after a Continue posted before the scripts ran; app/entry.server.tsx
// sends that answer whole), and the browser hydrates that part once its code arrives.
const loadProgramSelection = () => import("./program-selection");
const loadConfirmation = () => import("./registration-confirmation");
const ProgramSelection = lazy(() => loadProgramSelection().then((module) => ({ default: module.ProgramSelection })));
const RegistrationConfirmation = lazy(() => loadConfirmation().then((module) => ({ default: module.RegistrationConfirmation })));

export type WizardCamper = Omit<Camper, "parentId" | "createdAt" | "updatedAt">;
export type CamperValues = Record<string, string>;
type Step = 1 | 2 | 3 | 4;

const STEP_NAMES = ["Select Camper", "Camper Information", "Program Selection", "Confirmation"] as const;

/** The camper form as posted before the page's scripts ran (the route's action answers it). */
export type PostedCamperInfo = { ok: true; camperId: number | null; values: CamperValues } | { ok: false; errors: CamperFormErrors; values: CamperValues };

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
  summerWeeks = 0,
}: {
  /** How many summer weeks are offered: the wizard then points to the summer cart. */
  summerWeeks?: number;
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

  // Fetch the next step's code while the parent is on this one.
  useEffect(() => {
    if (step === 2) void loadProgramSelection();
    if (step === 3) void loadConfirmation();
  }, [step]);

  const progress = step * 25;
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Camper Registration</h1>
      {summerWeeks > 0 && signedIn ? (
        <p className="mt-3 rounded-2xl bg-sun-100 p-3 font-semibold">
          Summer camp: book several weeks for several campers in one cart.{" "}
          <Link to="/registration/summer" className="font-extrabold text-sea-900 underline">
            Pick summer weeks
          </Link>
        </p>
      ) : null}
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
            lastResult={posted && !posted.ok ? posted : undefined}
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
        {step === 3 || step === 4 ? (
          // Only the steps that load later wait for their code (steps 1 and 2 must never be
          // held back: they work before the page's scripts run).
          <Suspense fallback={<StepLoading />}>
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
          </Suspense>
        ) : null}
      </div>
    </main>
  );
}

function StepLoading() {
  return (
    <p role="status" className="rounded-2xl bg-sea-50 p-6 text-center font-semibold text-sea-900">
      Loading the next step…
    </p>
  );
}
