// "Create ten weeks": a summer season of weekly sessions per site, with capacity, week price and
// care add-on (one program per site), in one action. FLC gets K-2 weeks only.
import { getFormProps } from "@conform-to/react";
import { addDays, campToday } from "~/lib/camp-dates";
import { comingSummerYear, mondayOnOrAfter, seasonFormSchema } from "~/lib/summer-season";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/checkbox-field";
import { TextField } from "~/components/ui/field";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { useAdminForm } from "./use-admin-form";
import { failedTo } from "~/lib/failure-message";
import { siteWithAgeGroups } from "~/lib/registration-rules";

export function SeasonDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create ten weeks</DialogTitle>
          <DialogDescription>
            A summer season: one session a week (Monday to Friday) for every age group each site takes. Faith Lutheran Church takes K-2 only.
          </DialogDescription>
        </DialogHeader>
        {open ? <SeasonForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SeasonForm({ onDone }: { onDone: () => void }) {
  const year = comingSummerYear(campToday());
  const firstMonday = mondayOnOrAfter(`${year}-06-01`);
  const { form, errorOf, saving } = useAdminForm({
    id: "season-new",
    schema: seasonFormSchema,
    success: "Summer weeks created!",
    failure: failedTo("create the weeks"),
    onSuccess: onDone,
  });
  return (
    <form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="create-season" />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Year" name="year" inputMode="numeric" defaultValue={String(year)} error={errorOf("year")} />
        <TextField label="First Monday" name="firstMonday" type="date" defaultValue={firstMonday} error={errorOf("firstMonday")} />
        <TextField label="Weeks" name="weeks" inputMode="numeric" defaultValue="10" error={errorOf("weeks")} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-bold">Sites</legend>
        <CheckboxField label="UUCA (K-2, 2-3 and 4+)" name="sites" value="UUCA" defaultChecked />
        <CheckboxField label={siteWithAgeGroups("FLC")} name="sites" value="FLC" defaultChecked />
        {errorOf("sites") ? <p className="text-sm font-semibold text-red-800">{errorOf("sites")}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Campers per session" name="capacity" inputMode="numeric" defaultValue="40" error={errorOf("capacity")} />
        <TextField label="Week price ($)" name="weekPrice" inputMode="decimal" defaultValue="450" error={errorOf("weekPrice")} />
        <TextField label="Before or after care, each ($ a week)" name="careAddOn" inputMode="decimal" defaultValue="75" error={errorOf("careAddOn")} />
      </div>
      <TextField
        label="Deferred payments due by (optional)"
        name="paymentDueDate"
        type="date"
        defaultValue={addDays(firstMonday, -14)}
        error={errorOf("paymentDueDate")}
      />
      <CheckboxField label="Open for registration (otherwise sign-ups join the waitlist for admin approval)" name="allowImmediateRegistration" />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Creating…" : "Create weeks"}
        </Button>
      </DialogFooter>
    </form>
  );
}
