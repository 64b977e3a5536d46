// A door that marks a 1,000-child roll call must not reload the whole roster after every saved
// mark (each reload costs a phone a few hundred milliseconds, which the next tap meets): the
// reloads asked for while the taps come are one, once they pause; and another door's change still
// arrives, at once when no one taps here, within RELOAD_MAX_WAIT_MS when the taps never pause.
import { afterEach, beforeEach, expect, test, vi } from "vitest";

type Queue = typeof import("./door-queue");
type Reload = typeof import("./roster-reload");

let queue: Queue;
let reload: Reload;
const sent: unknown[][] = [];
const refresh = vi.fn();

beforeEach(async () => {
  // The suite's camp moment, with the timers in the test's hands.
  vi.useFakeTimers({ now: Date.now(), toFake: ["Date", "setTimeout", "clearTimeout"] });
  vi.resetModules();
  sent.length = 0;
  refresh.mockClear();
  vi.stubGlobal("window", { addEventListener: () => undefined });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { events: unknown[] }).events);
      return new Response(JSON.stringify({ results: [] }), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  queue = await import("./door-queue");
  reload = await import("./roster-reload");
  queue.startDoorQueue({ signedOut: () => undefined, refresh, saved: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let n = 0;
const mark = () =>
  queue.recordDoorChange({ kind: "rollCallMark", rosterId: 7, rollCallId: "r1", person: `camper:${++n}`, accounted: true, device: "Door 4F2A" });

test("a burst of saved marks reloads the roster once, after the taps pause", async () => {
  for (let i = 0; i < 12; i++) {
    mark();
    await vi.advanceTimersByTimeAsync(600);
  }
  // Every mark was sent and saved as it was made; none of them reloaded the roster.
  expect(sent.flat()).toHaveLength(12);
  expect(queue.queuedEvents()).toHaveLength(12);
  expect(refresh).not.toHaveBeenCalled();

  await vi.advanceTimersByTimeAsync(reload.RELOAD_QUIET_MS);
  expect(refresh).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(refresh).toHaveBeenCalledTimes(1);
});

test("taps that never pause still reload the roster within the longest wait", async () => {
  for (let elapsed = 0; elapsed < reload.RELOAD_MAX_WAIT_MS + 1000; elapsed += 500) {
    mark();
    await vi.advanceTimersByTimeAsync(500);
  }
  expect(refresh).toHaveBeenCalledTimes(1);
});

test("another door's change is loaded at once when no one taps here, and waits for the pause when someone does", async () => {
  const poll = vi.fn();
  reload.reloadWhenQuiet(poll);
  await vi.advanceTimersByTimeAsync(0);
  expect(poll).toHaveBeenCalledTimes(1);

  mark();
  await vi.advanceTimersByTimeAsync(300);
  reload.reloadWhenQuiet(poll);
  await vi.advanceTimersByTimeAsync(reload.RELOAD_QUIET_MS - 400);
  expect(poll).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(200);
  // The poll's reload and the saved mark's are one.
  expect(poll.mock.calls.length + refresh.mock.calls.length).toBe(2);
});
