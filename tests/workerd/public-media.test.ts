// /media/ serves the office's public media by an allow-list of prefixes: whatever else the bucket
// holds (a backup, a pickup adult's photo, a prefix nobody has thought of yet) is not served.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";

const put = (key: string, body: string, contentType: string) => env.MEDIA.put(key, body, { httpMetadata: { contentType } });
const get = (path: string) => SELF.fetch(`http://localhost${path}`);

test("backups, pickup photos and any unknown prefix are 404 at /media/; gallery, hero, team, site images and handbooks still serve", async () => {
  await put("backups/d1/2031-06-01.json.gz", "every family's data", "application/gzip");
  await put("pickup-photos/7/face.jpg", "a pickup adult's face", "image/jpeg");
  await put("exports/registrations-2031.csv", "a future private file", "text/csv");
  await put("gallery-private/x.jpg", "near a public prefix", "image/jpeg");
  const publicKeys = ["gallery/beach-day-abc123.jpg", "hero/waves-def456.jpg", "team/jordan-0a1b2c.jpg", "site/award-1-9f8e7d.svg"];
  for (const key of publicKeys) await put(key, `public ${key}`, key.endsWith(".svg") ? "image/svg+xml" : "image/jpeg");
  await put("handbooks/UUCA-Parent-Handbook.pdf", "%PDF-1.4 handbook", "application/pdf");

  for (const path of [
    "/media/backups/d1/2031-06-01.json.gz",
    "/media/backups%2Fd1%2F2031-06-01.json.gz",
    "/media/pickup-photos/7/face.jpg",
    "/media/exports/registrations-2031.csv",
    "/media/gallery-private/x.jpg",
    "/media/gallery/../backups/d1/2031-06-01.json.gz",
    "/media/gallery%2F..%2Fbackups%2Fd1%2F2031-06-01.json.gz",
    "/media/gallery/",
  ]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toMatch(/every family's data|pickup adult's face|future private file|near a public prefix/);
  }

  for (const key of publicKeys) {
    const response = await get(`/media/${key}`);
    expect(response.status, key).toBe(200);
    expect(await response.text()).toBe(`public ${key}`);
    expect(response.headers.get("Cache-Control")).toContain("immutable");
  }
  const handbook = await get("/handbooks/UUCA-Parent-Handbook.pdf");
  expect(handbook.status).toBe(200);
  expect(await handbook.text()).toBe("%PDF-1.4 handbook");
});

test("a /media/ path that does not decode is a 404 page, not a server error", async () => {
  const response = await get("/media/gallery/%E0%A4%A");
  expect(response.status).toBe(404);
});
