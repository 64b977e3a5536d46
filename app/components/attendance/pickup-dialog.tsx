// The check-out of a camper with a family: the counselor sees the authorized adults (photo,
// name, relationship) and records who is picking up: one of them, the family's code with the
// name of the adult giving it (checked at the server while online; with no network, on the
// device against the roster's pickupCodeCheck), or someone else with an override and a reason,
// which the office sees. The server checks it all again when the check-out arrives.
import { useId, useState } from "react";
import { AdultPhoto } from "~/components/pickup/adult-photo";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { checkPickupCode, normalizePickupCode, type PickupCodeCheck } from "~/lib/attendance/pickup-code";
import { codeLockedMessage, codeLockedUntil, wrongCodeMessage } from "~/lib/attendance/pickup-code-limit";
import type { Pickup } from "~/lib/attendance/pickup-schema";
import { recordDoorChange } from "./door-queue";
import { forgetRosters } from "./door-store";
import { noteWrongCode, wrongCodesOnDevice } from "./pickup-code-tries";

export type PickupEntry = {
  id: number;
  camperName: string;
  authorizedPickupPersons: string;
  authorizedAdults: Array<{ id: number; name: string; relationship: string; phone: string; photoUrl?: string }>;
  pickupCodeCheck: PickupCodeCheck | null;
};

type Mode = "adult" | "code" | "override";

const choice = "flex min-h-14 w-full items-center gap-3 rounded-xl border-4 p-2 text-left focus-visible:outline-4 focus-visible:outline-offset-2";
const field = "min-h-12 w-full rounded-lg border-2 border-slate-700 px-3 text-lg text-slate-950";

