// /account/pickup: the family's code, then each camper with the adults who may pick them up.
// Every form posts to the page's action (photos as multipart); a saved form says so and the list
// reads again.
import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Field, Input, TextField } from "~/components/ui/field";
import type { PickupActionResult } from "~/routes/account-pickup";
import type { FamilyPickup } from "~/server/pickup/authorized-adults.server";
import { AdultPhoto } from "./adult-photo";
import { PickupCodeCard } from "./pickup-code-card";
import { RegisterFirst } from "~/components/family/register-first";

type Camper = FamilyPickup["campers"][number];
type Adult = Camper["adults"][number];

export function FamilyPickupPage({ pickupCode, campers }: FamilyPickup) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Authorized Pickup</h1>
          <p className="mt-1 max-w-prose text-muted">
            Counselors hand your camper only to the adults listed here, or to someone who gives your family's pickup code. Add a photo so they can recognize
            each person at the door.
          </p>
        </div>
        <Link to="/" className={buttonClasses("outline")}>
          Return to Dashboard
        </Link>
      </div>
      <div className="mt-8">
        <PickupCodeCard code={pickupCode} />
      </div>
      {campers.length === 0 ? (
        <RegisterFirst message="No campers yet" className="mt-8" />
      ) : (
        campers.map((camper) => <CamperPickup key={camper.id} camper={camper} />)
      )}
    </main>
  );
}

function CamperPickup({ camper }: { camper: Camper }) {
  const name = `${camper.firstName} ${camper.lastName}`;
  const headingId = `pickup-camper-${camper.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="pickup-camper" data-camper={name}>
      <h2 id={headingId} className="text-2xl font-extrabold text-sea-900">
        {name}
      </h2>
      {camper.pickupNotes ? (
        <p className="mt-2 rounded-xl bg-sun-50 p-3 text-sm text-sea-950">
          <span className="font-bold">From your registration form:</span> {camper.pickupNotes}
          <span className="block text-muted">Counselors see this note, but only the people listed below can be chosen at check-out.</span>
        </p>
      ) : null}
      {camper.adults.length === 0 ? (
        <p className="mt-3 font-semibold text-sea-900">No authorized adults yet. Add everyone who may pick {camper.firstName} up.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {camper.adults.map((adult) => (
            <li key={adult.id}>
              <AdultCard adult={adult} />
            </li>
          ))}
        </ul>
      )}
      <AddAdult camper={camper} />
    </section>
  );
}

function AdultCard({ adult }: { adult: Adult }) {
  const [editing, setEditing] = useState(false);
  const remove = useFetcher<PickupActionResult>();
  const editButton = useRef<HTMLButtonElement>(null);
  return (
    <Card data-testid="authorized-adult">
      <CardContent className="flex flex-wrap items-center gap-4 pt-6">
        <AdultPhoto adult={adult} />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-extrabold break-words text-sea-900">{adult.name}</p>
          <p className="text-sm text-muted">
            {adult.relationship} · <a href={`tel:${adult.phone.replace(/[^\d+]/g, "")}`}>{adult.phone}</a>
          </p>
        </div>
        <div className="flex gap-2 max-sm:basis-full max-sm:justify-end">
          <Button ref={editButton} variant="outline" aria-expanded={editing} onClick={() => setEditing(!editing)} aria-label={`Edit ${adult.name}`}>
            Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" className="text-red-800" aria-label={`Remove ${adult.name}`}>
                Remove
              </Button>
            }
            title={`Remove ${adult.name}?`}
            description="They will no longer be able to pick up this camper."
            confirmLabel="Remove"
            onConfirm={() => remove.submit({ intent: "remove", adultId: adult.id }, { method: "post" })}
          />
        </div>
        {editing ? (
          <div className="basis-full">
            <AdultForm
              intent="edit"
              adult={adult}
              submitLabel="Save changes"
              onDone={() => {
                setEditing(false);
                editButton.current?.focus();
              }}
            />
          </div>
        ) : null}
        {remove.data && !remove.data.ok ? (
          <p role="alert" className="basis-full text-sm font-semibold text-red-800">
            {remove.data.message}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function AddAdult({ camper }: { camper: Camper }) {
  return (
    <Card className="mt-4">
      <CardHeader>
        <CardTitle as="h3">Add an adult who may pick up {camper.firstName}</CardTitle>
      </CardHeader>
      <CardContent>
        <AdultForm intent="add" camperId={camper.id} submitLabel="Add to pickup list" />
      </CardContent>
    </Card>
  );
}

function AdultForm({
  intent,
  adult,
  camperId,
  submitLabel,
  onDone,
}: {
  intent: "add" | "edit";
  adult?: Adult;
  camperId?: number;
  submitLabel: string;
  onDone?: () => void;
}) {
  const fetcher = useFetcher<PickupActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  useEffect(() => {
    if (!result?.ok) return;
    form.current?.reset();
    onDone?.();
    // Only a new answer resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  const prefix = adult ? `adult-${adult.id}` : `camper-${camperId}`;
  return (
    <fetcher.Form ref={form} method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {adult ? <input type="hidden" name="adultId" value={adult.id} /> : <input type="hidden" name="camperId" value={camperId} />}
      <TextField
        id={`${prefix}-name`}
        label="Full name"
        name="name"
        defaultValue={adult?.name}
        autoComplete="off"
        required
        maxLength={120}
        error={errors.name?.[0]}
      />
      <TextField
        id={`${prefix}-relationship`}
        label="Relationship"
        hint="Grandparent, neighbor, nanny…"
        name="relationship"
        defaultValue={adult?.relationship}
        required
        maxLength={60}
        error={errors.relationship?.[0]}
      />
      <TextField
        id={`${prefix}-phone`}
        label="Phone"
        name="phone"
        type="tel"
        defaultValue={adult?.phone}
        autoComplete="off"
        required
        maxLength={40}
        error={errors.phone?.[0]}
      />
      <Field id={`${prefix}-photo`} label="Photo (optional)" hint="JPEG, PNG or WebP, up to 5 MB. Only you and camp staff see it." error={errors.photo?.[0]}>
        {(control) => <Input {...control} name="photo" type="file" accept="image/jpeg,image/png,image/webp" className="h-auto py-2" />}
      </Field>
      {adult?.photoUrl ? (
        <label className="flex min-h-11 items-center gap-2 font-semibold text-sea-900">
          <input type="checkbox" name="removePhoto" className="size-5" /> Remove the current photo
        </label>
      ) : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" variant={intent === "add" ? "primary" : "secondary"} disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving…" : submitLabel}
        </Button>
        {onDone ? (
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <p role={result && !result.ok ? "alert" : "status"} className={`text-sm font-semibold ${result?.ok ? "text-teal-800" : "text-red-800"}`}>
          {result ? result.message : ""}
        </p>
      </div>
    </fetcher.Form>
  );
}
