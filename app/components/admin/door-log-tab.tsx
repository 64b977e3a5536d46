// The office's door log for one day: pickup overrides (someone not on the family's list, with
// the counselor's reason), every check-out (an undone one too, marked as undone), and the
// medication-given log, with a print view that leaves out the dashboard and fits a sheet of paper.
import { Form } from "react-router";
import { printOnlyCss } from "~/components/ui/print-only";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/field";
import { PICKUP_CODE_MAX_WRONG, PICKUP_CODE_WINDOW_MS } from "~/lib/attendance/pickup-code-limit";
import { MEDICATION_OUTCOME_LABELS } from "~/lib/attendance/pickup-schema";
import { formatCampDay, formatClock, plural } from "~/lib/format";
import type { DoorLog } from "~/server/admin/door-log.server";
import { useAdminPost } from "./use-admin-post";
import { failedTo } from "~/lib/failure-message";
import { signInEndedNote } from "~/lib/attendance/made-by";

const PRINT_CSS = printOnlyCss("door-log");

const METHOD_LABEL = { adult: "Authorized adult", code: "Family code", override: "Override" } as const;

export function DoorLogTab({ log }: { log: DoorLog }) {
  const cell = "border-b border-sea-100 p-2 align-top";
  const head = "border-b-2 border-sea-900 p-2 text-left text-sm font-black";
  return (
    <section id="door-log" aria-labelledby="door-log-heading" className="grid gap-8">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="door-log-heading" className="text-2xl font-extrabold">
            Door log: {formatCampDay(log.date)}
          </h2>
          <p className="no-print mt-1 text-muted">Pickup overrides, every check-out, and medication given or not given, at both sites.</p>
        </div>
        <div className="no-print flex flex-wrap items-end gap-3">
          <Form method="get" className="flex items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor="door-log-date">Day</Label>
              <Input id="door-log-date" type="date" name="date" defaultValue={log.date} className="w-44" />
            </div>
            <Button type="submit" variant="outline">
              Show
            </Button>
          </Form>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>

      <section aria-labelledby="overrides-heading" data-testid="pickup-overrides">
        <h3 id="overrides-heading" className="text-xl font-extrabold">
          Pickup overrides ({log.overrides.length})
        </h3>
        {log.overrides.length === 0 ? (
          <p className="mt-2 text-muted">No overrides: every camper went home with an authorized adult or the family code.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {log.overrides.map((p) => (
              <li key={p.eventId} className="rounded-xl border-2 border-amber-500 bg-amber-50 p-3" data-testid="pickup-override">
                <p className="font-extrabold break-words">
                  {p.camperName} went home with {p.pickedUpBy} <span className="font-semibold">({p.location})</span>
                </p>
                <p className="break-words">Reason: {p.pickupReason}</p>
                <p className="text-sm text-muted">
                  {formatClock(p.checkedOutAt)}, entered by {p.checkedOutBy}
                </p>
                <SignInEnded flagged={p.checkedOutSignInEnded} madeBy={p.checkedOutBy} />
                <HandOverLater pickup={p} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="checkouts-heading">
        <h3 id="checkouts-heading" className="text-xl font-extrabold">
          Check-outs ({log.pickups.length})
        </h3>
        {log.pickups.length === 0 ? (
          <p className="mt-2 text-muted">No camper has been checked out on this day.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse">
              <thead>
                <tr>
                  <th className={head}>Time</th>
                  <th className={head}>Camper</th>
                  <th className={head}>Site</th>
                  <th className={head}>Picked up by</th>
                  <th className={head}>How</th>
                  <th className={head}>Entered by</th>
                  <th className={head}>Later</th>
                </tr>
              </thead>
              <tbody>
                {log.pickups.map((p) => (
                  <tr key={p.eventId} data-testid="checkout-row" className={p.undoneAt ? "bg-sea-50" : ""}>
                    <td className={cell}>{formatClock(p.checkedOutAt)}</td>
                    <td className={`${cell} font-bold`}>{p.camperName}</td>
                    <td className={cell}>{p.location}</td>
                    <td className={`${cell} break-words`}>
                      {p.pickedUpBy ?? "Not recorded"}
                      {p.pickupRelationship ? ` (${p.pickupRelationship})` : ""}
                    </td>
                    <td className={cell}>{p.pickupMethod ? METHOD_LABEL[p.pickupMethod] : "No family on file"}</td>
                    <td className={cell}>
                      {p.checkedOutBy}
                      <SignInEnded flagged={p.checkedOutSignInEnded} madeBy={p.checkedOutBy} />
                    </td>
                    <td className={cell}>
                      <HandOverLater pickup={p} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="codes-heading" data-testid="pickup-code-attempts">
        <h3 id="codes-heading" className="text-xl font-extrabold">
          Wrong pickup codes ({log.codeAttempts.length})
        </h3>
        <p className="no-print mt-1 text-sm text-muted">
          After {PICKUP_CODE_MAX_WRONG} wrong codes for a family within {PICKUP_CODE_WINDOW_MS / 60_000} minutes, the door stops accepting that family&apos;s
          code; the counselor chooses an adult from the list or records an override.
        </p>
        {log.codeAttempts.length === 0 ? (
          <p className="mt-2 text-muted">No wrong pickup codes on this day.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {log.codeAttempts.map((a) => (
              <li
                key={a.id}
                data-testid="code-attempt"
                className={`rounded-lg border-2 p-2 ${a.outcome === "locked" ? "border-red-700 bg-red-50" : "border-sea-100"}`}
              >
                <span className="font-bold">{formatClock(a.at)}</span> {a.camperName} <span className="text-muted">({a.location})</span>:{" "}
                <span className="font-bold">{a.outcome === "locked" ? "Code locked: refused after too many wrong codes" : "Wrong code"}</span>, entered by{" "}
                {a.staffName}
              </li>
            ))}
          </ul>
        )}
      </section>

      <PickupCodesSection />

      <section aria-labelledby="medication-heading" data-testid="medication-log">
        <h3 id="medication-heading" className="text-xl font-extrabold">
          Medication log ({log.medication.length})
        </h3>
        <p className="no-print mt-1 text-sm text-muted">Entries are never changed; a correction is a later entry naming the one it corrects.</p>
        {log.medication.length === 0 ? (
          <p className="mt-2 text-muted">No medication recorded on this day.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse">
              <thead>
                <tr>
                  <th className={head}>#</th>
                  <th className={head}>Time</th>
                  <th className={head}>Camper</th>
                  <th className={head}>Medication</th>
                  <th className={head}>Outcome</th>
                  <th className={head}>Reason or note</th>
                  <th className={head}>By</th>
                </tr>
              </thead>
              <tbody>
                {log.medication.map((m) => (
                  <tr key={m.id} data-testid="medication-row" className={m.outcome === "not_given" ? "bg-red-50" : ""}>
                    <td className={cell}>{m.id}</td>
                    <td className={cell}>{formatClock(m.at)}</td>
                    <td className={`${cell} font-bold`}>
                      {m.camperName} <span className="font-normal">({m.location})</span>
                    </td>
                    <td className={`${cell} break-words`}>{m.medication}</td>
                    <td className={`${cell} font-bold`}>
                      {MEDICATION_OUTCOME_LABELS[m.outcome]}
                      {m.correctsId ? ` of #${m.correctsId}` : ""}
                    </td>
                    <td className={`${cell} break-words`}>{m.reason}</td>
                    <td className={cell}>
                      {m.recordedBy}
                      <SignInEnded flagged={m.signInEnded} madeBy={m.recordedBy} />
                      <QueuedNote entry={m} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

/**
 * Every family's code renewed at once (a code shared too widely, a lost door device): the old
 * codes stop working, door devices check the new ones from their next roster, parents are e-mailed.
 */
function PickupCodesSection() {
  const { post, busy } = useAdminPost();
  const issue = () =>
    post(
      { intent: "issue-pickup-codes" },
      {
        success: (result) => {
          const { families } = result as { families: number };
          return {
            title: "New pickup codes issued",
            description: `${plural(families, "family was", "families were")} e-mailed to see their new code.`,
          };
        },
        failure: failedTo("issue new pickup codes"),
      },
    );
  return (
    <section aria-labelledby="codes-issue-heading" className="no-print rounded-xl border-2 border-sea-100 p-4">
      <h3 id="codes-issue-heading" className="text-xl font-extrabold">
        Family pickup codes
      </h3>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Each family sees its 6-digit code on its dashboard. Door devices keep a check of the codes of the campers on the day&apos;s rosters only, to check a
        code with no network. If codes may have been seen by others (a lost door device, a code shared too widely), issue new ones: every old code stops working
        at once and each parent is e-mailed to look at the new one.
      </p>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="mt-3" disabled={busy}>
            {busy ? "Issuing new codes…" : "Issue new pickup codes to every family"}
          </Button>
        }
        title="Issue new pickup codes to every family?"
        description="Every family's current code stops working at once. Each parent is e-mailed to see the new code on their dashboard; counselors' devices get it with the next roster they load."
        confirmLabel="Issue new codes"
        onConfirm={issue}
      />
    </section>
  );
}

/** What happened to a hand-over afterwards: undone at the door, the camper taken off the roster. */
function HandOverLater({ pickup: p }: { pickup: DoorLog["pickups"][number] }) {
  const later = [
    p.undoneAt ? `Undone at ${formatClock(p.undoneAt)} by ${p.undoneBy}` : null,
    p.removedAt ? `Removed from the roster at ${formatClock(p.removedAt)} by ${p.removedBy}` : null,
  ].filter(Boolean);
  if (later.length === 0) return null;
  return (
    <span className="block text-sm font-bold" data-testid="hand-over-later">
      {later.join("; ")}
      {p.undoneAt ? <SignInEnded flagged={p.undoneSignInEnded} madeBy={p.undoneBy ?? ""} /> : null}
    </span>
  );
}

/** A change recorded under a door sign-in that had ended by the time it arrived, said in words on its row. */
function SignInEnded({ flagged, madeBy }: { flagged: boolean; madeBy: string }) {
  if (!flagged) return null;
  return (
    <span className="block text-sm font-bold text-amber-900" data-testid="sign-in-ended">
      {signInEndedNote(madeBy)}
    </span>
  );
}

/**
 * An entry a door device recorded (possibly offline) and sent later: its time is the device's;
 * when it arrived, and who was signed in to send it, if someone else, are said too.
 */
function QueuedNote({ entry }: { entry: DoorLog["medication"][number] }) {
  if (!entry.eventId) return null;
  const late = entry.createdAt - entry.at > 60_000;
  const sentBy = entry.sentBy && entry.sentBy !== entry.recordedBy ? entry.sentBy : null;
  if (!late && !sentBy) return null;
  return (
    <span className="block text-sm text-muted">
      From the door device{late ? `, saved ${formatClock(entry.createdAt)}` : ""}
      {sentBy ? `, sent by ${sentBy}` : ""}
    </span>
  );
}