export function PickupDialog({
  open,
  onOpenChange,
  entry,
  onCheckOut,
  onWrongCode = (locked) => recordDoorChange({ kind: "wrongPickupCode", entryId: entry.id, locked }),
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: PickupEntry;
  onCheckOut: (pickup: Pickup) => void;
  /** A wrong code (or a code refused while locked): by default recorded in the door's queue for the office. */
  onWrongCode?: (locked: boolean) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode | null>(null);
  const [adultId, setAdultId] = useState<number | null>(null);
  const [code, setCode] = useState("");
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState("");
  const [checking, setChecking] = useState(false);

  const reset = () => {
    setMode(null);
    setAdultId(null);
    setCode("");
    setName("");
    setReason("");
    setProblem("");
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const confirm = async () => {
    setProblem("");
    if (mode === "adult" && adultId) return done({ kind: "adult", adultId });
    if (mode === "code") {
      const typed = normalizePickupCode(code);
      if (!typed) return setProblem("Type the family's 6-digit pickup code");
      if (!name.trim()) return setProblem("Type the name of the adult giving the code");
      setChecking(true);
      const problem = await codeProblem(entry, typed, onWrongCode);
      setChecking(false);
      if (problem) return setProblem(problem);
      return done({ kind: "code", code: typed, name: name.trim() });
    }
    if (mode === "override") {
      if (!name.trim() || !reason.trim()) return setProblem("Type the name of the person picking up and the reason");
      return done({ kind: "override", name: name.trim(), reason: reason.trim() });
    }
    setProblem("Choose who is picking up");
  };
  const done = (pickup: Pickup) => {
    onCheckOut(pickup);
    close(false);
  };

  const picked = (m: Mode, adult?: number) => mode === m && (m !== "adult" || adultId === adult);
  const tone = (on: boolean) => (on ? "border-sky-800 bg-sky-50" : "border-slate-300 bg-white hover:border-slate-500");

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-xl text-slate-950" data-testid="pickup-dialog">
        <DialogHeader>
          <DialogTitle className="text-2xl font-black text-slate-950">Check out {entry.camperName}</DialogTitle>
          <DialogDescription className="text-base text-slate-800">Who is picking up? Match the face or a photo ID.</DialogDescription>
        </DialogHeader>

        <div role="radiogroup" aria-label="Authorized adults" className="grid gap-2">
          {entry.authorizedAdults.length === 0 ? (
            <p className="rounded-lg border-2 border-amber-600 bg-amber-50 p-3 font-bold">
              No authorized adults on file. Use the family code, or call the parent.
            </p>
          ) : (
            entry.authorizedAdults.map((adult) => (
              <button
                key={adult.id}
                type="button"
                role="radio"
                aria-checked={picked("adult", adult.id)}
                className={`${choice} ${tone(picked("adult", adult.id))}`}
                onClick={() => {
                  setMode("adult");
                  setAdultId(adult.id);
                  setProblem("");
                }}
              >
                <AdultPhoto adult={adult} size="size-16" />
                <span className="min-w-0">
                  <span className="block text-xl leading-tight font-black break-words">{adult.name}</span>
                  <span className="block font-bold text-slate-700">{adult.relationship}</span>
                </span>
              </button>
            ))
          )}
          <button
            type="button"
            role="radio"
            aria-checked={picked("code")}
            className={`${choice} ${tone(picked("code"))} font-black`}
            onClick={() => {
              setMode("code");
              setProblem("");
            }}
          >
            They give the family's pickup code
          </button>
          <button
            type="button"
            role="radio"
            aria-checked={picked("override")}
            className={`${choice} ${tone(picked("override"))} font-black`}
            onClick={() => {
              setMode("override");
              setProblem("");
            }}
          >
            Someone not on the list (override)
          </button>
        </div>

        {mode === "code" ? (
          <div className="mt-3 grid gap-1">
            <label htmlFor={`${id}-code`} className="font-black">
              Family pickup code
            </label>
            <input
              id={`${id}-code`}
              className={`${field} font-mono tracking-[0.3em]`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoFocus
            />
            <label htmlFor={`${id}-code-name`} className="mt-2 font-black">
              Name of the adult giving the code
            </label>
            <input
              id={`${id}-code-name`}
              className={field}
              maxLength={120}
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="Check their photo ID"
            />
          </div>
        ) : null}
        {mode === "override" ? (
          <div className="mt-3 grid gap-2 rounded-xl border-4 border-amber-500 bg-amber-50 p-3">
            <p className="font-black">The office will see this override and its reason.</p>
            <label htmlFor={`${id}-name`} className="font-black">
              Name of the person picking up
            </label>
            <input id={`${id}-name`} className={field} maxLength={120} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
            <label htmlFor={`${id}-reason`} className="font-black">
              Reason
            </label>
            <textarea
              id={`${id}-reason`}
              className={`${field} min-h-20 py-2`}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Mom called the office at 2:40 to say her neighbor is coming"
            />
          </div>
        ) : null}

        {entry.authorizedPickupPersons ? (
          <p className="mt-3 text-sm text-slate-700">
            <span className="font-bold">Note from the registration form:</span> <span className="whitespace-pre-line">{entry.authorizedPickupPersons}</span>
          </p>
        ) : null}
        <p role="alert" className="mt-2 min-h-6 font-black text-red-800">
          {problem}
        </p>

        <DialogFooter>
          <Button variant="outline" size="lg" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button variant="secondary" size="lg" onClick={() => void confirm()} disabled={checking}>
            {checking ? "Checking…" : "Confirm check-out"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Why the typed code does not let the camper go, or null when it does. Online, the server checks
 * it (the family's current code, locked by any door's wrong codes; a wrong code counts there), so
 * the dialog never closes on a code the server will refuse. With no answer (offline, or none within
 * 3 s) the device checks it against the roster's code check, under its own count of wrong codes,
 * and its queue tells the office about each refusal.
 */
async function codeProblem(entry: PickupEntry, typed: string, onWrongCode: ((locked: boolean) => void) | undefined): Promise<string | null> {
  const family = entry.pickupCodeCheck?.salt;
  const server = await serverCodeCheck(entry.id, typed);
  if (server) {
    if (server.status === 422 && family) noteWrongCode(family);
    return server.ok ? null : server.message;
  }
  if (!entry.pickupCodeCheck || !family) return "This device cannot check the family's code offline: choose an adult from the list or record an override";
  // The same limit as the server's, on this device: while it holds, the code is not even checked.
  if (codeLockedUntil(wrongCodesOnDevice(family), Date.now()) !== null) {
    onWrongCode?.(true);
    return codeLockedMessage(entry.camperName);
  }
  if (await checkPickupCode(typed, entry.pickupCodeCheck)) return null;
  onWrongCode?.(false);
  return wrongCodeMessage(entry.camperName, noteWrongCode(family).length);
}

/** The server's answer to a typed code, or null offline (or after 3 s with no answer). */
async function serverCodeCheck(entryId: number, code: string): Promise<{ ok: boolean; status: number; message: string } | null> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return null;
  try {
    const response = await fetch(`/api/attendance/roster/${entryId}/pickup-code`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code }),
      signal: AbortSignal.timeout(3000),
    });
    // A session that ended, or a server in trouble: the device decides, the queue's send checks again.
    // Ended: nothing of it stays readable on the device (the queue's send then opens the sign-in page).
    if (response.status === 401) void forgetRosters();
    if (response.status === 401 || response.status >= 500) return null;
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    return { ok: response.ok, status: response.status, message: answer.message ?? "The code was not accepted" };
  } catch {
    return null;
  }
}
