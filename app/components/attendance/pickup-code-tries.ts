// The wrong family codes typed on this device, per family (the family's code salt names it, so
// the code is never kept), for the same limit the server applies (pickup-code-limit.ts). Kept in
// localStorage so a reload does not reset the count; older than the window, they are dropped.
import { PICKUP_CODE_WINDOW_MS } from "~/lib/attendance/pickup-code-limit";

const KEY = "door-pickup-code-wrong";

function read(now: number): Record<string, number[]> {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    const kept: Record<string, number[]> = {};
    for (const [family, times] of Object.entries(all)) {
      const recent = Array.isArray(times) ? times.filter((t): t is number => typeof t === "number" && t > now - PICKUP_CODE_WINDOW_MS) : [];
      if (recent.length) kept[family] = recent;
    }
    return kept;
  } catch {
    return {};
  }
}

/** The family's wrong codes on this device within the window. */
export function wrongCodesOnDevice(family: string, now = Date.now()): number[] {
  return read(now)[family] ?? [];
}

/** Notes a wrong code; answers the family's wrong codes within the window, this one included. */
export function noteWrongCode(family: string, now = Date.now()): number[] {
  const all = read(now);
  all[family] = [...(all[family] ?? []), now];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the count still holds for this page (the server counts too).
  }
  return all[family];
}
