// The door device's queue of changes (docs/decisions/0021-offline-door-app.md). A tap records an
// event at once, in memory, so the row repaints in the same frame (the optimistic roster lays the
// queue over the server's answer); IndexedDB keeps a copy, written after, never waited on. The
// queue is sent to POST /api/attendance/events in the order it was made, a batch at a time, and
// whenever the network comes back. Sending twice is harmless: the server keeps each id once.
import { useRef, useSyncExternalStore } from "react";
import { DOOR_EVENT_BATCH_MAX } from "~/lib/attendance/door-changes";
import type { DoorEvent, QueuedDoorEvent } from "~/lib/attendance/door-events";
import { OFFLINE_RETRY_MS, retryDelay, SEND_TIMEOUT_MS, SLOW_SEND_MS } from "~/lib/attendance/send-backoff";
import { allItems, deleteItems, putItem, QUEUE } from "./door-store";
import { noteDoorChange, reloadWhenQuiet } from "./roster-reload";

/**
 * `sending`: on its way; `waiting`: no connection, or no answer (tried again after a pause);
 * `signIn`: the staff session ended; `saved`: all sent.
 */
/** "offline": the device reaches no network (a send failed at once); "waiting": the network is up but the server did not answer in time or failed. */
export type QueueStatus = "idle" | "sending" | "waiting" | "offline" | "signIn" | "saved";
export type SetAside = { event: QueuedDoorEvent; message: string };
export type QueueState = {
  pending: QueuedDoorEvent[];
  // Saved by the server (at savedAt, this device's clock) but maybe not yet in the roster on
  // screen: laid over any roster asked for before savedAt, dropped once a newer one is here.
  settling: SettlingEvent[];
  status: QueueStatus;
  /** A send on its way for longer than SLOW_SEND_MS: the door says it is waiting, not saving. */
  slow: boolean;
  setAside: SetAside[];
};
export type SettlingEvent = QueuedDoorEvent & { savedAt: number };
type Stored = { id: string; seq: number; event: QueuedDoorEvent };

// A send that has not answered within SEND_TIMEOUT_MS is given up and tried again after a pause
// that grows with each failure (app/lib/attendance/send-backoff.ts; Wi-Fi up, internet gone: a
// request can hang for a minute or more). Resending is harmless: the server keeps each id once.

