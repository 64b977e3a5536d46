import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PUBLIC_PAGE_PATHS } from "../../app/content/public-pages";
import { createUser, sessionCookieFor } from "../support/factories";
import { callApi } from "../support/api";
import { fetchUntilCached } from "../support/edge-cache";

const PUBLIC_PAGES = PUBLIC_PAGE_PATHS;

beforeAll(async () => {
  await seedDatabase(env);
});

test("every public page is server-rendered with its own title and description", async () => {
  const titles = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, path).toMatch(/Camp Sarraka/);
    titles.add(title!);
    expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
});

test("the school-year page shows the content block stored in D1", async () => {
  const row = await env.DB.prepare("SELECT body FROM content_blocks WHERE key = 'school-year-camps'").first<{ body: string }>();
  const content = JSON.parse(row!.body);
  content.subtitle = "Snow days, teacher days and every holiday in between";
  await env.DB.prepare("UPDATE content_blocks SET body = ?1 WHERE key = 'school-year-camps'").bind(JSON.stringify(content)).run();
  const user = await createUser();
  // A signed-in request bypasses the edge cache, so it reads D1 now.
  const response = await SELF.fetch("http://localhost/school-year-camps", { headers: { Cookie: await sessionCookieFor(user.id) } });
  expect(await response.text()).toContain("Snow days, teacher days and every holiday in between");
});

