// What the door says about a change the server refused (docs/decisions/0056-door-warnings-that-stay.md):
// which child, what change and when it was made, and why, in plain words. The server's message
// names the change by its place in the batch ("Change 3: ..."), which the counselor never saw.
import { formatClock } from "../format";
import { EVENT_LABELS } from "./door-changes";
import type { DoorEventKind } from "./door-events";

export function refusedChangeText(change: { kind: DoorEventKind; at: number; who: string; message: string }): string {
  const why = change.message.replace(/^Change \d+: /, "").trim() || "The server did not say why";
  return `${EVENT_LABELS[change.kind]}: ${change.who}, made at ${formatClock(change.at)} on this device, was not saved. ${why.replace(/[.!]?$/, ".")}`;
}
