// Staff & visitors (docs/decisions/0049-adults-at-the-door.md): a staff member's own door code
// to check in or out (0052-staff-door-codes.md), who is on site, each adult's group (moving a
// counselor is one tap), check-out, the day's staff to check in, and visitors signed in with a
// name and a reason. Every change goes through the door's queue: it shows at
// once and is sent when it can be, like a child's check-in.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { checkPickupCode } from "~/lib/attendance/pickup-code";
import { VISITOR_NAME_NEEDED, VISITOR_REASON_NEEDED, type OnSiteAdult } from "~/lib/here-now/adults";
import { ADULT_ROLE_NAMES, groupLabel, STAFF_ROLE_NAMES } from "~/lib/vocabulary";
import { recordDoorChange } from "./door-queue";
import { control } from "./door-styles";
import type { DayStaff } from "./use-adults-on-site";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  rosterId: number;
  adults: readonly OnSiteAdult[];
  staffList: readonly DayStaff[];
  groups: string[];
};

const heading = "text-lg font-black";
const action = "min-h-11 rounded-lg border-2 border-slate-900 px-3 font-black";

export function AdultsDialog({ open, onOpenChange, rosterId, adults, staffList, groups }: Props) {
  const choices = ["", ...groups];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Staff &amp; visitors</DialogTitle>
          <DialogDescription>Who is on site now. Each change shows at once and is sent when there is a connection.</DialogDescription>
        </DialogHeader>
        {staffList.some((s) => s.codeCheck) ? <DoorCodeCheckIn rosterId={rosterId} adults={adults} staffList={staffList} choices={choices} /> : null}
        <section aria-labelledby="adults-on-site">
          <h3 id="adults-on-site" className={heading}>
            On site ({adults.length})
          </h3>
          {adults.length === 0 ? (
            <p className="font-bold">No adults checked in yet.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {adults.map((a) => (
                <OnSiteRow key={a.person} adult={a} rosterId={rosterId} choices={choices} />
              ))}
            </ul>
          )}
        </section>
        <StaffCheckIn rosterId={rosterId} staff={staffList.filter((s) => !adults.some((a) => a.person === `staff:${s.id}`))} choices={choices} />
        <VisitorSignIn rosterId={rosterId} choices={choices} />
      </DialogContent>
    </Dialog>
  );
}

function OnSiteRow({ adult, rosterId, choices }: { adult: OnSiteAdult; rosterId: number; choices: string[] }) {
  const visitor = adult.role === "visitor";
  const label = useId();
  return (
    <li className="rounded-lg border-2 border-slate-400 p-2" data-testid="adult-on-site">
      <p className="font-black" id={label}>
        {adult.name} <span className="font-bold text-slate-700">· {ADULT_ROLE_NAMES[adult.role]}</span>
        {adult.reason ? <span className="font-normal"> · {adult.reason}</span> : null}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-1">
        {visitor ? null : (
          <div role="group" aria-label={`Group for ${adult.name}`} className="flex flex-wrap gap-1">
            {choices.map((g) => (
              <button
                key={g}
                type="button"
                aria-pressed={adult.group === g}
                className={`${action} ${adult.group === g ? "bg-slate-900 text-white" : "bg-white text-slate-950"}`}
                onClick={() => adult.group !== g && recordDoorChange({ kind: "adultMove", rosterId, person: adult.person, groupName: g })}
              >
                {groupLabel(g)}
              </button>
            ))}
          </div>
        )}
        <button
          type="button"
          className={`${action} ml-auto border-sky-800 bg-sky-800 text-white`}
          onClick={() => recordDoorChange({ kind: "adultOut", rosterId, person: adult.person })}
          aria-label={`${visitor ? "Sign out" : "Check out"} ${adult.name}`}
        >
          {visitor ? "Sign out" : "Check out"}
        </button>
      </div>
    </li>
  );
}

