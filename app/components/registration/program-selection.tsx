// Step 3: the sessions the server offers for this camper's age group, by date and then site,
// with before and after care and the price the server will charge.
import { useState } from "react";
import type { FetcherWithComponents } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import {
  ageGroupForGrade,
  campDayShort,
  campDayTitle,
  formatDollars,
  sessionsForGrade,
  siteWithAgeGroups,
  registrationTotalCents,
  type Location,
} from "~/lib/registration-rules";
import type { OfferedSession } from "~/server/family/family-registrations.server";
import type { CamperValues } from "./registration-wizard";

function groupByDateAndLocation(sessions: OfferedSession[]) {
  const days = new Map<string, Map<Location, OfferedSession[]>>();
  for (const session of sessions) {
    const day = days.get(session.startDate) ?? new Map<Location, OfferedSession[]>();
    day.set(session.location, [...(day.get(session.location) ?? []), session]);
    days.set(session.startDate, day);
  }
  return [...days.entries()];
}

export function ProgramSelection({
  sessions,
  camperValues,
  camperId,
  fetcher,
  onBack,
}: {
  sessions: OfferedSession[];
  camperValues: CamperValues;
  camperId: number | null;
  fetcher: FetcherWithComponents<unknown>;
  onBack: () => void;
}) {
  const ageGroup = ageGroupForGrade(camperValues.grade ?? "");
  // The server enforces the same rule (sessionRefusalForGrade): the camper's age group, and FLC for K-2 only.
  const offered = sessionsForGrade(sessions, camperValues.grade ?? "");
  const days = groupByDateAndLocation(offered);
  const camperName = `${camperValues.firstName} ${camperValues.lastName}`;

  return (
    <section className="grid gap-8">
      {days.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center">
            <h2 className="text-2xl font-extrabold text-sea-900">No Camp Days Available</h2>
            <p className="mt-2 text-muted">There are no upcoming camp days open for campers in the {ageGroup} group right now. Please check back soon.</p>
          </CardContent>
        </Card>
      ) : (
        days.map(([day, locations]) => {
          const price = locations.values().next().value?.[0]?.program.pricePerWeekCents ?? 0;
          return (
            <div key={day} className="grid gap-4">
              <div>
                <h2 className="text-2xl font-extrabold text-sea-900">{campDayTitle(day)} Camp Options</h2>
                <p className="mt-1 text-muted">
                  Each session is {formatDollars(price)} per day. Choose a location for {camperName} ({ageGroup}).
                </p>
              </div>
              <div className="grid gap-4 md:grid-cols-2">
                {[...locations.entries()].flatMap(([location, list]) =>
                  list.map((session) => (
                    <LocationCard
                      key={session.id}
                      day={day}
                      location={location}
                      session={session}
                      camperName={camperName}
                      camperId={camperId}
                      camperValues={camperValues}
                      fetcher={fetcher}
                    />
                  )),
                )}
              </div>
            </div>
          );
        })
      )}
      <div>
        <Button variant="outline" onClick={onBack}>
          Back
        </Button>
      </div>
    </section>
  );
}

function LocationCard({
  day,
  location,
  session,
  camperName,
  camperId,
  camperValues,
  fetcher,
}: {
  day: string;
  location: Location;
  session: OfferedSession;
  camperName: string;
  camperId: number | null;
  camperValues: CamperValues;
  fetcher: FetcherWithComponents<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [beforeCare, setBeforeCare] = useState(false);
  const [afterCare, setAfterCare] = useState(false);
  const title = `${campDayShort(day)} - ${siteWithAgeGroups(location, { only: "Only" })}`;
  const total = registrationTotalCents(session.program, { beforeCare, afterCare });
  const care = formatDollars(session.program.careAddOnCents);
  const opensNow = session.allowImmediateRegistration && session.seatsTaken < session.capacity;
  const busy = fetcher.state !== "idle";
  const panelId = `session-${session.id}-options`;

  return (
    <Card data-testid="location-card">
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <p className="text-sm text-muted">{opensNow ? "Open for registration" : "Waitlist: the camp office will contact you"}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button variant={open ? "ghost" : "secondary"} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          {open ? "Hide options" : "View options"}
        </Button>
        {open ? (
          <fetcher.Form method="post" id={panelId} className="grid gap-4">
            {Object.entries(camperValues).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {camperId ? <input type="hidden" name="camperId" value={camperId} /> : null}
            <input type="hidden" name="sessionId" value={session.id} />
            <input type="hidden" name="intent" value="register" />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-sea-50 p-4 text-sm">
              <dt className="font-bold">Camper</dt>
              <dd>{camperName}</dd>
              <dt className="font-bold">Session</dt>
              <dd>{session.name}</dd>
              <dt className="font-bold">Camp day</dt>
              <dd>{campDayShort(day)}, 9:00 AM – 4:00 PM</dd>
            </dl>
            <CareChoice name="beforeCare" label="Before Care" hours="7:00-9:00 AM" price={care} checked={beforeCare} onChange={setBeforeCare} />
            <CareChoice name="afterCare" label="After Care" hours="4:00-6:00 PM" price={care} checked={afterCare} onChange={setAfterCare} />
            <p className="text-lg font-extrabold text-sea-900">Total: {formatDollars(total)}</p>
            <Button type="submit" disabled={busy}>
              {busy ? "Submitting…" : "Select This Session"}
            </Button>
          </fetcher.Form>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** One care add-on's checkbox, with its hours and price. */
function CareChoice({
  name,
  label,
  hours,
  price,
  checked,
  onChange,
}: {
  name: "beforeCare" | "afterCare";
  label: string;
  hours: string;
  price: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} className="mt-0.5 size-6 accent-teal-600" />
      <span>
        <span className="font-bold">{label}</span> ({hours}) +{price}
      </span>
    </label>
  );
}
