import { useEffect, useRef } from "react";
import { useFetchers, useRevalidator } from "react-router";
import { forgetRosters } from "./door-store";
import { reloadWhenQuiet } from "./roster-reload";

// Another device's change shows here within this interval (plus one request).
const SYNC_INTERVAL_MS = 3000;
// Right after this device's queue was sent (the Wi-Fi is back, so other devices are sending
// theirs too) it looks every second for a while, so the devices agree within seconds.
const BURST_INTERVAL_MS = 1000;
const BURST_MS = 10_000;

let burstUntil = 0;
/** Look for other devices' changes every second for the next few seconds. */
export function pollSoon() {
  burstUntil = Date.now() + BURST_MS;
}

/**
 * Polls the roster's version stamp while the page is visible; reloads when it changed, once the
 * taps on this device pause (this device's own saved changes move the version too).
 */
export function useRosterSync(sessionId: number | null, version: string | null) {
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const busy = useRef(false);
  busy.current = revalidator.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const current = useRef(version);
  current.current = version;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    if (!sessionId) return;
    let last = Date.now();
    const timer = setInterval(async () => {
      const now = Date.now();
      if (now - last < (now < burstUntil ? BURST_INTERVAL_MS : SYNC_INTERVAL_MS)) return;
      if (document.visibilityState !== "visible" || busy.current) return;
      last = now;
      try {
        const response = await fetch(`/api/attendance/sessions/${sessionId}/version`, { credentials: "same-origin" });
        // The session ended: the kept rosters go before the sign-in page opens.
        if (response.status === 401) return void forgetRosters().finally(() => window.location.assign("/attendance-login"));
        const { version: latest } = (await response.json()) as { version: string };
        if (latest !== current.current && !busy.current) reloadWhenQuiet(() => busy.current || void revalidate.current());
      } catch {
        // Offline for a moment at the door: the next tick tries again.
      }
    }, BURST_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [sessionId]);
}
