import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { seedDatabase } from "../../db/seed";
import { runCron } from "../support/worker";

test("a page is rendered on the server with data from D1", async () => {
  await env.DB.prepare(
    "INSERT INTO media_objects (kind, key, content_type, alt, width, height, bytes) VALUES ('gallery', 'gallery/probe.svg', 'image/svg+xml', 'Snow day sledding on the hill', 1200, 800, 10)",
  ).run();
  const response = await SELF.fetch("http://localhost/gallery");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  const html = await response.text();
  expect(html).toContain("Snow day sledding on the hill");
  expect(html).toContain("/media/gallery/probe.svg");
  await env.DB.prepare("DELETE FROM media_objects WHERE key = 'gallery/probe.svg'").run();
});

test("the API answers JSON from D1", async () => {
  await seedDatabase(env);
  const response = await SELF.fetch("http://localhost/api/school-year-content");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  const body = await response.json<{ title: string; ageGroups: unknown[] }>();
  expect(body.title).toBe("School Year Camps");
  expect(body.ageGroups.length).toBeGreaterThan(0);
});

test("an unknown API path answers 404 JSON", async () => {
  const response = await SELF.fetch("http://localhost/api/no-such-thing");
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ message: "Not found" });
});

test("an unknown page answers 404 with the not-found page", async () => {
  const response = await SELF.fetch("http://localhost/no/such/page");
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain("404 Page Not Found");
  expect(html).toContain("Did you forget to add the page to the router?");
});

test("KV keeps a value with a TTL", async () => {
  await env.STAFF_SESSIONS.put("probe", JSON.stringify({ name: "Jordan" }), { expirationTtl: 60 });
  expect(await env.STAFF_SESSIONS.get("probe", "json")).toEqual({ name: "Jordan" });
});

test("a handbook PDF is served from R2 with its content type and cache headers", async () => {
  await seedDatabase(env);
  const response = await SELF.fetch("http://localhost/handbooks/UUCA-Parent-Handbook.pdf");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toContain("max-age=");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe("%PDF-1.7");

  const etag = response.headers.get("etag")!;
  const again = await SELF.fetch("http://localhost/handbooks/UUCA-Parent-Handbook.pdf", {
    headers: { "If-None-Match": etag },
  });
  expect(again.status).toBe(304);
});

test("a gallery image is served from R2 as immutable", async () => {
  await seedDatabase(env);
  const row = await env.DB.prepare("SELECT key FROM media_objects WHERE kind = 'gallery' LIMIT 1").first<{ key: string }>();
  const response = await SELF.fetch(`http://localhost/media/${row!.key}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/svg+xml");
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(await response.text()).toContain("<svg");
  expect((await SELF.fetch("http://localhost/media/gallery/missing.svg")).status).toBe(404);
});

test("the seed can run twice without changing anything", async () => {
  await seedDatabase(env);
  const count = () =>
    env.DB.prepare("SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM registrations) + (SELECT count(*) FROM media_objects) AS n").first<{
      n: number;
    }>();
  const before = await count();
  await seedDatabase(env);
  expect(await count()).toEqual(before);
});

test("the cron handler removes expired sessions and keeps live ones", async () => {
  const now = Date.UTC(2030, 0, 1);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, first_name, last_name) VALUES ('u1', 'a@example.com', 'A', 'B')"),
    env.DB.prepare("INSERT INTO user_sessions (id, user_id, last_seen_at, expires_at) VALUES ('old', 'u1', ?1, ?2)").bind(now - 10, now - 1),
    env.DB.prepare("INSERT INTO user_sessions (id, user_id, last_seen_at, expires_at) VALUES ('live', 'u1', ?1, ?2)").bind(now, now + 60_000),
  ]);
  await runCron(new Date(now));
  const { results } = await env.DB.prepare("SELECT id FROM user_sessions").all<{ id: string }>();
  expect(results.map((r) => r.id)).toEqual(["live"]);
});
