// The door's events as sequences, and the state each must leave: ONE table every fold of door
// events is run against. The fold is written more than once on purpose: in SQL on the server
// (app/server/attendance/door-fold.server.ts, atomic in D1), on the device over its own queue
// (applyQueuedEvent, app/lib/attendance/door-changes.ts, offline) and in the ratio replay of the
// office and the inspector's report (camperPresence, app/lib/here-now/presence.ts). A change to one
// copy that the others lack fails a case here: the SQL fold in tests/workerd/door-fold-cases.test.ts
// against real D1, the JS folds in app/lib/attendance/door-fold-cases.test.ts. Adults have one fold
// (foldAdults, app/lib/here-now/adults.ts) and the ratio replay's own tally; their cases are below.
//
// Steps are in the order they ARRIVE at the server, each with the minute it was made (after 09:00
// of the roster's day). The server stores each event once by its id and folds by time (ties: the
// greater id); the JS folds see what the server stored, in time order, as a device's queue is made.
import type { AdultRole } from "../../app/lib/vocabulary";

type At = { id: string; minute: number; /** On the camper's roster of the day before: never today's state. */ otherDay?: true };
export type FoldStep = At &
  (
    | { kind: "checkIn" | "undoCheckIn" | "undoCheckOut" }
    | { kind: "checkOut"; /** Who picked the camper up (an override's name). */ pickedUpBy?: string }
    | { kind: "group"; group: string }
    | { kind: "notes"; notes: string }
  );

/** A camper's state after the steps; minutes as the steps give them. On site: checked in and not checked out. */
export type FoldState = {
  checkedIn: boolean;
  checkedInAt: number | null;
  checkedOut: boolean;
  checkedOutAt: number | null;
  pickedUpBy: string | null;
  group: string;
  notes: string;
};
export type FoldCase = { name: string; steps: FoldStep[]; expected: FoldState };

/** The group every case's camper starts the day in. */
export const FIRST_GROUP = "Bears";
const NOT_HERE: FoldState = { checkedIn: false, checkedInAt: null, checkedOut: false, checkedOutAt: null, pickedUpBy: null, group: FIRST_GROUP, notes: "" };
const inAt = (minute: number): FoldState => ({ ...NOT_HERE, checkedIn: true, checkedInAt: minute });
const outAt = (state: FoldState, minute: number, pickedUpBy: string | null = null): FoldState => ({
  ...state,
  checkedOut: true,
  checkedOutAt: minute,
  pickedUpBy,
});

export const onSite = (s: Pick<FoldState, "checkedIn" | "checkedOut">) => s.checkedIn && !s.checkedOut;

