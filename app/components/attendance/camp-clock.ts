// The camp clock the door's time alerts and row highlights follow.
import { useEffect, useState } from "react";
import { ALERT_CHECK_INTERVAL_MS } from "~/lib/attendance/time-events";
import { CAMP_TIME_ZONE } from "~/lib/camp-dates";

/** Minutes after midnight in the camp's time zone, and the camp day. */
export function campClock(now = new Date()) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: CAMP_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, minutes: Number(get("hour")) * 60 + Number(get("minute")) };
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