function GroupChoice({ id, value, onChange, choices }: { id: string; value: string; onChange: (group: string) => void; choices: string[] }) {
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${control} w-full`}>
      {choices.map((g) => (
        <option key={g} value={g}>
          {groupLabel(g)}
        </option>
      ))}
    </select>
  );
}

function StaffCheckIn({ rosterId, staff, choices }: { rosterId: number; staff: DayStaff[]; choices: string[] }) {
  const [staffId, setStaffId] = useState("");
  const [group, setGroup] = useState("");
  const id = useId();
  const chosen = staff.some((s) => String(s.id) === staffId) ? staffId : "";
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    recordDoorChange({ kind: "adultIn", rosterId, staffId: Number(chosen), groupName: group });
    setStaffId("");
  };
  return (
    <form method="post" onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-4 flex flex-col gap-2">
      <h3 id={`${id}-title`} className={heading}>
        Check in staff
      </h3>
      {staff.length === 0 ? (
        <p className="font-bold">Every active staff member is checked in.</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-[2fr_2fr_auto] sm:items-end">
          <Labeled id={`${id}-who`} label="Who">
            <select id={`${id}-who`} value={chosen} onChange={(e) => setStaffId(e.target.value)} className={`${control} w-full`} required>
              <option value="">Choose a staff member</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({STAFF_ROLE_NAMES[s.role]})
                </option>
              ))}
            </select>
          </Labeled>
          <Labeled id={`${id}-group`} label="Group">
            <GroupChoice id={`${id}-group`} value={group} onChange={setGroup} choices={choices} />
          </Labeled>
          <button type="submit" className={`${action} bg-green-700 text-white`} disabled={!chosen}>
            Check in
          </button>
        </div>
      )}
    </form>
  );
}

/**
 * Whose door code `typed` is: the same check as a family's pickup code, on this device, offline
 * too. The device holds part of each check (decision 0057), so a code that fits two people names neither.
 */
async function staffWithCode(typed: string, staffList: readonly DayStaff[]) {
  const matches = await Promise.all(staffList.map((member) => checkPickupCode(typed, member.codeCheck)));
  return matches.filter(Boolean).length === 1 ? staffList[matches.indexOf(true)] : null;
}

/**
 * A staff member checks themselves in with their group, or out, with their own code. It names one
 * person, as the lead choosing them from the list does; it opens nothing else on the device.
 */
function DoorCodeCheckIn({
  rosterId,
  adults,
  staffList,
  choices,
}: {
  rosterId: number;
  adults: readonly OnSiteAdult[];
  staffList: readonly DayStaff[];
  choices: string[];
}) {
  const [code, setCode] = useState("");
  const [group, setGroup] = useState("");
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const leaving = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value") === "out";
    const member = await staffWithCode(code, staffList);
    setCode("");
    if (!member) return setAnswer({ ok: false, text: "That code is not a door code of today's staff. Try again, or ask the lead to choose you below." });
    const person = `staff:${member.id}`;
    const here = adults.find((a) => a.person === person);
    if (leaving) {
      if (!here) return setAnswer({ ok: false, text: `${member.name} is not checked in.` });
      recordDoorChange({ kind: "adultOut", rosterId, person });
      return setAnswer({ ok: true, text: `${member.name} checked out.` });
    }
    if (here) return setAnswer({ ok: false, text: `${member.name} is already checked in (${groupLabel(here.group)}).` });
    recordDoorChange({ kind: "adultIn", rosterId, staffId: member.id, groupName: group });
    setAnswer({ ok: true, text: `${member.name} checked in: ${groupLabel(group)}.` });
  };
  return (
    <form
      method="post"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-lg border-2 border-slate-400 p-2"
    >
      <h3 id={`${id}-title`} className={heading}>
        Staff: your door code
      </h3>
      <div className="grid gap-2 sm:grid-cols-[1fr_2fr_auto_auto] sm:items-end">
        <Labeled id={`${id}-code`} label="Door code">
          <input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            // Dots as a password field shows, without the browser offering to save a password for the door.
            className={`${control} w-full [-webkit-text-security:disc]`}
          />
        </Labeled>
        <Labeled id={`${id}-group`} label="Group">
          <GroupChoice id={`${id}-group`} value={group} onChange={setGroup} choices={choices} />
        </Labeled>
        <button type="submit" value="in" className={`${action} bg-green-700 text-white`}>
          Check me in
        </button>
        <button type="submit" value="out" className={`${action} border-sky-800 bg-sky-800 text-white`}>
          Check me out
        </button>
      </div>
      <p role={answer?.ok === false ? "alert" : "status"} className={`font-bold ${answer?.ok === false ? "text-red-800" : "text-green-800"}`}>
        {answer?.text ?? ""}
      </p>
    </form>
  );
}

function VisitorSignIn({ rosterId, choices }: { rosterId: number; choices: string[] }) {
  const [name, setName] = useState("");
  const [reason, setReason] = useState("");
  const [group, setGroup] = useState("");
  // A visitor gives a name and a reason, both: the form says which is missing (the server refuses it too).
  const [missing, setMissing] = useState<"name" | "reason" | null>(null);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = !name.trim() ? "name" : !reason.trim() ? "reason" : null;
    setMissing(problem);
    if (problem) return void document.getElementById(`${id}-${problem}`)?.focus();
    recordDoorChange({ kind: "adultIn", rosterId, visitor: { name: name.trim(), reason: reason.trim() }, groupName: group });
    setName("");
    setReason("");
  };
  const invalid = (field: "name" | "reason") => (missing === field ? { "aria-invalid": true, "aria-describedby": `${id}-problem` } : {});
  return (
    <form method="post" noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="mt-4 flex flex-col gap-2">
      <h3 id={`${id}-title`} className={heading}>
        Sign in a visitor
      </h3>
      <p className="text-sm">A parent helper, an inspector, a delivery: their name and the reason for the visit. Visitors never count toward a ratio.</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Labeled id={`${id}-name`} label="Name">
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={100}
            required
            className={`${control} w-full`}
            {...invalid("name")}
          />
        </Labeled>
        <Labeled id={`${id}-reason`} label="Reason">
          <input
            id={`${id}-reason`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={200}
            required
            className={`${control} w-full`}
            {...invalid("reason")}
          />
        </Labeled>
        <Labeled id={`${id}-group`} label="With group">
          <GroupChoice id={`${id}-group`} value={group} onChange={setGroup} choices={choices} />
        </Labeled>
        <button type="submit" className={`${action} self-end bg-green-700 text-white`}>
          Sign in
        </button>
      </div>
      <p id={`${id}-problem`} role="alert" className="font-bold text-red-800">
        {missing === "name" ? VISITOR_NAME_NEEDED : missing === "reason" ? VISITOR_REASON_NEEDED : ""}
      </p>
    </form>
  );
}

/** A label above its control (not around it: the control's name is the label alone). */
function Labeled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {children}
    </div>
  );
}