export const FOLD_CASES: FoldCase[] = [
  { name: "checked in", steps: [{ id: "a", minute: 5, kind: "checkIn" }], expected: inAt(5) },
  {
    name: "checked in at two doors: the first check-in's time stays",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 7, kind: "checkIn" },
    ],
    expected: inAt(5),
  },
  {
    name: "checked in and out",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 60, kind: "checkOut" },
    ],
    expected: outAt(inAt(5), 60),
  },
  {
    name: "a check-in undone",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 6, kind: "undoCheckIn" },
    ],
    expected: NOT_HERE,
  },
  {
    name: "undone, then checked in again: the new check-in's time",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 6, kind: "undoCheckIn" },
      { id: "c", minute: 8, kind: "checkIn" },
    ],
    expected: inAt(8),
  },
  {
    name: "a check-out undone: on site again, and who picked up is forgotten",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 60, kind: "checkOut", pickedUpBy: "Lou Rivera" },
      { id: "c", minute: 61, kind: "undoCheckOut" },
    ],
    expected: inAt(5),
  },
  {
    name: "undoing the check-in clears the check-out too",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 60, kind: "checkOut", pickedUpBy: "Lou Rivera" },
      { id: "c", minute: 62, kind: "undoCheckIn" },
    ],
    expected: NOT_HERE,
  },
  {
    name: "picked up: who picked up stays with the check-out that counts (the first)",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 60, kind: "checkOut", pickedUpBy: "Lou Rivera" },
      { id: "c", minute: 61, kind: "checkOut", pickedUpBy: "Sam Neighbor" },
    ],
    expected: outAt(inAt(5), 60, "Lou Rivera"),
  },
  {
    name: "checked out, undone, checked out again with another adult",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 60, kind: "checkOut", pickedUpBy: "Lou Rivera" },
      { id: "c", minute: 61, kind: "undoCheckOut" },
      { id: "d", minute: 62, kind: "checkOut", pickedUpBy: "Sam Neighbor" },
    ],
    expected: outAt(inAt(5), 62, "Sam Neighbor"),
  },
  {
    name: "out of order: the undo made later arrives first",
    steps: [
      { id: "b", minute: 6, kind: "undoCheckIn" },
      { id: "a", minute: 5, kind: "checkIn" },
    ],
    expected: NOT_HERE,
  },
  {
    name: "out of order: an offline door's check-in arrives after the check-out",
    steps: [
      { id: "b", minute: 60, kind: "checkOut" },
      { id: "a", minute: 5, kind: "checkIn" },
    ],
    expected: outAt(inAt(5), 60),
  },
  {
    name: "a resent event changes nothing",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 6, kind: "undoCheckIn" },
      { id: "a", minute: 5, kind: "checkIn" },
    ],
    expected: NOT_HERE,
  },
  {
    name: "the same moment: the greater id wins (an undo)",
    steps: [
      { id: "b", minute: 5, kind: "undoCheckIn" },
      { id: "a", minute: 5, kind: "checkIn" },
    ],
    expected: NOT_HERE,
  },
  {
    name: "the same moment: the greater id wins (a check-in)",
    steps: [
      { id: "b", minute: 5, kind: "checkIn" },
      { id: "a", minute: 5, kind: "undoCheckIn" },
    ],
    expected: inAt(5),
  },
  {
    name: "checked out without a check-in: not on site, nor after a later check-in",
    steps: [
      { id: "a", minute: 10, kind: "checkOut" },
      { id: "b", minute: 12, kind: "checkIn" },
    ],
    expected: outAt(inAt(12), 10),
  },
  {
    name: "moved to another group while on site",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "b", minute: 30, kind: "group", group: "Sea Otters" },
    ],
    expected: { ...inAt(5), group: "Sea Otters" },
  },
  {
    name: "group changes: the latest by time wins, whatever the arrival",
    steps: [
      { id: "a", minute: 5, kind: "checkIn" },
      { id: "c", minute: 30, kind: "group", group: "Sea Otters" },
      { id: "b", minute: 20, kind: "group", group: "Dolphins" },
    ],
    expected: { ...inAt(5), group: "Sea Otters" },
  },
  {
    name: "moved before arriving: arrives in the new group",
    steps: [
      { id: "a", minute: 2, kind: "group", group: "Dolphins" },
      { id: "b", minute: 5, kind: "checkIn" },
    ],
    expected: { ...inAt(5), group: "Dolphins" },
  },
  {
    name: "notes: the latest by time wins, whatever the arrival",
    steps: [
      { id: "b", minute: 9, kind: "notes", notes: "Meds at 3" },
      { id: "a", minute: 4, kind: "notes", notes: "Allergic to bees" },
    ],
    expected: { ...NOT_HERE, notes: "Meds at 3" },
  },
  {
    name: "the events of another day's roster change nothing today",
    steps: [
      { id: "a", minute: 5, kind: "checkIn", otherDay: true },
      { id: "b", minute: 6, kind: "checkIn" },
      { id: "c", minute: 7, kind: "undoCheckIn", otherDay: true },
      { id: "d", minute: 8, kind: "group", group: "Dolphins", otherDay: true },
    ],
    expected: inAt(6),
  },
];

/** The events a fold on this side of the server sees: each stored once (the first to arrive), today's only, in time order then by id. */
export const storedSteps = (steps: readonly FoldStep[]) =>
  steps.filter((s, i) => !s.otherDay && steps.findIndex((t) => t.id === s.id) === i).sort((a, b) => a.minute - b.minute || a.id.localeCompare(b.id));

