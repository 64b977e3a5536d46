// The Programs tab. The Add/Edit Program dialog (Radix Dialog, conform and the form's zod schema)
// loads on first use (ui/dialog-on-first-use.tsx): not with the tab.
import { useState } from "react";
import type { ProgramForApi } from "~/server/admin/programs.server";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DialogOnFirstUse } from "~/components/ui/dialog-on-first-use";
import { onFirstUse } from "~/components/ui/on-first-use";
import { formatMoney } from "./admin-api";

const programDialog = onFirstUse(() => import("./program-dialog").then((m) => m.ProgramDialog));
const reach = { onPointerEnter: programDialog.preload, onFocus: programDialog.preload };

export function ProgramsTab({ programs: data }: { programs: ProgramForApi[] }) {
  const [editing, setEditing] = useState<ProgramForApi | "new" | null>(null);
  return (
    <section aria-labelledby="programs-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="programs-heading" className="text-2xl font-extrabold">
          Programs
        </h2>
        <Button onClick={() => setEditing("new")} {...reach}>
          Add Program
        </Button>
      </div>
      {data.length === 0 ? (
        <Card className="mt-4 p-8 text-center text-muted">No programs created yet</Card>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {data.map((program) => (
            <li key={program.id}>
              <Card className="h-full" data-testid="program-card">
                <CardHeader>
                  <div className="flex items-start justify-between gap-3">
                    <CardTitle>{program.name}</CardTitle>
                    <Badge tone={program.isActive ? "green" : "grey"}>{program.isActive ? "Active" : "Inactive"}</Badge>
                  </div>
                </CardHeader>
                <CardContent className="grid gap-3">
                  <p className="text-muted">{program.description}</p>
                  <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                    <Fact label="Ages" value={program.ageGroup} />
                    <Fact label="Capacity" value={`${program.maxCapacity} per session`} />
                    <Fact label="Price" value={`${formatMoney(program.pricePerWeekCents)}/week`} />
                    <Fact label="Care add-on" value={`${formatMoney(program.careAddOnCents)} each`} />
                  </dl>
                  <div>
                    <Button variant="outline" size="sm" onClick={() => setEditing(program)} aria-label={`Edit ${program.name}`} {...reach}>
                      Edit
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <DialogOnFirstUse open={editing !== null} title={editing === "new" ? "Add Program" : "Edit Program"} onClose={() => setEditing(null)}>
        <programDialog.Part
          program={editing === "new" || editing === null ? undefined : editing}
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      </DialogOnFirstUse>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-bold text-sea-800">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
