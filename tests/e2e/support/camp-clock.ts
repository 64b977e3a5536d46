// The camp's day and time of day (its own time zone, from app/lib/camp-dates.ts), for journeys
// that put a date or a time on a roster or set the browser's clock: the door app's time alerts
// open a dialog 15 to 20 minutes before a pickup or medication time, so a journey's outcome must
// not depend on when it happens to run.
import { addDays, campTimeToInstant, campToday as campDate } from "../../../app/lib/camp-dates";
import { formatClock } from "../../../app/lib/format";
import { copyrightYear, schoolYearFall } from "../../../app/lib/season-words";

/** Today's camp date (YYYY-MM-DD), as the server and the door app count it. */
export const campToday = () => campDate();

/** The camp date `offset` days from today (-1 is yesterday). */
export const campDay = (offset: number) => addDays(campDate(), offset);

/** `time` (HH:MM) on the camp date `day`, as an instant. */
export const atCampTime = (day: string, time: string) => new Date(campTimeToInstant(day, time));

/**
 * The latest camp day on which `time` has already passed: today, or yesterday before then (a
 * journey run just after midnight). A journey that sets the browser's clock to `time` on this day
 * never dates a door change in the future, which the server refuses.
 */
export const dayWhenPast = (time: string) => (campTimeToInstant(campDate(), time) <= Date.now() - 60_000 ? campDate() : campDay(-1));

/** The camp's time of day `minutes` from now, as a note or medication says it ("3:45 pm"). */
export const campClockIn = (minutes: number) => formatClock(Date.now() + minutes * 60_000).toLowerCase();

/** The camper form's grade label, which names the fall that began this school year (app/lib/season-words.ts). */
export const gradeLabel = () => `Grade (Fall ${schoolYearFall(campDate())}) *`;

/** The footer's "© 2026 Camp Sarraka": the year it is in the camp. */
export const copyrightLine = () => `© ${copyrightYear(campDate())} Camp Sarraka`;