// Adults: staff arrive, leave and move; visitors never count; CITs count where the group's rule
// says so. The door's list and the office's come from one fold (foldAdults); the ratio replay
// counts them again per group, and must count the same.
export type AdultStep = { id: string; minute: number } & (
  | { kind: "adultIn"; person: string; name: string; role: AdultRole; group: string }
  | { kind: "adultOut"; person: string }
  | { kind: "adultMove"; person: string; group: string }
);
export type AdultCase = {
  name: string;
  citsCount: boolean;
  steps: AdultStep[];
  /** Who is on site after the steps, by name, with their group and whether they count toward its ratio. */
  expected: Array<{ name: string; group: string; counts: boolean }>;
};

const ana = { person: "staff:1", name: "Ana Counselor", role: "counselor" } as const;
const cam = { person: "staff:2", name: "Cam CIT", role: "cit" } as const;
const val = { person: "staff:3", name: "Val Volunteer", role: "volunteer" } as const;
const ida = { person: "visitor:00000000-0000-4000-8000-000000000001", name: "Ida Inspector", role: "visitor" } as const;

export const ADULT_CASES: AdultCase[] = [
  {
    name: "a counselor, a volunteer, a CIT and a visitor: the CIT does not count, the visitor never",
    citsCount: false,
    steps: [
      { id: "a", minute: 0, kind: "adultIn", ...ana, group: "Bears" },
      { id: "b", minute: 1, kind: "adultIn", ...cam, group: "Bears" },
      { id: "c", minute: 2, kind: "adultIn", ...val, group: "Dolphins" },
      { id: "d", minute: 3, kind: "adultIn", ...ida, group: "Bears" },
    ],
    expected: [
      { name: "Ana Counselor", group: "Bears", counts: true },
      { name: "Cam CIT", group: "Bears", counts: false },
      { name: "Ida Inspector", group: "Bears", counts: false },
      { name: "Val Volunteer", group: "Dolphins", counts: true },
    ],
  },
  {
    name: "where the office lets CITs count, they count",
    citsCount: true,
    steps: [
      { id: "a", minute: 0, kind: "adultIn", ...cam, group: "Bears" },
      { id: "b", minute: 1, kind: "adultIn", ...ida, group: "Bears" },
    ],
    expected: [
      { name: "Cam CIT", group: "Bears", counts: true },
      { name: "Ida Inspector", group: "Bears", counts: false },
    ],
  },
  {
    name: "signed out, moved, and signed in twice",
    citsCount: false,
    steps: [
      { id: "a", minute: 0, kind: "adultIn", ...ana, group: "Bears" },
      { id: "b", minute: 1, kind: "adultIn", ...val, group: "Bears" },
      { id: "c", minute: 2, kind: "adultIn", ...ana, group: "Dolphins" },
      { id: "d", minute: 10, kind: "adultMove", person: ana.person, group: "Sea Otters" },
      { id: "e", minute: 20, kind: "adultOut", person: val.person },
      { id: "f", minute: 21, kind: "adultMove", person: val.person, group: "Dolphins" },
    ],
    expected: [{ name: "Ana Counselor", group: "Sea Otters", counts: true }],
  },
  {
    name: "signed out and back in",
    citsCount: false,
    steps: [
      { id: "a", minute: 0, kind: "adultIn", ...val, group: "Bears" },
      { id: "b", minute: 30, kind: "adultOut", person: val.person },
      { id: "c", minute: 40, kind: "adultIn", ...val, group: "Dolphins" },
    ],
    expected: [{ name: "Val Volunteer", group: "Dolphins", counts: true }],
  },
  {
    name: "signed out and back in at the same moment: the later change wins, as for a camper",
    citsCount: false,
    steps: [
      { id: "a", minute: 0, kind: "adultIn", ...val, group: "Bears" },
      { id: "b", minute: 30, kind: "adultOut", person: val.person },
      { id: "c", minute: 30, kind: "adultIn", ...val, group: "Dolphins" },
    ],
    expected: [{ name: "Val Volunteer", group: "Dolphins", counts: true }],
  },
];
