import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { applySecurityHeaders } from "../../worker/security";
import { createStaff, createUser, formPost, sessionCookieFor } from "../support/factories";

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get("Content-Security-Policy") ?? "";
  // A fresh nonce, or (islands pages, served byte for byte) only hashes of inline scripts.
  expect(csp).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/=]{20,}' |('sha256-[A-Za-z0-9+/=]{44}' )*)https:\/\/js\.stripe\.com;/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);
  expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("X-Rendered-Nonce")).toBeNull();
  return csp;
}

test("a page's scripts all carry the nonce of its own Content-Security-Policy, new for every response", async () => {
  const first = await SELF.fetch("http://localhost/sign-in");
  const csp = expectSecurityHeaders(first);
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  const second = await SELF.fetch("http://localhost/sign-in");
  expect(second.headers.get("Content-Security-Policy")).not.toContain(nonce);
});

test("security headers are on API answers, 404s and R2 downloads too", async () => {
  await env.MEDIA.put("handbooks/UUCA-Parent-Handbook.pdf", "%PDF-1.4 test", { httpMetadata: { contentType: "application/pdf" } });
  for (const path of ["/api/auth/user", "/api/no-such-thing", "/no/such/page", "/handbooks/UUCA-Parent-Handbook.pdf", "/media/gallery/missing.svg"]) {
    const response = await SELF.fetch(`http://localhost${path}`);
    expectSecurityHeaders(response);
  }
  const pdf = await SELF.fetch("http://localhost/handbooks/UUCA-Parent-Handbook.pdf");
  expect(pdf.status).toBe(200);
  // The wrapper keeps the download's own long-lived caching.
  expect(pdf.headers.get("Cache-Control")).toContain("max-age=");
});

test("pages with children's or payment data are never stored; a visitor's public page may be", async () => {
  const user = await createUser();
  const cookie = await sessionCookieFor(user.id);
  for (const path of ["/admin/login", "/checkout?registration=1", "/attendance", "/api/auth/user"]) {
    const response = await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.headers.get("Cache-Control"), path).toBe("private, no-store");
  }
  const home = await SELF.fetch("http://localhost/", { headers: { Cookie: cookie } });
  expect(home.headers.get("Cache-Control")).toBe("private, no-store");
  const visitorHome = await SELF.fetch("http://localhost/");
  expect(visitorHome.headers.get("Cache-Control") ?? "").not.toContain("no-store");
});

test("a cross-site form post is refused and changes nothing", async () => {
  const email = `cross-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const fields = { firstName: "Eve", lastName: "Ill", email, password: "sea otters swim at dawn" };
  const byOrigin = await SELF.fetch(formPost("/sign-up", fields, { Origin: "https://evil.example", "Sec-Fetch-Site": "" }));
  expect(byOrigin.status).toBe(403);
  expectSecurityHeaders(byOrigin);
  const byFetchMetadata = await SELF.fetch(formPost("/sign-up", fields, { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }));
  expect(byFetchMetadata.status).toBe(403);
  const sameSite = await SELF.fetch(formPost("/sign-up", fields, { "Sec-Fetch-Site": "same-site", Origin: "https://shop.localhost" }));
  expect(sameSite.status).toBe(403);
  // Without fetch metadata the Origin must equal the site's exactly: look-alikes that share a
  // prefix, another port or scheme, or an opaque origin are refused.
  for (const origin of ["http://localhost.evil.example", "http://localhost:8080", "https://localhost", "http://evil.localhost", "null"]) {
    const lookAlike = await SELF.fetch(formPost("/sign-up", fields, { Origin: origin, "Sec-Fetch-Site": "" }));
    expect(lookAlike.status, origin).toBe(403);
  }
  expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();

  const ok = await SELF.fetch(formPost("/sign-up", fields));
  expect(ok.status).toBe(200);
  expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).not.toBeNull();
});

test("a cross-site API write is refused; Stripe's webhook stays reachable", async () => {
  const user = await createUser();
  const cookie = await sessionCookieFor(user.id);
  const logout = await SELF.fetch("http://localhost/api/logout", {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(logout.status).toBe(403);
  expect(await logout.json()).toEqual({ message: "Cross-site requests are not allowed." });
  expect((await SELF.fetch("http://localhost/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(200);

  const webhook = await SELF.fetch("http://localhost/api/stripe/webhook", {
    method: "POST",
    body: "{}",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site" },
  });
  expect(webhook.status).not.toBe(403);
});

test("a page kept from an earlier render gets the new response's nonce", async () => {
  const cached = new Response('<html><script nonce="old-nonce">1</script><script>evil()</script></html>', {
    headers: { "Content-Type": "text/html", "X-Rendered-Nonce": "old-nonce" },
  });
  const response = applySecurityHeaders(new Request("http://localhost/"), cached, "fresh-nonce");
  const html = await response.text();
  expect(html).toContain('<script nonce="fresh-nonce">1</script>');
  // A script that had no nonce does not gain one.
  expect(html).toContain("<script>evil()</script>");
  expect(response.headers.get("Content-Security-Policy")).toContain("'nonce-fresh-nonce'");
});

test("a public page comes from the edge cache byte for byte, under a policy of hashes that match its every inline script", async () => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\bsrc=/.test(m[1]) && !/application\/ld\+json/.test(m[1])).map((m) => m[2]);
  const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));
  for (const path of ["/about-us", "/gallery", "/"]) {
    const first = await SELF.fetch(`http://localhost${path}`);
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    let second = await SELF.fetch(`http://localhost${path}`);
    for (let i = 0; i < 20 && second.headers.get("X-Edge-Cache") !== "HIT"; i++) {
      await second.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = await SELF.fetch(`http://localhost${path}`);
    }
    expect(second.headers.get("X-Edge-Cache"), path).toBe("HIT");
    // Twice more: from the Cache API, then from the instance's memory; each the same bytes.
    for (const response of [second, await SELF.fetch(`http://localhost${path}`), await SELF.fetch(`http://localhost${path}`)]) {
      const csp = expectSecurityHeaders(response);
      expect(csp, path).not.toContain("'nonce-");
      expect(response.headers.get("X-Script-Hashes"), path).toBeNull();
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(bytes.length, path).toBe(firstBytes.length);
      expect(
        bytes.every((byte, i) => byte === firstBytes[i]),
        path,
      ).toBe(true);
      const html = new TextDecoder().decode(bytes);
      expect(html, path).not.toMatch(/<script\b[^>]*\bnonce=/);
      const scriptSrc = /script-src ([^;]*)/.exec(csp)![1];
      const listed = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
      const needed = await Promise.all(inlineScripts(html).map(sha256));
      expect(new Set(listed), path).toEqual(new Set(needed));
    }
  }
});

