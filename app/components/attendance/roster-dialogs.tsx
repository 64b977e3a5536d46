import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { CsvImportDialog } from "./dialogs";
import type { DoorDialog } from "./door-toolbar";
import { control } from "./door-styles";
import { AllergySheetPrint, EmergencySheetPrint, GroupRostersPrint, PrintRoot } from "./print-views";

type Roster = Parameters<typeof GroupRostersPrint>[0]["session"] & { id: number; date: string; title: string };
type Rows = Parameters<typeof EmergencySheetPrint>[0]["rows"];

/** The imports and the print previews of an open roster. */
export function RosterDialogs({
  roster,
  rows,
  dialog,
  setDialog,
}: {
  roster: Roster;
  rows: Rows;
  dialog: DoorDialog | null;
  setDialog: (dialog: DoorDialog | null) => void;
}) {
  const [uucaGroupCount, setUucaGroupCount] = useState<"2" | "3">("3");
  return (
    <>
      <CsvImportDialog
        open={dialog === "importNames"}
        onOpenChange={(o) => setDialog(o ? "importNames" : null)}
        intent="importNames"
        title="Import Names"
        description="A CSV with columns name, nickname, group, allergies, medications, after_care, parent_phone, notes, or a cabin list. Nothing is imported if any row is wrong."
        submitLabel="Import"
        hidden={{ sessionId: roster.id }}
      />
      <CsvImportDialog
        open={dialog === "smartImport"}
        onOpenChange={(o) => setDialog(o ? "smartImport" : null)}
        intent="smartImport"
        title="Smart Import"
        description="Fills the FLC and UUCA sessions of this date from a cabin list and places campers in groups by age."
        submitLabel="Smart Import"
        allowEmpty
        hidden={{ sessionId: roster.id, date: roster.date, title: roster.title, uucaGroupCount }}
      >
        <div>
          <label htmlFor="smart-date" className="font-bold">
            Date
          </label>
          <input id="smart-date" readOnly value={roster.date} className={`${control} w-full bg-slate-100`} />
        </div>
        <fieldset className="flex gap-2">
          <legend className="mb-1 font-bold">UUCA groups</legend>
          {(["2", "3"] as const).map((n) => (
            <label
              key={n}
              className="flex min-h-12 flex-1 items-center gap-2 rounded-lg border-2 border-slate-900 px-3 font-bold has-[:checked]:bg-slate-900 has-[:checked]:text-white"
            >
              <input type="radio" checked={uucaGroupCount === n} onChange={() => setUucaGroupCount(n)} className="size-5" />
              {n === "2" ? "2 groups (Sea Otters, Bull Sharks)" : "3 groups (adds Beluga Whales)"}
            </label>
          ))}
        </fieldset>
      </CsvImportDialog>
      <CsvImportDialog
        open={dialog === "importMedical"}
        onOpenChange={(o) => setDialog(o ? "importMedical" : null)}
        intent="importMedical"
        title="Import Medical"
        description={`The nurse's medical CSV. Campers are matched by name across both sites on ${roster.date}.`}
        submitLabel="Import Medical"
        hidden={{ sessionId: roster.id }}
      />
      <PrintPreview open={dialog === "printGroups"} onOpenChange={(o) => setDialog(o ? "printGroups" : null)} title="Print Group Rosters">
        <GroupRostersPrint session={roster} rows={rows} />
      </PrintPreview>
      <PrintPreview open={dialog === "printAllergy"} onOpenChange={(o) => setDialog(o ? "printAllergy" : null)} title="Print Allergy Sheet">
        <AllergySheetPrint session={roster} rows={rows} />
      </PrintPreview>
      <PrintPreview open={dialog === "printEmergency"} onOpenChange={(o) => setDialog(o ? "printEmergency" : null)} title="Print Emergency Sheet">
        <EmergencySheetPrint session={roster} rows={rows} />
      </PrintPreview>
    </>
  );
}

function PrintPreview({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-4xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          <div className="max-h-[60dvh] overflow-auto rounded border-2 border-slate-400 bg-white p-4" data-testid="print-preview">
            {children}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {open ? <PrintRoot>{children}</PrintRoot> : null}
    </>
  );
}
