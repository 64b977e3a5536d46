// Printable group rosters (one group per page, rows sharing 648 px) and the allergy sheet.
// The same markup is shown in the preview dialog and, through a portal, in #print-root,
// the only thing a printer sees (see door.css).
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { countCampers, formatAgesInNotes } from "~/lib/attendance/display";
import { allergySheetRows, groupsForPrint, mayPickUp, printFontSize, printRowHeight } from "~/lib/attendance/print";
import { cannotHavePrize, hasMedicalFlag, PRIZE_CONFLICT_BADGE } from "~/lib/attendance/prize";
import type { RosterEntryFields } from "~/lib/attendance/roster-entry-schema";
import { formatClock } from "~/lib/format";

// What a printer sees is in ./door.css (with a preview open, only #print-root prints).

type PrintRow = Omit<RosterEntryFields, "parentPhone"> & {
  id: number;
  attendanceRecord: { checkedIn: boolean; checkedOut: boolean };
};
type PrintSession = { title: string; date: string; location: string; dailyPrize: string };

function heading(s: PrintSession) {
  return `${s.title} · ${s.date} · ${s.location === "FLC" ? "Faith Lutheran Church (FLC)" : "UUCA"}`;
}

export function GroupRostersPrint({ session, rows }: { session: PrintSession; rows: PrintRow[] }) {
  return (
    <div>
      {groupsForPrint(rows).map((group) => {
        const rowHeight = printRowHeight(group.campers.length);
        const fontSize = printFontSize(rowHeight);
        return (
          <section key={group.groupName} className="print-page mb-8 bg-white text-black" aria-label={`${group.groupName} roster`}>
            <h2 className="text-2xl font-black">{group.groupName}</h2>
            <p className="mb-2 font-bold">
              {heading(session)} · {countCampers(group.campers.length)}
            </p>
            <table className="print-table w-full border-collapse text-left" style={{ fontSize }}>
              <thead>
                <tr style={{ height: rowHeight }}>
                  <th className="border border-black px-1">Name</th>
                  <th className="border border-black px-1">In</th>
                  <th className="border border-black px-1">Out</th>
                  <th className="border border-black px-1">Allergies / medications</th>
                  <th className="border border-black px-1">Notes</th>
                </tr>
              </thead>
              <tbody>
                {group.campers.map((c) => (
                  <tr key={c.id} style={{ height: rowHeight }} data-testid="print-row">
                    <td className="border border-black px-1 font-bold">
                      {c.camperName}
                      {c.nickname ? ` (${c.nickname})` : ""}
                      {c.afterCare ? " · AC" : ""}
                    </td>
                    <td className="w-10 border border-black px-1">{c.attendanceRecord.checkedIn ? "✓" : ""}</td>
                    <td className="w-10 border border-black px-1">{c.attendanceRecord.checkedOut ? "✓" : ""}</td>
                    <td className="border border-black px-1 font-bold">{[c.allergies, c.medications].filter(hasMedicalFlag).join(" / ")}</td>
                    <td className="border border-black px-1">{formatAgesInNotes(c.notes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>
  );
}

export function AllergySheetPrint({ session, rows }: { session: PrintSession; rows: PrintRow[] }) {
  const flagged = allergySheetRows(rows);
  return (
    <section className="print-page bg-white text-black" aria-label="Allergy sheet">
      <h2 className="text-2xl font-black">Allergy &amp; Medication Sheet</h2>
      <p className="mb-1 font-bold">{heading(session)}</p>
      {session.dailyPrize ? <p className="mb-2">Daily prize: {session.dailyPrize}</p> : null}
      {flagged.length === 0 ? (
        <p>No campers on this roster have allergies or medications listed.</p>
      ) : (
        <table className="print-table w-full border-collapse text-left text-sm">
          <thead>
            <tr>
              <th className="border border-black px-1">Name</th>
              <th className="border border-black px-1">Group</th>
              <th className="border border-black px-1">Allergies</th>
              <th className="border border-black px-1">Medications</th>
              <th className="border border-black px-1">Prize</th>
            </tr>
          </thead>
          <tbody>
            {flagged.map((c) => (
              <tr key={c.id} data-testid="allergy-row">
                <td className="border border-black px-1 py-1 font-bold">{c.camperName}</td>
                <td className="border border-black px-1 py-1">{c.groupName || "No group"}</td>
                <td className="border border-black px-1 py-1 font-bold">{hasMedicalFlag(c.allergies) ? c.allergies : ""}</td>
                <td className="border border-black px-1 py-1">{hasMedicalFlag(c.medications) ? c.medications : ""}</td>
                <td className="border border-black px-1 py-1 font-black">{cannotHavePrize(session.dailyPrize, c.allergies) ? PRIZE_CONFLICT_BADGE : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** What the emergency sheet adds to a row: who to call and who may take the child. */
type EmergencyRow = PrintRow &
  Pick<RosterEntryFields, "parentPhone"> & { authorizedPickupPersons: string; authorizedAdults?: ReadonlyArray<{ name: string; phone: string }> };

/**
 * The emergency sheet: every child on site now (checked in, not checked out) by group, with the
 * guardian's phone, allergies, medication and the adults who may pick the child up; small type
 * so a day's site fits on as few sheets as possible.
 */
export function EmergencySheetPrint({ session, rows }: { session: PrintSession; rows: EmergencyRow[] }) {
  const here = groupsForPrint(rows.filter((r) => r.attendanceRecord.checkedIn && !r.attendanceRecord.checkedOut));
  const count = here.reduce((n, g) => n + g.campers.length, 0);
  return (
    <section className="print-page bg-white text-black" aria-label="Emergency sheet">
      <h2 className="text-2xl font-black">Emergency Sheet</h2>
      <p className="mb-2 font-bold">
        {heading(session)} · {countCampers(count)} on site · printed {formatClock(Date.now())}
      </p>
      {count === 0 ? (
        <p>No camper is checked in.</p>
      ) : (
        <table className="print-table w-full border-collapse text-left text-xs">
          <thead>
            <tr>
              <th className="border border-black px-1">Name</th>
              <th className="border border-black px-1">Group</th>
              <th className="border border-black px-1">Guardian phone</th>
              <th className="border border-black px-1">Allergies / medications</th>
              <th className="border border-black px-1">May pick up</th>
            </tr>
          </thead>
          <tbody>
            {here.flatMap((g) =>
              g.campers.map((c) => (
                <tr key={c.id} data-testid="emergency-row">
                  <td className="border border-black px-1 font-bold">{c.camperName}</td>
                  <td className="border border-black px-1">{g.groupName}</td>
                  <td className="border border-black px-1 whitespace-nowrap">{c.parentPhone}</td>
                  <td className="border border-black px-1 font-bold">{[c.allergies, c.medications].filter(hasMedicalFlag).join(" / ")}</td>
                  <td className="border border-black px-1">{mayPickUp(c.authorizedAdults ?? [], c.authorizedPickupPersons).join("; ")}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Renders `children` into #print-root at the end of <body>, the only thing that prints. */
export function PrintRoot({ children }: { children: React.ReactNode }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement("div");
    el.id = "print-root";
    document.body.appendChild(el);
    setHost(el);
    return () => {
      el.remove();
    };
  }, []);
  return host ? createPortal(children, host) : null;
}
