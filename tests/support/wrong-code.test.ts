import { expect, test } from "vitest";
import { checkPickupCode, deviceCodeCheck, hashPickupCode, PICKUP_CODE_ITERATIONS } from "../../app/lib/attendance/pickup-code";
import { codeNoDeviceAccepts } from "./wrong-code";

test("the wrong code a journey types is refused by a door device, even for a family whose next code fits the device's part of the check", async () => {
  // With this salt, 123457 (the code after the family's) fits the 12 bits a device holds of 123456's check.
  const salt = "journeys-wrong-code-3847";
  const check = { algorithm: "PBKDF2-SHA256" as const, iterations: PICKUP_CODE_ITERATIONS, salt, hash: await hashPickupCode("123456", salt) };
  const device = deviceCodeCheck(check);
  expect(await checkPickupCode("123457", device)).toBe(true);

  const wrong = await codeNoDeviceAccepts("123456", [check]);
  expect(wrong).toMatch(/^\d{6}$/);
  expect(wrong).not.toBe("123456");
  expect(await checkPickupCode(wrong, device)).toBe(false);
  expect(await checkPickupCode(wrong, check)).toBe(false);
  // One code for every check given (a door may hold a family's old and new code, or every staff member's).
  const other = { ...check, salt: "another family", hash: await hashPickupCode("123457", "another family") };
  const forBoth = await codeNoDeviceAccepts("123456", [check, other], ["123456", "123457"]);
  for (const c of [check, other]) expect(await checkPickupCode(forBoth, deviceCodeCheck(c))).toBe(false);
  expect(["123456", "123457"]).not.toContain(forBoth);
});
