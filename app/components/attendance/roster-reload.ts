// When the door asks the server for its whole roster again (docs/decisions/0068-roll-call-at-a-thousand.md).
// A reload decodes every camper, keeps the answer in IndexedDB and lays it over the screen: on a
// phone with 1,000 children that is a few hundred milliseconds, which the next tap would meet if
// every saved change and every version change asked for one. So a reload waits until the taps on
// this device pause (RELOAD_QUIET_MS after the last change made here), and all the reloads asked
// for meanwhile are one. Nothing on screen is stale meanwhile: this device's saved changes stay
// laid over the roster until a roster asked for after them is here (the queue's settling events).
// Another door's change waits at most RELOAD_MAX_WAIT_MS behind taps that do not pause; when no
// one taps here it is loaded at once, as before.

/** A pause in the taps this long lets the reload run. */
export const RELOAD_QUIET_MS = 2000;
/** However fast the taps come, a reload asked for runs within this long. */
export const RELOAD_MAX_WAIT_MS = 15_000;

let lastChangeAt = Number.NEGATIVE_INFINITY;
let askedAt: number | null = null;
let reload: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A change was just made on this device: a reload asked for waits for the taps to pause. */
export function noteDoorChange() {
  lastChangeAt = Date.now();
  if (askedAt !== null) schedule();
}

/** Reloads the roster (`run`) once the taps on this device pause: at once when they already have. */
export function reloadWhenQuiet(run: () => void) {
  reload = run;
  askedAt ??= Date.now();
  schedule();
}

function schedule() {
  clearTimeout(timer);
  const due = Math.min(lastChangeAt + RELOAD_QUIET_MS, askedAt! + RELOAD_MAX_WAIT_MS);
  timer = setTimeout(runReload, Math.max(0, due - Date.now()));
}

function runReload() {
  const run = reload;
  askedAt = null;
  reload = null;
  run?.();
}
