import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { toast } from "~/components/ui/toast";
import type { AttendanceActionResult } from "~/server/attendance/page.server";

/**
 * Shows the toast an attendance action answered with, once per answer. It runs as soon as the
 * answer arrives, while the roster reloads: a row that the action removes (Remove camper) is
 * gone once the reload ends, and its toast must not go with it.
 */
export function useActionToast(fetcher: FetcherWithComponents<AttendanceActionResult>, onDone?: (result: AttendanceActionResult) => void) {
  const seen = useRef<AttendanceActionResult | undefined>(undefined);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (fetcher.state === "submitting" || !fetcher.data || seen.current === fetcher.data) return;
    seen.current = fetcher.data;
    if (fetcher.data.toast) toast(fetcher.data.toast);
    done.current?.(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
