// Backups and pickup photos live in the private bucket (PRIVATE_FILES), which no public route
// reads; what the older code left in the media bucket is moved there (decision 0066).
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { campTimeToInstant } from "../../app/lib/camp-dates";
import { backupKeyFor } from "../../app/server/backups.server";
import { createAttendanceSession, createCamper, createRosterEntry, createStaff, createUser, sessionCookieFor, staffCookieFor } from "../support/factories";
import { callApi } from "../support/api";
import { runCron } from "../support/worker";

const get = (path: string, cookie?: string) => SELF.fetch(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
const keysUnder = async (bucket: R2Bucket, prefix: string) => (await bucket.list({ prefix })).objects.map((o) => o.key);
const PNG = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));

/** A parent whose child is on a door roster, one pickup adult with a photo, and a counselor. */
async function adultWithPhoto() {
  const parent = await createUser({ firstName: "Pat", lastName: "Rivera" });
  const parentCookie = await sessionCookieFor(parent.id);
  const camper = await createCamper({ parentId: parent.id, firstName: "Maya", lastName: "Rivera" });
  await createRosterEntry({ attendanceSessionId: (await createAttendanceSession()).id, camperId: camper.id, camperName: "Maya Rivera" });
  const staffCookie = await staffCookieFor(await createStaff({ displayName: "Jordan Lee" }));
  const added = await callApi("/api/pickup/adults", {
    cookie: parentCookie,
    body: { camperId: camper.id, name: "Lou Rivera", relationship: "Grandpa", phone: "703 555 0100" },
  });
  const form = new FormData();
  form.set("photo", new File([PNG], "lou.png", { type: "image/png" }));
  const up = await SELF.fetch(`http://localhost/api/pickup/adults/${added.json.id}/photo`, { method: "PUT", headers: { Cookie: parentCookie }, body: form });
  expect(up.status).toBe(200);
  const { photoUrl } = await up.json<{ photoUrl: string }>();
  const { photo_key: key } = (await env.DB.prepare("SELECT photo_key FROM authorized_adults WHERE id = ?").bind(added.json.id).first<{ photo_key: string }>())!;
  return { parentCookie, staffCookie, adultId: added.json.id as number, photoUrl, key };
}

/** What the code before decision 0066 did: the photo in the media bucket, none in the private one. */
async function keptInMediaAsBefore(key: string) {
  const object = (await env.PRIVATE_FILES.get(key))!;
  await env.MEDIA.put(key, await object.arrayBuffer(), { httpMetadata: object.httpMetadata });
  await env.PRIVATE_FILES.delete(key);
}

test("the nightly backup is written to the private bucket and not to the media bucket", async () => {
  await runCron(new Date(campTimeToInstant("2031-07-01", "02:05")));
  expect(await env.PRIVATE_FILES.head(backupKeyFor("2031-07-01"))).not.toBeNull();
  expect(await keysUnder(env.MEDIA, "backups/")).toEqual([]);
  expect((await get(`/media/${backupKeyFor("2031-07-01")}`)).status).toBe(404);
});

test("a pickup photo lands in the private bucket and is served only through its route: to door staff, never at /media/", async () => {
  const f = await adultWithPhoto();
  expect(await env.PRIVATE_FILES.head(f.key)).not.toBeNull();
  expect(await keysUnder(env.MEDIA, "pickup-photos/")).toEqual([]);
  const atTheDoor = await get(f.photoUrl, f.staffCookie);
  expect(atTheDoor.status).toBe(200);
  expect(new Uint8Array(await atTheDoor.arrayBuffer())).toEqual(PNG);
  expect((await get(f.photoUrl)).status).toBe(404);
  expect((await get(`/media/${f.key}`)).status).toBe(404);
});

