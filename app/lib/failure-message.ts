// The camp's one wording for a change that did not happen, on every tab and form: the
// specification's "Failed to enroll camper. Please try again." pattern.

/** `failedTo("enroll camper")` is "Failed to enroll camper. Please try again." */
export const failedTo = (what: string) => `Failed to ${what}. Please try again.`;
