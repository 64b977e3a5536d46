// At a medication alert, or from the camper's Medication button: "Given" (the time and the
// counselor are recorded) or "Not given" with a reason. The entry is a door event: recorded on
// the device at once and sent with the rest of the queue (so it works with no network). An entry
// is never edited; a mistake is put right by a correction that names it.
import { useId, useState } from "react";
import { recordDoorChange } from "./door-queue";

const btn = "min-h-12 rounded-lg px-4 text-base font-black focus-visible:outline-4 focus-visible:outline-offset-2";

type Outcome = "given" | "not_given" | "correction";
const RECORDED: Record<Outcome, string> = { given: "Medication given recorded", not_given: "Not given recorded", correction: "Correction recorded" };
/** The entry a correction would name: its log number once saved, or its device event. */
type Corrected = { id: number | null; eventId: string | null };

export function MedicationRecorder({ rosterEntryId, camperName, medication }: { rosterEntryId: number; camperName: string; medication: string }) {
  const id = useId();
  const [asking, setAsking] = useState<"not_given" | "correction" | null>(null);
  const [reason, setReason] = useState("");
  const [recorded, setRecorded] = useState<(Corrected & { outcome: Outcome }) | null>(null);
  const send = (outcome: Outcome) => {
    const record: Record<string, string | number> = { outcome, medication };
    if (outcome !== "given") record.reason = reason.trim();
    if (outcome === "correction" && recorded) {
      delete record.medication;
      if (recorded.id) record.correctsId = recorded.id;
      else if (recorded.eventId) record.correctsEventId = recorded.eventId;
    }
    const event = recordDoorChange({ kind: "medication", entryId: rosterEntryId, record });
    // A correction is corrected again by naming the original: the log reads in order.
    if (outcome !== "correction") setRecorded({ id: null, eventId: event.id, outcome });
    else if (recorded) setRecorded({ ...recorded, outcome });
    setAsking(null);
    setReason("");
  };
  return (
    <div className="mt-2 grid gap-2" data-testid="medication-recorder">
      {recorded ? (
        <p role="status" className="font-black text-green-800">
          ✓ {RECORDED[recorded.outcome]}
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
          <button type="button" className={`${btn} bg-green-700 text-white`} onClick={() => send("given")} aria-label={`Medication given to ${camperName}`}>
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
