// The camp clock the door's time alerts and row highlights follow.
import { useEffect, useState } from "react";
import { ALERT_CHECK_INTERVAL_MS } from "~/lib/attendance/time-events";
import { campWallClock } from "~/lib/format";

/** Minutes after midnight in the camp's time zone, and the camp day. */
export function campClock(now = new Date()) {
  const { day, minutes } = campWallClock(now);
  return { day, minutes };
}

/** The camp clock, refreshed every 60 s; null until the page runs in the browser. */
export function useCampClock() {
  const [clock, setClock] = useState<ReturnType<typeof campClock> | null>(null);
  useEffect(() => {
    setClock(campClock());
    const timer = setInterval(() => setClock(campClock()), ALERT_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return clock;
}
