// The waitlist, a page at a time (50 campers), by camp day, then age group, then each session's
// own queue (FLC and UUCA on one day are two queues, each numbered from 1 over the whole queue),
// searched by camper, parent or #number and filtered by site and session (all kept in the
// address, as the Registrations tab keeps its own). View Profile opens the camper's full
// registration; Enroll moves the camper into the session when a seat is free and e-mails the
// parent the payment link. Each row posts its own Enroll: only that row says "Enrolling…", and
// the answer changes that row (and the places and seats of its session's rows), nothing else.
import { memo, useCallback, useMemo, useState } from "react";
import { useNavigation } from "react-router";
import type { WaitlistEntry, WaitlistPage } from "~/server/admin/waitlist.server";
import type { RegistrationDetail } from "~/server/admin/office-registrations.server";
import { gradeLabel } from "~/lib/registration-rules";
import { LOCATION_NAMES, type Location } from "~/lib/vocabulary";
import { WAITLIST_SITE_FILTERS } from "~/lib/admin/waitlist-filters";
import { failedTo } from "~/lib/failure-message";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDay, formatInstant, formatMoney } from "./admin-api";
import { FilterSelect } from "./filter-select";
import { PageLinks } from "./page-links";
import { ListFilterBar, ShowingLine } from "./list-filter-bar";
import { RegistrationDetails } from "./registration-details";
import { useAddressFilters } from "./use-address-filters";
import { PostOnce } from "./post-once";
import { useOpenedId } from "./use-opened-id";
import { plural } from "~/lib/format";

type Props = WaitlistPage & { detail: RegistrationDetail | null };

const count = new Intl.NumberFormat("en-US");
const SITE_OPTIONS = WAITLIST_SITE_FILTERS.map((site) => ({ value: site, label: site === "all" ? "All sites" : LOCATION_NAMES[site as Location] }));

export function WaitlistTab({ filters, entries, total, page, pageCount, sessions, detail }: Props) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/waitlist";
  const { chosen, typeSearch, choose } = useAddressFilters(filters);
  const [profile, setProfile] = useOpenedId("view");
  const openProfile = useCallback((id: number) => setProfile(id), [setProfile]);
  const enrolled = useEnrolledOnPage(entries);
  const waitingAnywhere = sessions.length > 0;

  const sessionOptions = useMemo(
    () => [
      { value: "all", label: "All sessions" },
      ...sessions
        .filter((s) => chosen.site === "all" || s.location === chosen.site || String(s.id) === chosen.session)
        .map((s) => ({ value: String(s.id), label: `${formatDay(s.startDate)} · ${s.location} · ${s.name} (${count.format(s.waiting)} waiting)` })),
    ],
    [sessions, chosen.site, chosen.session],
  );

  return (
    <section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading" className="text-2xl font-extrabold">
        Waitlist
      </h2>
      <p className="mt-1 text-muted">Campers waiting for a seat, in queue order. Enroll offers the seat and e-mails the parent a payment link.</p>
      {!waitingAnywhere ? (
        <Card className="mt-4 p-8 text-center text-muted">Nobody is on the waitlist.</Card>
      ) : (
        <>
          <ListFilterBar
            className="mt-4"
            searchId="waitlist-search"
            placeholder="Camper, parent, e-mail or #number"
            search={chosen.search}
            onSearch={typeSearch}
          >
            <FilterSelect id="waitlist-site-filter" label="Site" value={chosen.site} options={SITE_OPTIONS} onChange={(v) => choose("site", v)} />
            <FilterSelect
              id="waitlist-session-filter"
              label="Session"
              className="w-72"
              value={chosen.session}
              options={sessionOptions}
              onChange={(v) => choose("session", v)}
            />
          </ListFilterBar>
          <ShowingLine shown={{ page, pageCount, total }} onPage={entries.length} noun="waiting camper" loading={loading} loadingText="Loading the waitlist…" />
          {entries.length === 0 ? (
            <Card className="mt-3 p-8 text-center text-muted">No waiting campers match these filters.</Card>
          ) : (
            <Queues entries={entries} sessions={sessions} enrolled={enrolled} onViewProfile={openProfile} />
          )}
          <PageLinks label="Pages of the waitlist" filters={filters} page={page} pageCount={pageCount} />
        </>
      )}
      <RegistrationDetails registrationId={profile} detail={detail} title="Camper profile" onClose={() => setProfile(null)} />
    </section>
  );
}

