// Measures what one password hash costs inside workerd, the figure behind
// docs/decisions/0002-password-hashing.md. workerd only advances its clock at I/O, so each
// timing is taken across a D1 round trip.
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { hashPassword, verifyPassword } from "~/server/password.server";

async function clock() {
  await env.DB.prepare("SELECT 1").first();
  return performance.now();
}

test("one PBKDF2-SHA256 hash (100,000 iterations) costs well under Workers' CPU limit", async () => {
  const rounds = 10;
  await hashPassword("warm up the crypto path", "pepper");
  const start = await clock();
  const base = await clock();
  const ioCost = base - start;
  let stored = "";
  for (let i = 0; i < rounds; i++) stored = await hashPassword(`camp sarraka ${i}`, "pepper");
  const perHash = ((await clock()) - base - ioCost) / rounds;
  console.log(`PBKDF2-SHA256 100k iterations + HMAC pepper: ${perHash.toFixed(1)} ms per hash in workerd (mean of ${rounds})`);
  expect(await verifyPassword(`camp sarraka ${rounds - 1}`, stored, "pepper")).toBe(true);
  expect(perHash).toBeGreaterThan(1);
  expect(perHash).toBeLessThan(1000);
});