test("/media/ and /handbooks/ never read the private bucket, whatever key is asked for", async () => {
  const keys = [backupKeyFor("2031-06-01"), "pickup-photos/7/0123456789abcdef01234567.jpg", "gallery/private-copy.jpg", "hero/private-copy.jpg"];
  for (const key of keys) await env.PRIVATE_FILES.put(key, `private ${key}`, { httpMetadata: { contentType: "image/jpeg" } });
  // The media bucket has no handbook (an earlier cron run in this file may have published one).
  await env.MEDIA.delete("handbooks/FLC-Parent-Handbook.pdf");
  await env.PRIVATE_FILES.put("handbooks/FLC-Parent-Handbook.pdf", "%PDF-1.4 private", { httpMetadata: { contentType: "application/pdf" } });
  for (const key of keys) expect((await get(`/media/${key}`)).status, key).toBe(404);
  expect((await get("/handbooks/FLC-Parent-Handbook.pdf")).status).toBe(404);
});

test("the cron moves the backups and photos the older code kept in the media bucket, and leaves the public media", async () => {
  const night = backupKeyFor("2031-05-30");
  await env.MEDIA.put(night, "an older backup", { httpMetadata: { contentType: "application/gzip" }, customMetadata: { takenAt: "2031-05-30T06:05:00.000Z" } });
  await env.MEDIA.put("pickup-photos/41/00112233445566778899aabb.jpg", "a face", { httpMetadata: { contentType: "image/jpeg" } });
  await env.MEDIA.put("gallery/beach-day-abc123.jpg", "public", { httpMetadata: { contentType: "image/jpeg" } });
  // Already moved once (a read at the door): the private copy wins, the media one just goes.
  await env.MEDIA.put("pickup-photos/41/ffeeddccbbaa998877665544.jpg", "stale", { httpMetadata: { contentType: "image/jpeg" } });
  await env.PRIVATE_FILES.put("pickup-photos/41/ffeeddccbbaa998877665544.jpg", "current", { httpMetadata: { contentType: "image/jpeg" } });

  // Before 2 am: no new backup, only the move.
  await runCron(new Date(campTimeToInstant("2031-06-02", "01:00")));

  expect(await keysUnder(env.MEDIA, "backups/")).toEqual([]);
  expect(await keysUnder(env.MEDIA, "pickup-photos/")).toEqual([]);
  expect(await keysUnder(env.MEDIA, "gallery/")).toContain("gallery/beach-day-abc123.jpg");
  const moved = (await env.PRIVATE_FILES.get(night))!;
  expect(await moved.text()).toBe("an older backup");
  expect(moved.httpMetadata?.contentType).toBe("application/gzip");
  expect(moved.customMetadata).toEqual({ takenAt: "2031-05-30T06:05:00.000Z" });
  expect(await (await env.PRIVATE_FILES.get("pickup-photos/41/00112233445566778899aabb.jpg"))!.text()).toBe("a face");
  expect(await (await env.PRIVATE_FILES.get("pickup-photos/41/ffeeddccbbaa998877665544.jpg"))!.text()).toBe("current");
});

test("before the cron has moved it, a photo in the media bucket still shows at the door (and is moved then); removing the adult deletes it in both", async () => {
  const f = await adultWithPhoto();
  await keptInMediaAsBefore(f.key);
  const atTheDoor = await get(f.photoUrl, f.staffCookie);
  expect(atTheDoor.status).toBe(200);
  expect(atTheDoor.headers.get("Content-Type")).toBe("image/png");
  expect(new Uint8Array(await atTheDoor.arrayBuffer())).toEqual(PNG);
  expect(await env.MEDIA.head(f.key)).toBeNull();
  expect(await env.PRIVATE_FILES.head(f.key)).not.toBeNull();

  await keptInMediaAsBefore(f.key);
  expect((await callApi(`/api/pickup/adults/${f.adultId}`, { cookie: f.parentCookie, method: "DELETE" })).status).toBe(200);
  expect(await env.MEDIA.head(f.key)).toBeNull();
  expect(await env.PRIVATE_FILES.head(f.key)).toBeNull();
});