type Enrolled = ReturnType<typeof useEnrolledOnPage>;

/**
 * The campers enrolled from this page since it was read (registration id to session id): the
 * page is not read again after an Enroll, so the tab moves that session's places and seats itself.
 * A new page (another filter, a page link, a reload) starts again from what the server says.
 */
function useEnrolledOnPage(entries: WaitlistEntry[]) {
  const [state, setState] = useState({ entries, ids: new Map<number, number>() });
  const ids = state.entries === entries ? state.ids : null;
  const add = useCallback(
    (registrationId: number, sessionId: number) =>
      setState((current) => ({
        entries,
        ids: new Map(current.entries === entries ? current.ids : []).set(registrationId, sessionId),
      })),
    [entries],
  );
  return { ids: ids ?? new Map<number, number>(), add };
}

/** The page's entries by camp day, age group and session, in the order the server sent them. */
function Queues({
  entries,
  sessions,
  enrolled,
  onViewProfile,
}: {
  entries: WaitlistEntry[];
  sessions: WaitlistPage["sessions"];
  enrolled: Enrolled;
  onViewProfile: (id: number) => void;
}) {
  const waitingIn = new Map(sessions.map((s) => [s.id, s.waiting]));
  const days = groupBy(entries, (e) => e.session.startDate);
  return (
    <div className="mt-3 grid gap-8">
      {days.map((dayEntries) => {
        const day = dayEntries[0].session.startDate;
        return (
          <section key={day} aria-labelledby={`waitlist-${day}`}>
            <h3 id={`waitlist-${day}`} className="text-xl font-extrabold">
              {formatDay(day)}
            </h3>
            <div className="mt-3 grid gap-5">
              {groupBy(dayEntries, (e) => e.session.ageGroup).map((groupEntries) => {
                const ageGroup = groupEntries[0].session.ageGroup;
                return (
                  <section key={ageGroup} aria-label={`${formatDay(day)}, age group ${ageGroup}`}>
                    <h4 className="mb-2 font-bold text-sea-800">Age group {ageGroup}</h4>
                    <div className="grid gap-4">
                      {groupBy(groupEntries, (e) => e.session.id).map((queue) => (
                        <SessionQueue
                          key={queue[0].session.id}
                          queue={queue}
                          waiting={waitingIn.get(queue[0].session.id) ?? queue.length}
                          enrolled={enrolled}
                          onViewProfile={onViewProfile}
                        />
                      ))}
                    </div>
                  </section>
                );
              })}
            </div>
          </section>
        );
      })}
    </div>
  );
}

function SessionQueue({
  queue,
  waiting,
  enrolled,
  onViewProfile,
}: {
  queue: WaitlistEntry[];
  waiting: number;
  enrolled: Enrolled;
  onViewProfile: (id: number) => void;
}) {
  const session = queue[0].session;
  // Enrolled from this page: they leave the queue, the campers behind them move up, a seat is taken.
  const gone = queue.filter((e) => enrolled.ids.has(e.registrationId)).map((e) => e.place);
  const stillWaiting = waiting - gone.length;
  return (
    <section aria-label={`${session.location} · ${session.name} queue`}>
      <h5 className="mb-2 flex flex-wrap items-center gap-2 text-sm font-bold text-muted">
        {session.location} · {session.name} <Badge tone="blue">{count.format(stillWaiting)} waiting</Badge>
      </h5>
      <ol className="grid gap-2">
        {queue.map((entry) => {
          const isEnrolled = enrolled.ids.has(entry.registrationId);
          return (
            <WaitlistRow
              key={entry.registrationId}
              entry={entry}
              place={entry.place - gone.filter((p) => p < entry.place).length}
              seatsLeft={Math.max(0, session.maxCapacity - session.seatsTaken - gone.length)}
              enrolled={isEnrolled}
              onEnrolled={enrolled.add}
              onViewProfile={onViewProfile}
            />
          );
        })}
      </ol>
    </section>
  );
}

function groupBy<Key>(entries: WaitlistEntry[], keyOf: (entry: WaitlistEntry) => Key): WaitlistEntry[][] {
  const groups: WaitlistEntry[][] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && keyOf(last[0]) === keyOf(entry)) last.push(entry);
    else groups.push([entry]);
  }
  return groups;
}

