// The waitlist, by camp day, then age group, then each session's own queue (FLC and UUCA on one
// day are two queues, each numbered from 1). View Profile opens the camper's full registration;
// Enroll moves the camper into the session when a seat is free and e-mails the parent the
// payment link.
import type { Waitlist, WaitlistEntry } from "~/server/admin/waitlist.server";
import { gradeLabel } from "~/lib/registration-rules";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import type { RegistrationDetail } from "~/server/admin/registrations.server";
import { formatDay, formatInstant, formatMoney } from "./admin-api";
import { RegistrationDetails } from "./registration-details";
import { useAdminPost } from "./use-admin-post";
import { useOpenedId } from "./use-opened-id";

export function WaitlistTab({ waitlist: data, detail }: { waitlist: Waitlist; detail: RegistrationDetail | null }) {
  const [profile, setProfile] = useOpenedId("view");
  // Posted from the tab, not the row: an enrolled camper's row leaves the list before the answer
  // is told.
  const enrollment = useAdminPost();
  const days = Object.entries(data);

  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" className="text-2xl font-extrabold">
        Waitlist
      </h2>
      <p className="mt-1 text-muted">Campers waiting for a seat, in queue order. Enroll offers the seat and e-mails the parent a payment link.</p>
      {days.length === 0 ? (
        <Card className="mt-4 p-8 text-center text-muted">Nobody is on the waitlist.</Card>
      ) : (
        <div className="mt-4 grid gap-8">
          {days.map(([day, groups]) => (
            <section key={day} aria-labelledby={`waitlist-${day}`}>
              <h3 id={`waitlist-${day}`} className="text-xl font-extrabold">
                {formatDay(day)}
              </h3>
              <div className="mt-3 grid gap-5">
                {Object.entries(groups).map(([ageGroup, entries]) => (
                  <section key={ageGroup} aria-label={`${formatDay(day)}, age group ${ageGroup}`}>
                    <h4 className="mb-2 flex items-center gap-2 font-bold text-sea-800">
                      Age group {ageGroup} <Badge tone="blue">{entries.length} waiting</Badge>
                    </h4>
                    <div className="grid gap-4">
                      {sessionQueues(entries).map((queue) => (
                        <section key={queue[0].session.id} aria-label={`${queue[0].session.location} · ${queue[0].session.name} queue`}>
                          <h5 className="mb-2 text-sm font-bold text-muted">
                            {queue[0].session.location} · {queue[0].session.name}
                          </h5>
                          <ol className="grid gap-2">
                            {queue.map((entry) => (
                              <WaitlistRow
                                key={entry.registrationId}
                                entry={entry}
                                enrollment={enrollment}
                                onViewProfile={() => setProfile(entry.registrationId)}
                              />
                            ))}
                          </ol>
                        </section>
                      ))}
                    </div>
                  </section>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
      <RegistrationDetails registrationId={profile} detail={detail} title="Camper profile" onClose={() => setProfile(null)} />
    </section>
  );
}

/** The age group's entries as one queue per session (the server sends each session's entries together). */
function sessionQueues(entries: WaitlistEntry[]): WaitlistEntry[][] {
  const queues: WaitlistEntry[][] = [];
  for (const entry of entries) {
    const last = queues.at(-1);
    if (last && last[0].session.id === entry.session.id) last.push(entry);
    else queues.push([entry]);
  }
  return queues;
}

function WaitlistRow({ entry, enrollment, onViewProfile }: { entry: WaitlistEntry; enrollment: ReturnType<typeof useAdminPost>; onViewProfile: () => void }) {
  const { place } = entry;
  const { post, busy: enrolling } = enrollment;
  const name = `${entry.camper.firstName} ${entry.camper.lastName}`;
  const seatsLeft = Math.max(0, entry.session.maxCapacity - entry.session.seatsTaken);
  const { beforeCare, afterCare, beforeCareCents, afterCareCents } = entry.interestedSession;
  const care = [beforeCare && `Before care (+${formatMoney(beforeCareCents)})`, afterCare && `After care (+${formatMoney(afterCareCents)})`].filter(
    Boolean,
  ) as string[];

  // The payment link goes to the parent's address on the account, the one shown on the row.
  const enroll = () =>
    post(
      { intent: "enroll", camperId: entry.camper.id, sessionId: entry.session.id },
      {
        success: { title: "Camper Enrolled Successfully", description: `${name} has a seat. A payment link was e-mailed to ${entry.parent.email}.` },
        failure: "Enrollment Failed",
      },
    );

  return (
    <li>
      <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="waitlist-entry">
        <span
          data-testid="waitlist-place"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-sea-100 font-extrabold text-sea-900"
          aria-label={`Place ${place} in the queue`}
        >
          {place}
        </span>
        <div className="min-w-48 flex-1">
          <p className="font-bold text-ink">{name}</p>
          <p className="text-sm text-muted">
            {gradeLabel(entry.camper.grade)} · {entry.session.location} · {entry.session.name} · parent {entry.parent.firstName} {entry.parent.lastName} (
            {entry.parent.email})
          </p>
          <p className="text-sm text-muted">
            Signed up {formatInstant(entry.interestedSession.createdAt)}
            {care.length ? ` · ${care.join(" and ")}` : ""}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            {entry.camper.hasAllergies ? <Badge tone="red">Allergies</Badge> : null}
            {entry.camper.hasMedications ? <Badge tone="red">Medications</Badge> : null}
            {entry.camper.hasMedicalConditions ? <Badge tone="yellow">Medical conditions</Badge> : null}
            <Badge tone={seatsLeft > 0 ? "green" : "grey"}>{seatsLeft > 0 ? `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} free` : "Session full"}</Badge>
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onViewProfile} aria-label={`View profile of ${name}`}>
            View Profile
          </Button>
          <Button variant="teal" size="sm" onClick={enroll} disabled={enrolling} aria-label={`Enroll ${name}`}>
            {enrolling ? "Enrolling…" : "Enroll"}
          </Button>
        </div>
      </Card>
    </li>
  );
}
