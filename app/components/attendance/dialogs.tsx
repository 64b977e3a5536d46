// The attendance page's dialogs: New Session, Add Camper, and the three CSV imports.
import { useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input, Label, Textarea } from "~/components/ui/field";
import { GROUP_NAMES } from "~/lib/attendance/groups";
import type { AttendanceActionResult } from "~/server/attendance/page.server";
import { useActionToast } from "./use-action-toast";

export const fieldClass = "h-12 w-full rounded-lg border-2 border-slate-700 bg-white px-3 text-base text-slate-950";

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function NewSessionDialog({ open, onOpenChange, location, defaultDate }: DialogProps & { location: "FLC" | "UUCA"; defaultDate: string }) {
  const fetcher = useFetcher<AttendanceActionResult>();
  const navigate = useNavigate();
  const [type, setType] = useState<"weekly" | "off-day">("weekly");
  const [week, setWeek] = useState(1);
  useActionToast(fetcher, (r) => {
    if (!r.ok) return;
    onOpenChange(false);
    if (r.goTo) navigate(r.goTo);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New Session</DialogTitle>
          <DialogDescription>A roster for one camp day at {location}.</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="createSession" />
          <input type="hidden" name="location" value={location} />
          <fieldset className="flex gap-3">
            <legend className="mb-2 font-bold text-slate-900">Session type</legend>
            {(["weekly", "off-day"] as const).map((t) => (
              <label
                key={t}
                className="flex min-h-12 flex-1 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-700 px-3 font-bold has-[:checked]:bg-slate-900 has-[:checked]:text-white"
              >
                <input type="radio" name="type" value={t} checked={type === t} onChange={() => setType(t)} className="size-5" />
                {t === "weekly" ? "Weekly" : "Off-day"}
              </label>
            ))}
          </fieldset>
          {/* Keyed: without keys React reuses the week-number input as the event-name input, and its "1" stays. */}
          {type === "weekly" ? (
            <div key="week">
              <Label htmlFor="ns-week">Week number</Label>
              <input
                id="ns-week"
                name="weekNumber"
                type="number"
                min={1}
                max={52}
                value={week}
                onChange={(e) => setWeek(Number(e.target.value) || 1)}
                className={fieldClass}
              />
              <p className="mt-1 text-sm text-slate-700">Title: Week {week}</p>
            </div>
          ) : (
            <div key="event">
              <Label htmlFor="ns-event">Event name</Label>
              <input id="ns-event" name="eventName" required className={fieldClass} placeholder="Winter Break Day" />
            </div>
          )}
          <div>
            <Label htmlFor="ns-date">Date</Label>
            <input id="ns-date" name="date" type="date" required defaultValue={defaultDate} className={fieldClass} />
          </div>
          <div>
            <Label htmlFor="ns-prize">Daily prize</Label>
            <input id="ns-prize" name="dailyPrize" className={fieldClass} placeholder="Peanut butter cookies" />
          </div>
          <div>
            <Label htmlFor="ns-notes">Notes</Label>
            <Textarea id="ns-notes" name="notes" />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
              Create Session
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

export function AddCamperDialog({ open, onOpenChange, sessionId }: DialogProps & { sessionId: number }) {
  const fetcher = useFetcher<AttendanceActionResult>();
  const [name, setName] = useState("");
  useActionToast(fetcher, (r) => {
    if (!r.ok) return;
    setName("");
    onOpenChange(false);
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Camper</DialogTitle>
        </DialogHeader>
        <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="intent" value="addCamper" />
          <input type="hidden" name="sessionId" value={sessionId} />
          <div className="sm:col-span-2">
            <Label htmlFor="ac-name">Name</Label>
            <input id="ac-name" name="camperName" required value={name} onChange={(e) => setName(e.target.value)} className={fieldClass} />
          </div>
          <div>
            <Label htmlFor="ac-nick">Nickname</Label>
            <input id="ac-nick" name="nickname" className={fieldClass} />
          </div>
          <div>
            <Label htmlFor="ac-group">Group</Label>
            <select id="ac-group" name="groupName" className={fieldClass} defaultValue="">
              <option value="">No group</option>
              {GROUP_NAMES.map((g) => (
                <option key={g}>{g}</option>
              ))}
            </select>
          </div>
          <div>
            <Label htmlFor="ac-allergies">Allergies</Label>
            <input id="ac-allergies" name="allergies" className={fieldClass} />
          </div>
          <div>
            <Label htmlFor="ac-meds">Medications</Label>
            <input id="ac-meds" name="medications" className={fieldClass} />
          </div>
          <div>
            <Label htmlFor="ac-phone">Parent phone</Label>
            <input id="ac-phone" name="parentPhone" type="tel" className={fieldClass} />
          </div>
          <label className="flex min-h-12 items-center gap-2 self-end font-bold">
            <input type="checkbox" name="afterCare" className="size-6" /> After care
          </label>
          <div className="sm:col-span-2">
            <Label htmlFor="ac-notes">Notes</Label>
            <Input id="ac-notes" name="notes" />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="secondary" disabled={!name.trim() || fetcher.state !== "idle"}>
              Save
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** Reads a picked file into the text box (UTF-8; a byte-order mark is fine). */
function CsvInput({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-file`}>CSV file</Label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv,text/plain"
        className="block w-full text-base file:mr-3 file:h-12 file:rounded-lg file:border-0 file:bg-slate-900 file:px-4 file:font-bold file:text-white"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (file) onChange(await file.text());
        }}
      />
      <Label htmlFor={id}>Or paste the CSV text</Label>
      <Textarea id={id} name="csv" value={value} onChange={(e) => onChange(e.target.value)} className="min-h-40 font-mono text-sm" />
    </div>
  );
}

export function CsvImportDialog({
  open,
  onOpenChange,
  intent,
  title,
  description,
  submitLabel,
  hidden,
  allowEmpty = false,
  children,
}: DialogProps & {
  allowEmpty?: boolean;
  intent: "importNames" | "smartImport" | "importMedical";
  title: string;
  description: string;
  submitLabel: string;
  hidden: Record<string, string | number>;
  children?: React.ReactNode;
}) {
  const fetcher = useFetcher<AttendanceActionResult>();
  const [csv, setCsv] = useState("");
  useActionToast(fetcher, (r) => {
    if (!r.ok) return;
    setCsv("");
    onOpenChange(false);
  });
  const errors = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(hidden).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          {children}
          <CsvInput id={`${intent}-csv`} value={csv} onChange={setCsv} />
          {errors?.length ? (
            <div role="alert" className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
              <p className="font-black">Nothing was imported. Fix these rows and try again:</p>
              <ul className="mt-1 list-disc pl-5">
                {errors.slice(0, 8).map((e) => (
                  <li key={e.row}>
                    Row {e.row}: {e.reason}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="secondary" disabled={(!allowEmpty && !csv.trim()) || fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? "Importing…" : submitLabel}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