type RowProps = {
  entry: WaitlistEntry;
  place: number;
  seatsLeft: number;
  enrolled: boolean;
  onEnrolled: (registrationId: number, sessionId: number) => void;
  onViewProfile: (id: number) => void;
};

// Memoised: a row renders again only when its own place, seats or answer change.
const WaitlistRow = memo(function WaitlistRow({ entry, place, seatsLeft, enrolled, onEnrolled, onViewProfile }: RowProps) {
  const [enrolling, setEnrolling] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const name = `${entry.camper.firstName} ${entry.camper.lastName}`;
  const { beforeCare, afterCare, beforeCareCents, afterCareCents } = entry.interestedSession;
  const care = [beforeCare && `Before care (+${formatMoney(beforeCareCents)})`, afterCare && `After care (+${formatMoney(afterCareCents)})`].filter(
    Boolean,
  ) as string[];

  const enroll = () => {
    setRefusal(null);
    setEnrolling(true);
  };

  return (
    <li>
      <Card className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="waitlist-entry">
        {enrolled ? (
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-teal-100 font-extrabold text-teal-900" aria-hidden="true">
            ✓
          </span>
        ) : (
          <span
            data-testid="waitlist-place"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-sea-100 font-extrabold text-sea-900"
            aria-label={`Place ${place} in the queue`}
          >
            {place}
          </span>
        )}
        <div className="min-w-48 flex-1">
          <p className="font-bold text-ink">{name}</p>
          <p className="text-sm text-muted">
            #{entry.registrationId} · {gradeLabel(entry.camper.grade)} · {entry.session.location} · {entry.session.name} · parent {entry.parent.firstName}{" "}
            {entry.parent.lastName} ({entry.parent.email})
          </p>
          <p className="text-sm text-muted">
            Signed up {formatInstant(entry.interestedSession.createdAt)}
            {care.length ? ` · ${care.join(" and ")}` : ""}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            {entry.camper.hasAllergies ? <Badge tone="red">Allergies</Badge> : null}
            {entry.camper.hasMedications ? <Badge tone="red">Medications</Badge> : null}
            {entry.camper.hasMedicalConditions ? <Badge tone="yellow">Medical conditions</Badge> : null}
            {enrolled ? null : <Badge tone={seatsLeft > 0 ? "green" : "grey"}>{seatsLeft > 0 ? `${plural(seatsLeft, "seat")} free` : "Session full"}</Badge>}
          </div>
          {enrolled ? (
            <p className="mt-1 text-sm font-bold text-teal-800" data-testid="waitlist-enrolled">
              Enrolled: a payment link was e-mailed to {entry.parent.email}.
            </p>
          ) : refusal ? (
            <p className="mt-1 text-sm font-bold text-coral-700">Not enrolled: {refusal}</p>
          ) : null}
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => onViewProfile(entry.registrationId)} aria-label={`View profile of ${name}`}>
            View Profile
          </Button>
          {enrolled ? null : (
            <Button variant="teal" size="sm" onClick={enroll} disabled={enrolling} aria-label={`Enroll ${name}`}>
              {enrolling ? "Enrolling…" : "Enroll"}
            </Button>
          )}
        </div>
        {enrolling ? (
          <EnrollPost
            entry={entry}
            name={name}
            onAnswer={(message) => {
              if (message === null) onEnrolled(entry.registrationId, entry.session.id);
              else setRefusal(message);
            }}
            onDone={() => setEnrolling(false)}
          />
        ) : null}
      </Card>
    </li>
  );
});

/** One row's Enroll on its way (post-once.ts). `onAnswer(null)` when enrolled, else the reason. */
function EnrollPost({ entry, name, onAnswer, onDone }: { entry: WaitlistEntry; name: string; onAnswer: (refusal: string | null) => void; onDone: () => void }) {
  // The payment link goes to the parent's address on the account, the one shown on the row.
  return (
    <PostOnce
      fields={{ intent: "enroll", camperId: entry.camper.id, sessionId: entry.session.id }}
      notes={{
        success: { title: "Camper Enrolled Successfully", description: `${name} has a seat. A payment link was e-mailed to ${entry.parent.email}.` },
        failureTitle: "Enrollment Failed",
        failure: failedTo("enroll camper"),
        onSuccess: () => onAnswer(null),
        onFailure: (message) => onAnswer(message || failedTo("enroll camper")),
      }}
      onDone={onDone}
    />
  );
}