test("a hash-based policy lets through exactly the scripts it names, and the page is not rewritten", async () => {
  const page = '<html><script>ok()</script><script nonce="old">evil()</script></html>';
  const stored = new Response(page, { headers: { "Content-Type": "text/html", "X-Script-Hashes": "'sha256-abc='" } });
  const response = applySecurityHeaders(new Request("http://localhost/"), stored, "fresh-nonce");
  expect(await response.text()).toBe(page);
  const csp = response.headers.get("Content-Security-Policy")!;
  expect(csp).toContain("script-src 'self' 'sha256-abc=' https://js.stripe.com;");
  expect(csp).not.toContain("nonce");
  expect(response.headers.get("X-Script-Hashes")).toBeNull();
});

test("on https the sign-in cookies are __Host- cookies (Secure, Path=/, no Domain); plain-http development keeps the bare names", async () => {
  const user = await createUser();
  const signIn = (origin: string) =>
    SELF.fetch(`${origin}/sign-in`, {
      method: "POST",
      body: new URLSearchParams({ email: user.email, password: "correct horse battery" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "198.51.100.150" },
      redirect: "manual",
    });
  const httpsCookie = (await signIn("https://localhost")).headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-sarraka_session=") && !c.startsWith("__Host-sarraka_session=;"))!;
  expect(httpsCookie).toMatch(/; Path=\/;/);
  expect(httpsCookie).toContain("; Secure");
  expect(httpsCookie).toContain("HttpOnly");
  expect(httpsCookie).not.toMatch(/Domain=/i);
  const token = httpsCookie.split(";")[0].split("=")[1];
  const whoIs = (cookie: string) => SELF.fetch("https://localhost/api/auth/user", { headers: { Cookie: cookie } });
  expect((await whoIs(`__Host-sarraka_session=${token}`)).status).toBe(200);
  // A cookie without the prefix (one a sibling subdomain could plant) is not a session on https.
  expect((await whoIs(`sarraka_session=${token}`)).status).toBe(401);

  const httpCookie = (await signIn("http://localhost")).headers
    .getSetCookie()
    .find((c) => c.startsWith("sarraka_session=") && !c.startsWith("sarraka_session=;"))!;
  expect(httpCookie).not.toContain("Secure");

  const staff = await createStaff({ password: "door-duty-password" });
  const staffLogin = await SELF.fetch("https://localhost/api/attendance/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "198.51.100.151" },
    body: JSON.stringify({ username: staff.username, password: "door-duty-password" }),
  });
  expect(staffLogin.headers.get("Set-Cookie")).toMatch(/^__Host-sarraka_staff=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/);
});
