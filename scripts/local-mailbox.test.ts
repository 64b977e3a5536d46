import { afterAll, beforeAll, expect, test } from "vitest";
import { startLocalMailbox } from "./local-mailbox";

let base = "";
let close: () => void;
beforeAll(async () => {
  const { url, server } = await startLocalMailbox();
  base = url;
  close = () => server.close();
});
afterAll(() => close());

const send = (mail: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${base}/emails`, {
    method: "POST",
    headers: { Authorization: "Bearer re_local_mailbox", "Content-Type": "application/json", ...headers },
    body: JSON.stringify(mail),
  });
const inbox = async (to: string) => (await fetch(`${base}/__mail?to=${encodeURIComponent(to)}`)).json() as Promise<Array<{ id: string; subject: string }>>;
const mail = (to: string, subject = "Confirm your e-mail") => ({ from: "Camp <hello@example.org>", to: [to], subject, text: "Hi", html: "<p>Hi</p>" });

test("a mail sent twice with the same Idempotency-Key is delivered once", async () => {
  const first = await send(mail("twice@example.org"), { "Idempotency-Key": "outbox-1" });
  const again = await send(mail("twice@example.org"), { "Idempotency-Key": "outbox-1" });
  expect(first.status).toBe(200);
  expect(await again.json()).toEqual(await first.json());
  expect(await inbox("twice@example.org")).toHaveLength(1);
});

test("a key used again for another mail is refused with 409, as Resend does, and that mail is not delivered", async () => {
  expect((await send(mail("first@example.org"), { "Idempotency-Key": "outbox-7" })).status).toBe(200);
  const reused = await send(mail("second@example.org"), { "Idempotency-Key": "outbox-7" });
  expect(reused.status).toBe(409);
  expect(await reused.json()).toMatchObject({ name: "invalid_idempotent_request" });
  expect(await inbox("second@example.org")).toHaveLength(0);
});

test("told to fail once, it answers 500 to the next send only", async () => {
  expect((await fetch(`${base}/__fail?count=1`, { method: "POST" })).status).toBe(200);
  expect((await send(mail("retry@example.org"), { "Idempotency-Key": "outbox-2" })).status).toBe(500);
  expect(await (await fetch(`${base}/__fail`)).json()).toEqual({ failNext: 0 });
  expect(await inbox("retry@example.org")).toHaveLength(0);
  expect((await send(mail("retry@example.org"), { "Idempotency-Key": "outbox-2" })).status).toBe(200);
  expect(await inbox("retry@example.org")).toHaveLength(1);
});

test("bad requests get a 4xx with a message", async () => {
  expect((await fetch(`${base}/emails`, { method: "POST", body: "{}" })).status).toBe(401);
  const invalid = await send({ from: "a", to: [], subject: "" });
  expect(invalid.status).toBe(422);
  expect((await invalid.json()).message).toContain("subject");
  expect((await fetch(`${base}/__fail?count=-3`, { method: "POST" })).status).toBe(400);
  expect((await fetch(`${base}/mail/%E0%A4%A`)).status).toBe(400);
  expect((await fetch(`${base}/mail/local-999`)).status).toBe(404);
});

test("the pages list mail newest first and show it escaped, its own HTML in a sandboxed frame", async () => {
  await send(mail("page@example.org", "Older"));
  await send({ ...mail("page@example.org", "<script>alert(1)</script>"), html: '<a href="http://127.0.0.1/x?a=1&b=2">Go</a><script>alert(2)</script>' });
  const list = await (await fetch(`${base}/`)).text();
  expect(list).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(list).not.toContain("<script>");
  expect(list.indexOf("alert(1)")).toBeLessThan(list.indexOf("Older"));

  const [newest] = await inbox("page@example.org");
  const one = await fetch(`${base}/mail/${newest.id}`);
  expect(one.headers.get("content-security-policy")).toContain("default-src 'none'");
  const html = await one.text();
  expect(html).not.toContain("<script>");
  expect(html).toContain('sandbox="allow-popups allow-top-navigation-by-user-activation"');
  expect(html).toContain("&lt;a href=&quot;http://127.0.0.1/x?a=1&amp;b=2&quot;&gt;Go&lt;/a&gt;");
});

test("the list and each mail fit a phone's width (a viewport meta)", async () => {
  await send(mail("phone@example.org", "On a phone"));
  const [newest] = await inbox("phone@example.org");
  for (const path of ["/", `/mail/${newest.id}`]) {
    expect(await (await fetch(`${base}${path}`)).text(), path).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  }
});
