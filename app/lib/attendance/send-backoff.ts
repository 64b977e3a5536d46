// How the door's queue paces its tries when a send fails or gets no answer (Wi-Fi up, internet
// gone): each send is given up after SEND_TIMEOUT_MS, and the next try waits twice as long as the
// one before, from FIRST_RETRY_MS up to MAX_RETRY_MS, so a dead link is not hammered and a
// living one is found again within half a minute. A send that fails at once (no network at all)
// costs nothing and is tried again every OFFLINE_RETRY_MS; the browser's "online" event tries at once.
export const SEND_TIMEOUT_MS = 8000;
export const FIRST_RETRY_MS = 2000;
export const MAX_RETRY_MS = 30_000;
export const OFFLINE_RETRY_MS = 1000;
/** A send still unanswered after this long is shown as waiting, not saving. */
export const SLOW_SEND_MS = 2500;

/** The wait before the next try, after `failures` tries in a row failed (1 or more). */
export function retryDelay(failures: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}
