// The Sessions tab. The Add/Edit Session and "Create ten weeks" dialogs (Radix Dialog, conform
// and the forms' zod schemas) load on first use (ui/dialog-on-first-use.tsx): not with the tab.
import { useState } from "react";
import type { CampSessionForAdmin } from "~/server/admin/camp-sessions.server";
import type { ProgramForApi } from "~/server/admin/programs.server";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Label } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import { DialogOnFirstUse } from "~/components/ui/dialog-on-first-use";
import { onFirstUse } from "~/components/ui/on-first-use";
import { formatDay } from "./admin-api";
import { useAdminPost } from "./use-admin-post";
import { failedTo } from "~/lib/failure-message";

const sessionDialog = onFirstUse(() => import("./session-dialog").then((m) => m.SessionDialog));
const seasonDialog = onFirstUse(() => import("./season-dialog").then((m) => m.SeasonDialog));
const reachSession = { onPointerEnter: sessionDialog.preload, onFocus: sessionDialog.preload };

export function SessionsTab({ sessions: data, programs }: { sessions: CampSessionForAdmin[]; programs: ProgramForApi[] }) {
  const [editing, setEditing] = useState<CampSessionForAdmin | "new" | null>(null);
  const [creatingSeason, setCreatingSeason] = useState(false);
  return (
    <section aria-labelledby="sessions-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions-heading" className="text-2xl font-extrabold">
          Sessions
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setCreatingSeason(true)} onPointerEnter={seasonDialog.preload} onFocus={seasonDialog.preload}>
            Create ten weeks
          </Button>
          <Button onClick={() => setEditing("new")} {...reachSession}>
            Add Session
          </Button>
        </div>
      </div>
      {data.length === 0 ? (
        <Card className="mt-4 p-8 text-center text-muted">No sessions created yet</Card>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} onEdit={() => setEditing(session)} />
            </li>
          ))}
        </ul>
      )}
      <DialogOnFirstUse open={creatingSeason} title="Create ten weeks" onClose={() => setCreatingSeason(false)}>
        <seasonDialog.Part open={creatingSeason} onOpenChange={setCreatingSeason} />
      </DialogOnFirstUse>
      <DialogOnFirstUse open={editing !== null} title={editing === "new" ? "Add Session" : "Edit Session"} onClose={() => setEditing(null)}>
        <sessionDialog.Part
          session={editing === "new" || editing === null ? undefined : editing}
          programs={programs}
          open={editing !== null}
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      </DialogOnFirstUse>
    </section>
  );
}

function SessionCard({ session, onEdit }: { session: CampSessionForAdmin; onEdit: () => void }) {
  // The switch answers at once; the server's answer confirms it or puts it back.
  const [open, setOpen] = useState(session.allowImmediateRegistration);
  const { post, busy: saving } = useAdminPost();
  const [syncedFrom, setSyncedFrom] = useState(session.allowImmediateRegistration);
  if (syncedFrom !== session.allowImmediateRegistration) {
    setSyncedFrom(session.allowImmediateRegistration);
    setOpen(session.allowImmediateRegistration);
  }
  const switchId = `session-open-${session.id}`;
  const full = session.currentEnrollment >= session.program.maxCapacity;

  function toggle(next: boolean) {
    setOpen(next);
    post(
      { intent: "switch-mode", id: session.id, allowImmediateRegistration: String(next) },
      {
        success: { title: "Session updated successfully!", description: `${session.name} is ${next ? "open for registration" : "waitlisted"}.` },
        failure: failedTo("update session"),
        onFailure: () => setOpen(!next),
      },
    );
  }

  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-testid="session-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-extrabold">{session.name}</h3>
        <Badge tone={session.isActive ? "green" : "grey"}>{session.isActive ? "Active" : "Inactive"}</Badge>
      </div>
      <p className="text-sm text-muted">
        {session.program.name} · {session.location} · {session.ageGroup}
        <br />
        {formatDay(session.startDate)}
        {session.endDate !== session.startDate ? ` – ${formatDay(session.endDate)}` : ""}
      </p>
      <p className="text-sm">
        <span className={`font-extrabold ${full ? "text-red-800" : "text-sea-900"}`}>
          {session.currentEnrollment} / {session.program.maxCapacity}
        </span>{" "}
        enrolled{session.waitlisted ? ` · ${session.waitlisted} on the waitlist` : ""}
      </p>
      <div className="flex items-center gap-3">
        <Switch id={switchId} checked={open} onCheckedChange={toggle} disabled={saving} />
        <Label htmlFor={switchId} className="text-sm">
          {open ? "Open for Registration" : "Waitlisted"}
          {open ? null : <span className="block font-semibold text-muted">(Admin approval required)</span>}
        </Label>
      </div>
      <div className="mt-auto">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${session.name}`} {...reachSession}>
          Edit
        </Button>
      </div>
    </Card>
  );
}
