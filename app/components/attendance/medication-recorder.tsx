// At a medication alert, or from the camper's Medication button: "Given" (the time and the
// counselor are recorded) or "Not given" with a reason. The entry is a door event: recorded on
// the device at once and sent with the rest of the queue (so it works with no network). An entry
// is never edited; a mistake is put right by a correction that names it.
//
// Every door shows the dose's state (given when, by whom, still waiting to send) from the day's
// log and this device's queue. A second "Given" of a dose, or a "Given" for a camper who is not
// checked in, asks first: the server refuses one that was not confirmed
// (app/server/attendance/medication.server.ts).
import { useId, useState } from "react";
import { alreadyGivenMessage, describeMark, lastGiven, notCheckedInMessage, type MedicationMark } from "~/lib/attendance/medication-marks";
import { recordDoorChange } from "./door-queue";

const btn = "min-h-12 rounded-lg px-4 text-base font-black focus-visible:outline-4 focus-visible:outline-offset-2";

type Outcome = "given" | "not_given" | "correction";
const RECORDED: Record<Outcome, string> = { given: "Medication given recorded", not_given: "Not given recorded", correction: "Correction recorded" };
/** The entry a correction would name: its log number once saved, or its device event. */
type Corrected = { id: number | null; eventId: string | null };

/** The dose's last given / not given entry, as every door shows it. */
function DoseState({ marks, medication }: { marks: readonly MedicationMark[]; medication: string }) {
  const last = marks.filter((m) => m.outcome !== "correction" && m.medication === medication).at(-1);
  const tone = !last ? "text-slate-800" : last.outcome === "given" ? "rounded bg-green-100 px-2 text-green-950" : "rounded bg-red-100 px-2 text-red-950";
  return (
    <p className={`justify-self-start font-black ${tone}`} data-testid="dose-state">
      {last ? `${describeMark(last)}${last.waiting ? " (waiting to send)" : ""}` : "Not recorded yet today"}
    </p>
  );
}

export function MedicationRecorder({
  rosterEntryId,
  camperName,
  medication,
  marks,
  checkedIn,
}: {
  rosterEntryId: number;
  camperName: string;
  medication: string;
  /** The camper's marks for the day (the server's log and this device's queue). */
  marks: readonly MedicationMark[];
  /** Whether the camper is checked in (as this device knows it). */
  checkedIn: boolean;
}) {
  const id = useId();
  const [asking, setAsking] = useState<"not_given" | "correction" | "confirmGiven" | null>(null);
  const [reason, setReason] = useState("");
  const [recorded, setRecorded] = useState<(Corrected & { outcome: Outcome }) | null>(null);
  const given = lastGiven(marks, medication);
  // What the counselor confirms before "Given": the camper is not here, or the dose was given already.
  const warnings = [checkedIn ? null : notCheckedInMessage(camperName), given ? alreadyGivenMessage(camperName, medication, given) : null].filter(
    (w): w is string => w !== null,
  );
  const send = (outcome: Outcome, confirmed = false) => {
    const record: Record<string, string | number | boolean> = { outcome, medication };
    if (outcome !== "given") record.reason = reason.trim();
    if (confirmed && given) record.confirmSecondDose = true;
    if (confirmed && !checkedIn) record.confirmNotCheckedIn = true;
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
      <DoseState marks={marks} medication={medication} />
      {recorded ? (
        <p role="status" className="font-black text-green-800">
          ✓ {RECORDED[recorded.outcome]}
        </p>
      ) : null}
      {asking === "confirmGiven" ? (
        <div role="alert" className="grid gap-2 rounded-lg border-4 border-red-700 bg-red-50 p-2 font-bold text-red-950">
          {warnings.map((w) => (
            <p key={w}>{w}</p>
          ))}
          <div className="flex flex-wrap gap-2">
            <button type="button" className={`${btn} bg-red-800 text-white`} onClick={() => send("given", true)}>
              {given ? "Record a second dose" : "Record it anyway"}
            </button>
            <button type="button" className={`${btn} border-2 border-slate-700 bg-white text-slate-950`} onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : asking ? (
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
            onClick={() => (warnings.length ? setAsking("confirmGiven") : send("given"))}
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
