// The camp's day and time of day in its own time zone (America/New_York, EST or EDT), for journeys
// that set the browser's clock: the door app's time alerts open a dialog 15 to 20 minutes before a
// pickup or medication time, so a journey's outcome must not depend on when it happens to run.

/** Today's camp date (YYYY-MM-DD), as the server and the door app count it. */
export const campToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/** `time` (HH:MM) on the camp date `day`, as an instant. */
export function atCampTime(day: string, time: string) {
  const offset = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", timeZoneName: "longOffset" })
    .formatToParts(new Date(`${day}T12:00:00Z`))
    .find((p) => p.type === "timeZoneName")!
    .value.replace("GMT", "");
  return new Date(`${day}T${time}:00${offset}`);
}
