// "Today at camp" on the parent's dashboard: each child's check-in and check-out times and who
// picked them up, read again every few seconds while the page is visible (a small no-store
// read, /account/today), so a counselor's tap shows here without a reload.
import { useEffect, useRef, useState } from "react";
import { Card, CardContent } from "~/components/ui/card";
import { formatClock } from "~/lib/format";
import type { CamperDay } from "~/server/pickup/family-day.server";

export const TODAY_REFRESH_MS = 3000;

type Today = { date: string; campers: CamperDay[] };

function useFamilyToday(initial: Today) {
  const [today, setToday] = useState(initial);
  const busy = useRef(false);
  useEffect(() => setToday(initial), [initial]);
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState !== "visible" || busy.current) return;
      busy.current = true;
      try {
        const response = await fetch("/api/pickup/today", { credentials: "same-origin", cache: "no-store" });
        if (response.ok) setToday((await response.json()) as Today);
      } catch {
        // A moment without the network: the next tick tries again.
      } finally {
        busy.current = false;
      }
    };
    const timer = setInterval(refresh, TODAY_REFRESH_MS);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, []);
  return today;
}

export function TodayAtCamp({ initial }: { initial: Today }) {
  const today = useFamilyToday(initial);
  if (today.campers.length === 0) return null;
  return (
    <section aria-labelledby="today-at-camp" className="mt-8">
      <h2 id="today-at-camp" className="text-2xl font-extrabold text-sea-900">
        Today at camp
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-live="polite">
        {today.campers.map((c) => (
          <li key={c.rosterEntryId}>
            <Card data-testid="camper-today" data-camper={c.camperName}>
              <CardContent className="pt-6">
                <p className="text-lg font-extrabold text-sea-900">
                  {c.camperName} <span className="text-sm font-semibold text-muted">at {c.location}</span>
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="font-bold text-muted">Checked in</dt>
                  <dd data-testid="checked-in-at">{c.checkedInAt ? formatClock(c.checkedInAt) : "Not yet"}</dd>
                  <dt className="font-bold text-muted">Checked out</dt>
                  <dd data-testid="checked-out-at">
                    {c.checkedOutAt ? (
                      <>
                        {formatClock(c.checkedOutAt)}
                        {c.pickedUpBy ? (
                          <span className="block break-words">
                            with {c.pickedUpBy}
                            {c.pickupRelationship ? ` (${c.pickupRelationship})` : ""}
                            {c.pickupMethod === "code" ? " (gave the family code)" : ""}
                          </span>
                        ) : null}
                      </>
                    ) : (
                      "Not yet"
                    )}
                  </dd>
                </dl>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
