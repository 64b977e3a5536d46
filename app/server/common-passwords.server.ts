// The 5,000 most common passwords of at least 8 characters (shorter ones are refused by the
// length rule anyway), most common first, one a line in common-passwords.txt. Taken from the
// ranked password list of @zxcvbn-ts/language-common 4.1.3 (MIT), which merges public
// breach-corpus frequency lists. Stored as data and bundled into the Worker as text (Vite's
// `?raw`). Server-only: it is large and the browser never needs it.
import LIST from "./common-passwords.txt?raw";

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.trim().split("\n"));

/** Whether a password is one attackers try first (compared without regard to case). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
