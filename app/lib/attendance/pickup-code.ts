// The family pickup code's check, written once for the server and the door: a device verifies a
// typed code against the roster's `pickupCodeCheck` with WebCrypto (offline, never holding the
// code), and the server runs the same function before it records a check-out. A staff member's
// own door code is the same kind of six-digit code with the same check (docs/decisions/0052-staff-door-codes.md).
//
// PBKDF2 rather than one SHA-256: a 6-digit code has only a million values, so no hash hides it
// from someone who holds the check and wants it badly enough; the iterations make each guess
// cost milliseconds (2.5 ms measured), so trying them all takes most of an hour instead of a
// second, while one check at the door stays instant. The salt is per family.
//
// A door device never holds a whole check (docs/decisions/0057-door-trust.md): the roster carries
// only the first DEVICE_CHECK_HEX hex digits (12 bits) of it. The right code always matches; so do
// about one in 4,096 other codes, so the data on a lost device fits some 244 codes per family
// equally well and no amount of computing tells which one is the family's. Online, the server
// checks the whole code before the pickup dialog closes (0042), and again when the check-out arrives.
export const PICKUP_CODE_LENGTH = 6;
export const PICKUP_CODE_ITERATIONS = 10_000;
/** How much of a check a door device holds: 3 hex digits, 12 bits. */
export const DEVICE_CHECK_HEX = 3;

export type PickupCodeCheck = { algorithm: "PBKDF2-SHA256"; iterations: number; salt: string; hash: string };

/** What a door device is given of a check: its first DEVICE_CHECK_HEX hex digits, never the whole hash. */
export const deviceCodeCheck = (check: PickupCodeCheck): PickupCodeCheck => ({ ...check, hash: check.hash.slice(0, DEVICE_CHECK_HEX) });

const hex = (bytes: ArrayBuffer | Uint8Array) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");

/** Six digits, nothing else (spaces a counselor typed between groups are dropped first). */
export function normalizePickupCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

export async function hashPickupCode(code: string, salt: string, iterations = PICKUP_CODE_ITERATIONS): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(code), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt: new TextEncoder().encode(salt), iterations }, key, 256);
  return hex(bits);
}

/**
 * Whether `typed` fits the check: the family's code for a whole check (the server's), or one of
 * the ~244 codes that fit a device's part of it (deviceCodeCheck). Constant-time enough: the
 * comparison is of hashes.
 */
export async function checkPickupCode(typed: string, check: PickupCodeCheck | null | undefined): Promise<boolean> {
  const code = normalizePickupCode(typed);
  if (!code || !check || check.hash.length < DEVICE_CHECK_HEX) return false;
  const hash = await hashPickupCode(code, check.salt, check.iterations);
  return check.hash.length === hash.length ? hash === check.hash : hash.startsWith(check.hash);
}

/** A new random code and its salt (server side; uses the platform's CSPRNG). */
export function newPickupCode(): { code: string; salt: string } {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  // 4,294,967,296 is not a multiple of a million: values past the last whole million are rare
  // (0.02%) and only shift the odds of the first 967,296 codes by that much.
  const code = String(n % 1_000_000).padStart(PICKUP_CODE_LENGTH, "0");
  return { code, salt: hex(crypto.getRandomValues(new Uint8Array(16))) };
}
