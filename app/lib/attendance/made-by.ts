// The words for a door change recorded under a sign-in that had ended (docs/decisions/0057-door-trust.md):
// the counselor was disabled, their password reset, or their 12-hour sign-in ran out while the
// device was offline. The change is theirs and is kept; the office is told it came in that way.
// The flag is set when the change arrives, so it may have been made before the sign-in ended.

/** "Made by Dana Lee, whose door sign-in had ended by the time the device sent it". */
export function signInEndedNote(madeBy: string) {
  return `Made by ${madeBy}, whose door sign-in had ended by the time the device sent it`;
}