let state: QueueState = { pending: [], settling: [], status: "idle", slow: false, setAside: [] };
const listeners = new Set<() => void>();
function update(change: Partial<QueueState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const SERVER_STATE: QueueState = state;

/** The queue as React sees it (re-renders on every change). */
export function useDoorQueue(): QueueState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/**
 * The queued events `pick` keeps (settling, then pending), the same array for as long as they are
 * the same events: a part of the door that follows some changes renders again only when one of
 * those changes, not at every tap or send elsewhere (a roll-call mark must not render the roster).
 * `requestedAt`: only the saved events the roster on screen, asked for then, does not show yet.
 */
export function useQueuedEvents(pick: (e: QueuedDoorEvent) => boolean, requestedAt = 0): readonly QueuedDoorEvent[] {
  const last = useRef<readonly QueuedDoorEvent[]>(NO_EVENTS);
  const select = () => (last.current = sameEventsOr(last.current, pickQueued(state, pick, requestedAt)));
  return useSyncExternalStore(subscribe, select, () => NO_EVENTS);
}

/** This camper's queued events of one kind: a row that follows its own events re-renders only when they change. */
export function useQueuedEventsFor(entryId: number, kind: QueuedDoorEvent["kind"]): readonly QueuedDoorEvent[] {
  return useQueuedEvents((e) => e.entryId === entryId && e.kind === kind);
}

/** The queue's events `pick` keeps, in the order they were made: saved since `requestedAt`, then waiting. */
export function pickQueued(queue: Pick<QueueState, "pending" | "settling">, pick: (e: QueuedDoorEvent) => boolean, requestedAt: number): QueuedDoorEvent[] {
  const picked: QueuedDoorEvent[] = [];
  for (const e of queue.settling) if (e.savedAt >= requestedAt && pick(e)) picked.push(e);
  for (const e of queue.pending) if (pick(e)) picked.push(e);
  return picked;
}

/** `held` when `next` holds the same events, else `next`: a selection that keeps its identity while it has not changed. */
export function sameEventsOr(held: readonly QueuedDoorEvent[], next: readonly QueuedDoorEvent[]): readonly QueuedDoorEvent[] {
  if (next.length === held.length && next.every((e, i) => e === held[i])) return held;
  return next.length === 0 ? NO_EVENTS : next;
}
const NO_EVENTS: readonly QueuedDoorEvent[] = [];

type Hooks = {
  /** The server answered 401: the session ended (the page forgets its rosters and asks to sign in). */
  signedOut: () => void;
  /**
   * Reload the roster from the server (and look again soon: other devices may be syncing too).
   * Asked for once the taps pause, however many sends were saved meanwhile (roster-reload.ts).
   */
  refresh: () => void;
  /** Say what was saved (a single tap online gets the page's usual toast). */
  saved: (events: QueuedDoorEvent[]) => void;
};
let hooks: Hooks | null = null;

let seq = 0;
let staffName = "";
let signIn: string | null = null;
/**
 * Who is signed in on this device now: each change keeps their name (shown until it is saved) and
 * the sign-in the server issued them, which is what names them on the record whoever sends the
 * queue later (docs/decisions/0057-door-trust.md).
 */
export function setDoorStaffName(name: string, signedIn: string | null = null) {
  staffName = name;
  signIn = signedIn;
}

/** Records a change made at the door now, by the signed-in counselor; the roster shows it at once. */
export function recordDoorChange(change: DistributiveOmit<DoorEvent, "id" | "at" | "staffName" | "signIn">): QueuedDoorEvent {
  const event = { ...change, id: crypto.randomUUID(), at: Date.now(), staffName, ...(signIn ? { signIn } : {}) } as QueuedDoorEvent;
  noteDoorChange();
  // Signed out or offline stays so on screen until a send says otherwise.
  update({ pending: [...state.pending, event], status: state.status === "signIn" || state.status === "offline" ? state.status : "sending" });
  const stored: Stored = { id: event.id, seq: Date.now() * 1000 + (seq++ % 1000), event };
  // After the paint, never before it.
  setTimeout(() => {
    putItem(QUEUE, stored).catch(() => undefined);
    void flush();
  }, 0);
  return event;
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let flushing = false;
let retry: ReturnType<typeof setTimeout> | null = null;
/** Tries in a row that failed or got no answer: the next waits longer. */
let failures = 0;

function waitAndRetry(status: "waiting" | "offline" | "signIn") {
  update({ status, slow: false });
  if (retry) clearTimeout(retry);
  if (status === "signIn") return;
  // No network fails at once and costs nothing: look again soon, as a page reloaded offline may
  // never hear the browser's "online" event. No answer or a server error backs off.
  retry = setTimeout(() => void flush(), status === "offline" ? OFFLINE_RETRY_MS : retryDelay(++failures));
}

/**
 * One batch to the server, given up after SEND_TIMEOUT_MS; shown as waiting once it is slow, and
 * at once when it is a try again after no answer (the door keeps saying it is waiting).
 */
async function send(batch: QueuedDoorEvent[]): Promise<Response> {
  if (failures > 0 && state.status !== "offline") update({ slow: true });
  const slow = setTimeout(() => update({ slow: true }), SLOW_SEND_MS);
  try {
    return await fetch("/api/attendance/events", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ events: batch }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } finally {
    clearTimeout(slow);
  }
}

/** Sends the queue, oldest first, until it is empty or the network or the session stops it. */
export async function flush(): Promise<void> {
  if (flushing || !hooks) return;
  flushing = true;
  try {
    let sent: QueuedDoorEvent[] = [];
    while (state.pending.length > 0) {
      if (typeof navigator !== "undefined" && navigator.onLine === false) return waitAndRetry("offline");
      // A try again while offline stays "offline" on screen until the server answers.
      if (state.status !== "offline") update({ status: "sending" });
      const batch = state.pending.slice(0, DOOR_EVENT_BATCH_MAX);
      let response: Response;
      try {
        response = await send(batch);
      } catch (error) {
        // Given up after SEND_TIMEOUT_MS: the network is up but nothing answered. Failed at once
        // (a network error): the device reaches no network, whatever navigator.onLine says.
        const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
        return waitAndRetry(timedOut ? "waiting" : "offline");
      }
      if (response.status === 401) {
        waitAndRetry("signIn");
        return hooks?.signedOut();
      }
      if (response.status >= 500) return waitAndRetry("waiting");
      failures = 0;
      if (state.slow) update({ slow: false });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; eventId?: string; saved?: string[] };
      let saved = batch;
      let refused: QueuedDoorEvent[] = [];
      if (!response.ok) {
        // A change the server refuses (the camper was removed meanwhile...) is set aside with its
        // reason, so the rest of the queue is not stuck behind it.
        refused = batch.filter((e) => (answer.eventId ? e.id === answer.eventId : true));
        saved = batch.filter((e) => answer.saved?.includes(e.id));
        update({ setAside: [...state.setAside, ...refused.map((event) => ({ event, message: answer.message ?? "Not saved" }))] });
      }
      const doneIds = new Set([...saved, ...refused].map((e) => e.id));
      sent = [...sent, ...saved];
      const savedAt = Date.now();
      update({ pending: state.pending.filter((e) => !doneIds.has(e.id)), settling: [...state.settling, ...saved.map((e) => ({ ...e, savedAt }))] });
      await deleteItems(QUEUE, [...doneIds]).catch(() => undefined);
    }
    update({ status: "saved", slow: false });
    if (sent.length) {
      reloadWhenQuiet(() => hooks?.refresh());
      hooks.saved(sent);
    }
  } finally {
    flushing = false;
    // A tap made while this send was on its way.
    if (state.pending.length && state.status === "saved") void flush();
  }
}

/** This device's changes not yet in the roster on screen (saved but settling, then waiting), read once. */
export function queuedEvents(): readonly QueuedDoorEvent[] {
  return [...state.settling, ...state.pending];
}

/** Forgets saved changes that a roster asked for at `requestedAt` (or later) already shows. */
export function dropSettled(requestedAt: number) {
  if (state.settling.some((e) => e.savedAt < requestedAt)) update({ settling: state.settling.filter((e) => e.savedAt >= requestedAt) });
}

/** Dismisses the changes the server refused (their reasons were shown). */
export function dismissSetAside() {
  update({ setAside: [] });
}

let started = false;
/**
 * Starts the queue for this page: restores what an earlier visit left in IndexedDB (a reload
 * offline, or a session that ended before it was sent) and sends it when it can.
 */
export function startDoorQueue(pageHooks: Hooks) {
  hooks = pageHooks;
  if (!started) {
    started = true;
    window.addEventListener("online", () => {
      failures = 0;
      void flush();
    });
    window.addEventListener("offline", () => update({ status: state.pending.length ? "offline" : state.status }));
    allItems<Stored>(QUEUE)
      .then((stored) => {
        const known = new Set(state.pending.map((e) => e.id));
        const restored = stored
          .sort((a, b) => a.seq - b.seq)
          .map((s) => s.event)
          .filter((e) => !known.has(e.id));
        if (restored.length) update({ pending: [...restored, ...state.pending] });
        void flush();
      })
      .catch(() => undefined);
  } else void flush();
  return () => {
    if (hooks === pageHooks) hooks = null;
  };
}