test("visitors get public pages from the edge cache", async () => {
  const first = await SELF.fetch("http://localhost/gallery");
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=600");
  const firstHtml = await first.text();
  const photo = /\/media\/(gallery\/[^"]+)"/.exec(firstHtml)![1];

  const cached = await fetchUntilCached("http://localhost/gallery");
  // Proof it is the stored copy: the photo removed from D1 meanwhile is still listed.
  await env.DB.prepare("DELETE FROM media_objects WHERE key = ?1").bind(photo).run();
  const again = await SELF.fetch("http://localhost/gallery");
  expect(again.headers.get("x-edge-cache")).toBe("HIT");
  expect(await again.text()).toContain(photo);
  expect(await cached.text()).toContain(photo);
});

test("a signed-in user never receives or writes a shared cached page", async () => {
  const admin = await createUser({ isAdmin: true, firstName: "Ada" });
  const cookie = await sessionCookieFor(admin.id);

  // A visitor has the contact page cached...
  await SELF.fetch("http://localhost/contact").then((r) => r.arrayBuffer());
  await fetchUntilCached("http://localhost/contact");

  // ...the signed-in admin still gets a fresh, private page with their own header.
  const signedIn = await SELF.fetch("http://localhost/contact", { headers: { Cookie: cookie } });
  expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  expect(signedIn.headers.get("x-edge-cache")).toBeNull();
  const html = await signedIn.text();
  expect(html).toContain('href="/api/logout"');
  expect(html).toContain('href="/admin"');

  // A page first requested by a signed-in user is never the copy the next visitors get: the
  // first copy the cache ever serves for this address is a visitor's (a query string no one has
  // asked for yet gives a cache key of its own).
  const privateFirst = await SELF.fetch("http://localhost/sticker-committee?first=signed-in", { headers: { Cookie: cookie } });
  expect(await privateFirst.text()).toContain("Logout");
  const visitor = await fetchUntilCached("http://localhost/sticker-committee?first=signed-in");
  const visitorHtml = await visitor.text();
  expect(visitorHtml).not.toContain("Logout");
  expect(visitorHtml).toContain("Sign Up");
});

test("client-side navigation data for public pages is cached for visitors too", async () => {
  const first = await SELF.fetch("http://localhost/testimonials.data");
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=600");
  await first.arrayBuffer();
  await fetchUntilCached("http://localhost/testimonials.data");
});

test("unknown pages answer 404 and are not cached", async () => {
  const response = await SELF.fetch("http://localhost/no-such-page-here");
  expect(response.status).toBe(404);
  expect(response.headers.get("x-edge-cache")).toBeNull();
  expect(await response.text()).toContain("404 Page Not Found");
});

// Islands pages: React Router's client never loads; only the interactive parts hydrate.
const hydratesFully = (html: string) => html.includes("window.__reactRouterContext") && /\/assets\/entry\.client-[\w-]+\.js/.test(html);
// No nonce: islands pages are served byte for byte under a hash-based policy.
const islandsEntry = (html: string) => /<script type="module" src="\/assets\/islands-[\w-]+\.js"[^>]*><\/script>/.test(html);

test("public pages and the 404 page ship islands, not React Router's client, and inline the stylesheet", async () => {
  for (const path of [...PUBLIC_PAGES, "/no/such/page"]) {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    expect(hydratesFully(html), path).toBe(false);
    expect(islandsEntry(html), path).toBe(true);
    expect(html, path).toContain('data-island="site-header"');
    expect(html, path).not.toMatch(/<link rel="stylesheet"/);
    expect(html, path).toMatch(/<style>[^<]*\.bg-sea-900\{/);
  }
  const gallery = await (await SELF.fetch("http://localhost/gallery")).text();
  expect(gallery).toContain('data-island="photo-grid"');
});

test("app pages and a parent's dashboard keep full hydration", async () => {
  for (const path of ["/sign-in", "/sign-up", "/admin/login", "/attendance-login"]) {
    const html = await (await SELF.fetch(`http://localhost${path}`)).text();
    expect(hydratesFully(html), path).toBe(true);
    expect(html, path).not.toContain("data-island=");
  }
  const parent = await createUser({ firstName: "Pia" });
  const dashboard = await (await SELF.fetch("http://localhost/", { headers: { Cookie: await sessionCookieFor(parent.id) } })).text();
  expect(hydratesFully(dashboard)).toBe(true);
  expect(islandsEntry(dashboard)).toBe(false);
});

test("a signed-in user's header island gets whether they are an admin, nothing more", async () => {
  const admin = await createUser({ isAdmin: true, firstName: "Ada" });
  const html = await (await SELF.fetch("http://localhost/gallery", { headers: { Cookie: await sessionCookieFor(admin.id) } })).text();
  const props = /data-island="site-header" data-island-prefix="[^"]*" data-props="([^"]*)"/.exec(html)![1].replaceAll("&quot;", '"');
  expect(JSON.parse(props).user).toEqual({ isAdmin: true });
  expect(html).not.toContain(admin.email);
  expect(html).toContain(">Logout<");
});

test("one purge reaches every cached variant: tracking parameters and the router's _routes share the page's one copy", async () => {
  await fetchUntilCached("http://localhost/testimonials?utm_source=parents-group");
  // Another tracking address is served the same copy, without rendering again.
  const variant = await SELF.fetch("http://localhost/testimonials?fbclid=abc&utm_medium=email");
  expect(variant.headers.get("x-edge-cache")).toBe("HIT");
  await variant.arrayBuffer();
  await fetchUntilCached("http://localhost/testimonials.data?_routes=root,routes/testimonials");
  await fetchUntilCached("http://localhost/_.data");

  const admin = await createUser({ isAdmin: true });
  const cookie = await sessionCookieFor(admin.id);
  const { json } = await callApi("/api/admin/content", { cookie });
  const saved = await callApi("/api/admin/content/home", { method: "PUT", cookie, body: json.home });
  expect(saved.status).toBe(200);

  for (const url of ["/testimonials?utm_source=parents-group", "/testimonials.data?_routes=routes/testimonials", "/_.data"]) {
    const after = await SELF.fetch(`http://localhost${url}`);
    expect(after.headers.get("x-edge-cache"), url).toBe("MISS");
    await after.arrayBuffer();
  }
});

test("a media-archive view chosen with its filters is rendered for each request, never kept", async () => {
  const first = await SELF.fetch("http://localhost/sarraka-media?year=2025&campType=summer");
  expect(first.status).toBe(200);
  await first.arrayBuffer();
  const second = await SELF.fetch("http://localhost/sarraka-media?year=2025&campType=summer");
  expect(second.headers.get("x-edge-cache")).toBeNull();
  expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=0");
  expect(await second.text()).toContain("2025");
});
