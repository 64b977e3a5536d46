// Wrong codes the door refuses every run (codeNoDeviceAccepts), for the family codes and staff
// door codes the journeys' D1 holds.
import { PICKUP_CODE_ITERATIONS, type PickupCodeCheck } from "../../../app/lib/attendance/pickup-code";
import { codeNoDeviceAccepts } from "../../support/wrong-code";
import { queryD1 } from "./d1";

const checkOf = (row: { salt: string; hash: string }): PickupCodeCheck => ({
  algorithm: "PBKDF2-SHA256",
  iterations: PICKUP_CODE_ITERATIONS,
  salt: row.salt,
  hash: row.hash,
});

/**
 * The checks D1 holds now of family code `code` (every family that has it: six digits may repeat).
 * Read it before the family renews its code if a door may still hold the old one.
 */
export function pickupCodeChecks(code: string): PickupCodeCheck[] {
  if (!/^\d{6}$/.test(code)) throw new Error(`Not a pickup code: ${code}`);
  const rows = queryD1<{ salt: string; hash: string }>(`SELECT salt, hash FROM family_pickup_codes WHERE code = '${code}'`);
  if (rows.length === 0) throw new Error(`No family has the code ${code}`);
  return rows.map(checkOf);
}

/**
 * A wrong pickup code for the family whose code is `code`: refused by the door offline and online.
 * `earlier`: the family's codes a door may still hold the check of (read with pickupCodeChecks before a renewal).
 */
export async function wrongPickupCode(code: string, earlier: { code: string; checks: PickupCodeCheck[] }[] = []): Promise<string> {
  return codeNoDeviceAccepts(code, [...pickupCodeChecks(code), ...earlier.flatMap((e) => e.checks)], [code, ...earlier.map((e) => e.code)]);
}

/** A code that is no door code of any active staff member, on a device as at the server: it names no one. */
export async function wrongDoorCode(code: string): Promise<string> {
  const rows = queryD1<{ salt: string; hash: string }>(
    "SELECT door_code_salt AS salt, door_code_hash AS hash FROM attendance_staff WHERE is_active = 1 AND door_code_hash IS NOT NULL",
  );
  return codeNoDeviceAccepts(code, rows.map(checkOf));
}
