// Password hashing: PBKDF2-HMAC-SHA256 at 100,000 iterations, the ceiling Workers' WebCrypto
// allows, over an HMAC of the password keyed with a secret pepper (PASSWORD_PEPPER), with a
// 16-byte random salt per password. See docs/decisions/0003-password-hashing.md for why this
// and not Argon2id, and for the measured CPU cost.
const ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
}

async function pepperPassword(password: string, pepper: string): Promise<Uint8Array<ArrayBuffer>> {
  // No public fallback: a Worker without a pepper refuses to serve (app/server/env.server.ts).
  if (!pepper) throw new Error("PASSWORD_PEPPER is not set");
  const key = await crypto.subtle.importKey("raw", encoder.encode(pepper), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(password.normalize("NFKC"))));
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, pepper: string) {
  const material = await crypto.subtle.importKey("raw", await pepperPassword(password, pepper), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, ITERATIONS, pepper);
  return `${SCHEME}$${ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword(password: string, stored: string, pepper: string): Promise<boolean> {
  const [scheme, iterations, salt, expected] = stored.split("$");
  if (scheme !== SCHEME || !iterations || !salt || !expected) return false;
  const actual = await derive(password, fromBase64(salt), Number(iterations), pepper);
  const wanted = fromBase64(expected);
  if (actual.length !== wanted.length) return false;
  // Constant-time comparison so timing says nothing about how much matched.
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ wanted[i];
  return diff === 0;
}
