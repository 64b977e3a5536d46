import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, expect, test, vi } from "vitest";
import { createUser, latestMailTo } from "../support/factories";
import { worker } from "../support/worker";

// These call the built Worker with their own execution context, so they can see what happens
// before the answer and what is left for after it (ctx.waitUntil).
function formAt(url: string, fields: Record<string, string>, ip = "198.51.100.90") {
  return new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip },
    redirect: "manual",
  }) as Request<unknown, IncomingRequestCfProperties>;
}

async function submit(request: Request<unknown, IncomingRequestCfProperties>, withEnv: Env = env) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, withEnv, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, text };
}

const newEmail = () => `family-${crypto.randomUUID().slice(0, 8)}@example.org`;
const mailCount = async (to: string, kind: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM outbox WHERE to_address = ? AND kind = ?").bind(to, kind).first<{ n: number }>())!.n;

afterEach(() => vi.restoreAllMocks());

test("every account mail links to the camp's own address (APP_URL), whatever Host the request named", async () => {
  const forged = "http://evil.example";
  const fresh = newEmail();
  await submit(formAt(`${forged}/sign-up`, { firstName: "Dana", lastName: "Okafor", email: fresh, password: "sea otters swim at dawn" }));
  expect((await latestMailTo(fresh, "http"))?.link).toMatch(/^http:\/\/localhost\/verify-email\?token=/);

  const existing = await createUser();
  await submit(formAt(`${forged}/sign-up`, { firstName: "Dana", lastName: "Okafor", email: existing.email, password: "sea otters swim at dawn" }));
  expect((await latestMailTo(existing.email, "http"))?.link).toBe("http://localhost/forgot-password");

  await submit(formAt(`${forged}/forgot-password`, { email: existing.email }));
  expect((await latestMailTo(existing.email, "http"))?.link).toMatch(/^http:\/\/localhost\/reset-password\?token=/);

  const unverified = await createUser({ emailVerifiedAt: null });
  await submit(formAt(`${forged}/sign-in`, { email: unverified.email, password: "correct horse battery" }, "198.51.100.91"));
  expect((await latestMailTo(unverified.email, "http"))?.link).toMatch(/^http:\/\/localhost\/verify-email\?token=/);
});

test("signing up again and again with an address that has an account mails its owner once in 5 minutes", async () => {
  const existing = await createUser();
  for (let i = 0; i < 3; i++) {
    const answer = await submit(
      formAt(
        "http://localhost/sign-up",
        { firstName: "Dana", lastName: "Okafor", email: existing.email, password: "sea otters swim at dawn" },
        `198.51.100.${100 + i}`,
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Check your e-mail");
  }
  expect(await mailCount(existing.email, "account-exists")).toBe(1);
});

test("one connection creating account after account is slowed like failed sign-ins", async () => {
  const ip = "203.0.113.120";
  for (let i = 0; i < 20; i++) {
    const answer = await submit(
      formAt("http://localhost/sign-up", { firstName: "Bot", lastName: "Farm", email: newEmail(), password: "sea otters swim at dawn" }, ip),
    );
    expect(answer.status).toBe(200);
  }
  const email = newEmail();
  const refused = await submit(formAt("http://localhost/sign-up", { firstName: "Bot", lastName: "Farm", email, password: "sea otters swim at dawn" }, ip));
  expect(refused.status).toBe(429);
  expect(refused.text).toContain("Too many new accounts from this connection. Please wait 30 seconds and try again.");
  expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();
  // Someone on another connection signs up as usual.
  expect(
    (
      await submit(
        formAt("http://localhost/sign-up", { firstName: "Dana", lastName: "Okafor", email: newEmail(), password: "sea otters swim at dawn" }, "198.51.100.130"),
      )
    ).status,
  ).toBe(200);
});

test("forgot-password and sign-up answer without waiting for the mail provider, known address or not", async () => {
  // A mail provider that answers only when the test lets it: an answer that waited for it would never come.
  let letProviderAnswer!: () => void;
  const providerMayAnswer = new Promise<void>((resolve) => (letProviderAnswer = resolve));
  const sentBodies: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith("https://api.resend.com/")) return realFetch(input, init);
    await providerMayAnswer;
    sentBodies.push(String(init?.body));
    return Response.json({ id: "sent" });
  });
  const withProvider = { ...env, MAIL_PROVIDER_API_KEY: "re_test_key" } as Env;
  const known = await createUser();
  const ctx = createExecutionContext();
  const answers = [];
  for (const request of [
    formAt("http://localhost/forgot-password", { email: known.email }),
    formAt("http://localhost/forgot-password", { email: newEmail() }),
    formAt("http://localhost/sign-up", { firstName: "Dana", lastName: "Okafor", email: known.email, password: "sea otters swim at dawn" }, "198.51.100.140"),
  ]) {
    answers.push(await worker.fetch(request, withProvider, ctx));
  }
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  expect(sentBodies).toEqual([]);

  letProviderAnswer();
  await waitOnExecutionContext(ctx);
  expect(sentBodies.some((body) => body.includes("http://localhost/reset-password?token="))).toBe(true);
  expect(sentBodies.some((body) => body.includes("You already have a Camp Sarraka account"))).toBe(true);
  const sent = await env.DB.prepare("SELECT status FROM outbox WHERE to_address = ? AND kind = 'reset-password'").bind(known.email).first<{ status: string }>();
  expect(sent?.status).toBe("sent");
}, 10_000);
