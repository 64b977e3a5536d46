// Door-event kinds in SQL, written from the door's vocabulary (app/lib/attendance/door-events.ts)
// and never by hand in a statement: a renamed or misspelled kind then fails the typecheck instead
// of matching no row at run time. app/lib/one-home.test.ts holds every statement to this.
import { sql } from "drizzle-orm";
import { DOOR_EVENT_KINDS, type DoorEventKind } from "~/lib/attendance/door-events";

/** "'checkIn', 'undoCheckIn'": kinds as an SQL list for a statement written as a string (`kind IN (${kindList(...)})`). */
export function kindList(kinds: readonly DoorEventKind[]): string {
  // The type already says so; checked again because the names are pasted into the statement.
  const unknown = kinds.find((kind) => !(DOOR_EVENT_KINDS as readonly string[]).includes(kind));
  if (unknown !== undefined || kinds.length === 0) throw new Error(`Not a list of door-event kinds: ${JSON.stringify(kinds)}`);
  return kinds.map((kind) => `'${kind}'`).join(", ");
}

/** "'checkOut'": one kind, for a comparison (`kind = ${kindIs("checkOut")}`). */
export const kindIs = (kind: DoorEventKind) => kindList([kind]);

/** The same list as a fragment of a drizzle `sql` template: sql`... kind IN (${kindsSql(PRESENCE_KINDS)})`. */
export const kindsSql = (kinds: readonly DoorEventKind[]) => sql.raw(kindList(kinds));
