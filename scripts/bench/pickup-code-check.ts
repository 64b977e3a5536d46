// What a lost door device gives away of a family's pickup code (docs/decisions/0057-door-trust.md).
// Times one check as a door makes it (PBKDF2-SHA256, 10,000 iterations, Node's WebCrypto), then
// tries SAMPLE codes against a device's part of one family's check and counts those that fit:
// the device's data fits about 1,000,000 / 4,096 = 244 codes per family, whatever the computing.
//   npx tsx scripts/bench/pickup-code-check.ts [SAMPLE=20000]
import { commandLineOrExit } from "../command-line";
import { checkPickupCode, deviceCodeCheck, hashPickupCode, PICKUP_CODE_ITERATIONS, type PickupCodeCheck } from "../../app/lib/attendance/pickup-code";

const sample = Number(commandLineOrExit({}, "Usage: npx tsx scripts/bench/pickup-code-check.ts [SAMPLE=20000]", 1).positionals[0] ?? 20_000);
const salt = "0057-bench-family-salt";
const code = "042917";
const whole: PickupCodeCheck = { algorithm: "PBKDF2-SHA256", iterations: PICKUP_CODE_ITERATIONS, salt, hash: await hashPickupCode(code, salt) };
const device = deviceCodeCheck(whole);

const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const t = performance.now();
  await checkPickupCode(String(i).padStart(6, "0"), device);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const perCheck = times[100];
console.log(`one check: ${perCheck.toFixed(2)} ms (median of 200, one core)`);
console.log(`every code against a whole check, one core: ${((perCheck * 1_000_000) / 3_600_000).toFixed(1)} h`);

const start = performance.now();
const fits: string[] = [];
for (let n = 0; n < sample; n++) {
  const c = String(n).padStart(6, "0");
  if (await checkPickupCode(c, device)) fits.push(c);
}
const seconds = (performance.now() - start) / 1000;
console.log(`${sample} codes tried against the device's part in ${seconds.toFixed(1)} s: ${fits.length} fit (${fits.slice(0, 8).join(", ")})`);
console.log(`so all 1,000,000 codes: about ${Math.round((fits.length * 1_000_000) / sample)} fit per family (expected 1,000,000 / 4,096 = 244)`);
const wholeFits = [];
for (const c of fits) if (await checkPickupCode(c, whole)) wholeFits.push(c);
console.log(`of those, the whole check (the server's) accepts: ${wholeFits.join(", ") || "none"} (the family's code is ${code})`);
