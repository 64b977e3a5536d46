// Step 2: the camper's details, medical form, emergency contacts, pickup and agreements.
// Checked in the browser with the same zod schema the server uses (checkCamperForm), loaded once
// the page is running so zod is not among the page's first scripts: a field is checked when the
// parent leaves it, then again as they type. Before the page's scripts run, Continue posts the
// form to the route's action, which checks it the same way: children's medical data never
// travels in an address.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import type { CamperFormErrors } from "~/lib/camper-schema";
import { AGREEMENTS, CamperFields, camperFieldProps, camperValuesOf, isCamperField, TEXT_FIELDS } from "./camper-fields";
import type { CamperValues, WizardCamper } from "./registration-wizard";

// The route's action reads this button's value when the form is posted before the scripts run.
const CONTINUE_NAME = "intent";
// What the parent typed wins over the saved camper; fields they have not typed come from the record.
function initialValues(camper: WizardCamper | null, values: CamperValues | null): CamperValues {
  const initial: CamperValues = {};
  if (camper) {
    for (const key of TEXT_FIELDS) initial[key] = String(camper[key] ?? "");
    for (const key of AGREEMENTS) if (camper[key]) initial[key] = "on";
  }
  return { ...initial, ...values };
}

// The checker (and zod with it) is fetched once, after the page has hydrated.
let checker: Promise<typeof import("~/lib/camper-schema").checkCamperForm> | null = null;
const loadChecker = () => (checker ??= import("~/lib/camper-schema").then((module) => module.checkCamperForm));

export function CamperInfoForm({
  camper,
  values,
  lastResult,
  restored,
  signedIn,
  onRequireSignIn,
  onStartOver,
  onDraftChange,
  onBack,
  onContinue,
}: {
  camper: WizardCamper | null;
  values: CamperValues | null;
  /** The server's answer to a Continue posted before the scripts ran, when the form was wrong. */
  lastResult?: { errors: CamperFormErrors; values: CamperValues };
  /** Whether the values come back from the draft kept in this tab. */
  restored: boolean;
  signedIn: boolean;
  onRequireSignIn: () => void;
  onStartOver: () => void;
  onDraftChange: (values: CamperValues) => void;
  onBack?: () => void;
  onContinue: (values: CamperValues) => void;
}) {
  const defaults = initialValues(camper, lastResult?.values ?? values);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<CamperFormErrors>(lastResult?.errors ?? {});
  // Fields whose messages show: those the parent has left, and all of them after a Continue.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(Object.keys(lastResult?.errors ?? {})));
  const existing = Boolean(camper);

  useEffect(() => {
    void loadChecker();
  }, []);

  async function check() {
    const form = formRef.current;
    if (!form) return null;
    const result = (await loadChecker())(new FormData(form));
    setErrors(result.ok ? {} : result.errors);
    return result;
  }

  // A checker that could not be fetched is fetched again next time.
  const checkQuietly = () => check().catch(() => void (checker = null));

  function leave(name: string) {
    if (!isCamperField(name)) return;
    setShown((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    void checkQuietly();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Visitors may look around, but continuing needs an account.
    if (!signedIn) return onRequireSignIn();
    const form = event.currentTarget;
    setShown(new Set([...TEXT_FIELDS, ...AGREEMENTS]));
    const result = await check().catch(() => null);
    if (!result) {
      // The checker could not be fetched (a new version was deployed meanwhile, a dropped
      // connection): the form goes to the server, which checks it the same way.
      checker = null;
      form.appendChild(Object.assign(document.createElement("input"), { type: "hidden", name: CONTINUE_NAME, value: "camper-info" }));
      return form.submit();
    }
    if (result.ok) return onContinue(camperValuesOf(new FormData(form)));
    // The first wrong field, in the order the form shows them, takes the focus.
    const first = [...form.elements].find((element) => Object.hasOwn(result.errors, element.getAttribute("name") ?? ""));
    if (first instanceof HTMLElement) first.focus();
  }

  const fields = camperFieldProps(Object.fromEntries([...shown].map((name) => [name, errors[name]])), defaults);

  return (
    <form
      ref={formRef}
      id="camper-info"
      method="post"
      action="/registration?step=3"
      // The messages are the form's own (the same as the server's), not the browser's.
      noValidate
      onChange={(event) => onDraftChange(camperValuesOf(new FormData(event.currentTarget)))}
      onBlur={(event) => leave(event.target.getAttribute("name") ?? "")}
      onInput={(event) => {
        // A field already checked is checked again as the parent types.
        if (shown.has((event.target as HTMLElement).getAttribute("name") ?? "")) void checkQuietly();
      }}
      onSubmit={(event) => void submit(event)}
      className="grid gap-6"
      aria-labelledby="camper-info-title"
    >
      <h2 id="camper-info-title" className="text-2xl font-extrabold text-sea-900">
        Camper Information
      </h2>
      {restored ? (
        <div
          role="status"
          className="grid gap-3 rounded-xl border-l-4 border-teal-600 bg-teal-50 px-4 py-3 text-sm font-semibold text-teal-700 sm:grid-cols-[1fr_auto] sm:items-center"
        >
          <p>
            Welcome back! We kept your camper&apos;s details. For your child&apos;s privacy, medical information, pickup people and special instructions are not
            kept in this browser: please check them before you continue.
          </p>
          <Button variant="outline" size="sm" onClick={onStartOver}>
            Start over
          </Button>
        </div>
      ) : null}
      {camper ? <input type="hidden" name="camperId" value={camper.id} /> : null}

      <CamperFields fields={fields} existing={existing} />

      <div className="flex flex-wrap justify-between gap-3">
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" name={CONTINUE_NAME} value="camper-info">
          Continue to Program Selection
        </Button>
      </div>
    </form>
  );
}
