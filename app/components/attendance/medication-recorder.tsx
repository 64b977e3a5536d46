// At a medication alert: "Given" (the time and the counselor are recorded) or "Not given" with a
// reason. An entry is never edited; a mistake is put right by a correction that names it.
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import type { AttendanceActionResult } from "~/server/attendance-page.server";
import { useActionToast } from "./use-action-toast";

const btn = "min-h-12 rounded-lg px-4 text-base font-black focus-visible:outline-4 focus-visible:outline-offset-2";

export function MedicationRecorder({ rosterEntryId, camperName, medication }: { rosterEntryId: number; camperName: string; medication: string }) {
  const id = useId();
  const fetcher = useFetcher<AttendanceActionResult>({ key: `medication-${rosterEntryId}-${medication}` });
  useActionToast(fetcher);
  const [asking, setAsking] = useState<"not_given" | "correction" | null>(null);
  const [reason, setReason] = useState("");
  const recorded = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : null;
  const send = (outcome: "given" | "not_given" | "correction") => {
    const fields: Record<string, string | number> = { intent: "medication", rosterEntryId, outcome, medication };
    if (outcome !== "given") fields.reason = reason.trim();
    if (outcome === "correction" && recorded?.medicationEntryId) fields.correctsId = recorded.medicationEntryId;
    fetcher.submit(fields, { method: "post" });
    setAsking(null);
    setReason("");
  };
  return (
    <div className="mt-2 grid gap-2" data-testid="medication-recorder">
      {recorded ? (
        <p role="status" className="font-black text-green-800">
          ✓ {recorded.toast?.title}
        </p>
      ) : null}
      {asking ? (
        <form
          method="post"
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) send(asking);
          }}
        >
          <label htmlFor={`${id}-reason`} className="font-black text-slate-950">
            {asking === "not_given" ? `Why was ${camperName}'s medication not given?` : "What should the log say instead?"}
          </label>
          <input
            id={`${id}-reason`}
            className="min-h-12 rounded-lg border-2 border-slate-700 px-3 text-slate-950"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            required
            autoFocus
          />
          <div className="flex gap-2">
            <button type="submit" className={`${btn} bg-slate-900 text-white`} disabled={!reason.trim()}>
              Save
            </button>
            <button type="button" className={`${btn} border-2 border-slate-700`} onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : recorded ? (
        <button type="button" className={`${btn} justify-self-start border-2 border-slate-700`} onClick={() => setAsking("correction")}>
          Add a correction
        </button>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${btn} bg-green-700 text-white`}
            onClick={() => send("given")}
            disabled={fetcher.state !== "idle"}
            aria-label={`Medication given to ${camperName}`}
          >
            Given
          </button>
          <button
            type="button"
            className={`${btn} border-2 border-red-800 bg-white text-red-900`}
            onClick={() => setAsking("not_given")}
            aria-label={`Medication not given to ${camperName}`}
          >
            Not given
          </button>
        </div>
      )}
    </div>
  );
}
