// How many wrong family pickup codes the door takes before it stops accepting the code: the same
// rule at the server (verifyPickup, counted per family in D1) and on a door device checking a
// code offline against the roster's hash (counted per family on that device). While the limit
// holds, even the right code is refused: the counselor chooses an adult from the list or records
// an override. See docs/decisions/0028-medication-queue-and-pickup-code-limit.md.
export const PICKUP_CODE_MAX_WRONG = 5;
export const PICKUP_CODE_WINDOW_MS = 15 * 60 * 1000;

/**
 * When the family's code is accepted again, or null when it is accepted now: locked while
 * PICKUP_CODE_MAX_WRONG wrong codes fall within the window before `now`.
 */
export function codeLockedUntil(wrongAt: readonly number[], now: number): number | null {
  const recent = wrongAt.filter((t) => t > now - PICKUP_CODE_WINDOW_MS && t <= now).sort((a, b) => a - b);
  if (recent.length < PICKUP_CODE_MAX_WRONG) return null;
  return recent[recent.length - PICKUP_CODE_MAX_WRONG] + PICKUP_CODE_WINDOW_MS;
}

/** What the counselor reads when the code is locked, and what to do instead (the same words at the server and on the device). */
export function codeLockedMessage(camperName: string): string {
  return (
    `${camperName}'s family code is locked after too many wrong tries. ` +
    `Check the adult's photo ID against the pickup list, or call the office and record an override.`
  );
}

/** What the counselor reads after a wrong code, with the tries left before the code is locked. */
export function wrongCodeMessage(camperName: string, wrongSoFar: number): string {
  const left = PICKUP_CODE_MAX_WRONG - wrongSoFar;
  const tries = left <= 0 ? "" : left === 1 ? " (1 try left)" : ` (${left} tries left)`;
  return `That is not ${camperName}'s family pickup code${tries}`;
}
