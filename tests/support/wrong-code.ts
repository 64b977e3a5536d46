// A wrong six-digit code that a door device refuses every run. A device holds only 12 bits of a
// code's check (deviceCodeCheck, docs/decisions/0057-door-trust.md), so a fixed wrong code (the
// real one plus 1, say) fits that part 1 time in 4,096, and an offline door (or one whose server
// answers late) then takes it for the right one. This picks, by the product's own rule
// (checkPickupCode on deviceCodeCheck), the first code after the real one that fits none of the checks.
import { checkPickupCode, deviceCodeCheck, PICKUP_CODE_LENGTH, type PickupCodeCheck } from "../../app/lib/attendance/pickup-code";

/** The first code after `code` that fits no device part of `checks` (and is none of `codes`). */
export async function codeNoDeviceAccepts(code: string, checks: readonly PickupCodeCheck[], codes: readonly string[] = [code]): Promise<string> {
  for (let step = 1; step < 1_000_000; step++) {
    const candidate = String((Number(code) + step) % 1_000_000).padStart(PICKUP_CODE_LENGTH, "0");
    if (codes.includes(candidate)) continue;
    const fits = await Promise.all(checks.map((check) => checkPickupCode(candidate, deviceCodeCheck(check))));
    if (!fits.some(Boolean)) return candidate;
  }
  throw new Error("Every code fits one of the checks");
}
