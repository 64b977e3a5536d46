// The camp's one wording for a change that did not happen, on every tab and form: the
// specification's "Failed to enroll camper. Please try again." pattern.

/** `failedTo("enroll camper")` is "Failed to enroll camper. Please try again." */
export const failedTo = (what: string) => `Failed to ${what}. Please try again.`;

/** The title when the camp's server cannot be reached at all (the network, not the page). */
export const UNREACHABLE_TITLE = "Camp Sarraka could not be reached";

/** `couldNotOpen("This page")`: what could not open, why, that nothing changed, and what to do. */
export const couldNotOpen = (what: string) =>
  `${what} could not open: your device could not reach the camp's server. Nothing was changed. Check your internet connection, then try again.`;
