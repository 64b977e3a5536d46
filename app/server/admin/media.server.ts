// Gallery photos and the two parent handbooks: bytes in R2, the index in media_objects. Photo
// keys carry a content hash (gallery/<name>-<hash>.<ext>) because /media/* is served as
// immutable: a replaced photo gets a new key, so browsers and the edge fetch it at once. The
// handbooks keep their public paths (/handbooks/*.pdf are revalidated hourly).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { mediaObjects, type MediaObject } from "../../../db/schema";
// Relative paths: the seed (tsx, no "~" alias) reaches this module through site-content.server.ts.
import { checkImageUpload, checkPdfUpload, IMAGE_EXTENSIONS, mediaSlug, type ImageType } from "../../lib/media-rules";
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { RefusedError } from "../operation-result.server";

export const HANDBOOK_KEYS = {
  UUCA: "handbooks/UUCA-Parent-Handbook.pdf",
  FLC: "handbooks/FLC-Parent-Handbook.pdf",
} as const;
export type HandbookSite = keyof typeof HANDBOOK_KEYS;

export function mediaForApi(object: MediaObject) {
  const url = object.kind === "handbook" ? `/${object.key}` : `/media/${object.key}`;
  return { ...object, url };
}

export async function listMedia(env: Env) {
  const rows = await getDb(env)
    .select()
    .from(mediaObjects)
    .where(inArray(mediaObjects.kind, ["gallery", "handbook"]))
    .orderBy(asc(mediaObjects.kind), asc(mediaObjects.sortOrder), asc(mediaObjects.id));
  return {
    gallery: rows.filter((r) => r.kind === "gallery").map(mediaForApi),
    handbooks: (Object.keys(HANDBOOK_KEYS) as HandbookSite[]).map((site) => {
      const row = rows.find((r) => r.key === HANDBOOK_KEYS[site]);
      return { site, key: HANDBOOK_KEYS[site], url: `/${HANDBOOK_KEYS[site]}`, object: row ? mediaForApi(row) : null };
    }),
  };
}

/** The first 6 bytes of the SHA-256 of a file, in hex: the version part of an R2 key. */
export async function shortHash(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function readPhoto(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkImageUpload(bytes);
  if (!check.ok) throw new RefusedError(400, check.message);
  const contentType = check.contentType as ImageType;
  const key = `gallery/${mediaSlug(file.name)}-${await shortHash(bytes)}.${IMAGE_EXTENSIONS[contentType]}`;
  return { bytes, key, contentType, width: check.width, height: check.height };
}

async function findMedia(env: Env, id: number) {
  const [row] = await getDb(env).select().from(mediaObjects).where(eq(mediaObjects.id, id));
  if (!row || (row.kind !== "gallery" && row.kind !== "handbook")) throw new RefusedError(404, "File not found");
  return row;
}

export async function uploadGalleryPhoto(env: Env, actor: AuditActor, file: File, alt: string) {
  const photo = await readPhoto(file);
  const db = getDb(env);
  if ((await db.select({ id: mediaObjects.id }).from(mediaObjects).where(eq(mediaObjects.key, photo.key))).length) {
    throw new RefusedError(409, "This photo is already in the gallery");
  }
  await env.MEDIA.put(photo.key, photo.bytes, { httpMetadata: { contentType: photo.contentType } });
  const [row] = await db
    .insert(mediaObjects)
    .values({
      kind: "gallery",
      key: photo.key,
      contentType: photo.contentType,
      alt,
      width: photo.width,
      height: photo.height,
      bytes: photo.bytes.byteLength,
      // A new photo goes first; the office reorders from there.
      sortOrder: sql`(SELECT coalesce(min(sort_order), 1) - 1 FROM media_objects WHERE kind = 'gallery')`,
    })
    .returning();
  await auditStatement(db, actor, { action: "media.upload", subjectType: "media", subjectId: row.id, detail: { key: row.key } });
  return mediaForApi(row);
}

/** A new file for an existing photo or handbook, keeping its place and alt text. */
export async function replaceMedia(env: Env, actor: AuditActor, id: number, file: File) {
  const current = await findMedia(env, id);
  const db = getDb(env);
  if (current.kind === "handbook") {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const check = checkPdfUpload(bytes);
    if (!check.ok) throw new RefusedError(400, check.message);
    await env.MEDIA.put(current.key, bytes, { httpMetadata: { contentType: "application/pdf" } });
    const [row] = await db.update(mediaObjects).set({ bytes: bytes.byteLength, updatedAt: Date.now() }).where(eq(mediaObjects.id, id)).returning();
    await auditStatement(db, actor, { action: "media.replace", subjectType: "media", subjectId: id, detail: { key: row.key } });
    return mediaForApi(row);
  }
  const photo = await readPhoto(file);
  if (photo.key === current.key) return mediaForApi(current);
  await env.MEDIA.put(photo.key, photo.bytes, { httpMetadata: { contentType: photo.contentType } });
  const [row] = await db
    .update(mediaObjects)
    .set({ key: photo.key, contentType: photo.contentType, width: photo.width, height: photo.height, bytes: photo.bytes.byteLength, updatedAt: Date.now() })
    .where(eq(mediaObjects.id, id))
    .returning();
  // The old object goes only after the index points at the new one, so no page shows a hole.
  await env.MEDIA.delete(current.key);
  await auditStatement(db, actor, { action: "media.replace", subjectType: "media", subjectId: id, detail: { from: current.key, to: row.key } });
  return mediaForApi(row);
}

export async function uploadHandbook(env: Env, actor: AuditActor, site: HandbookSite, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkPdfUpload(bytes);
  if (!check.ok) throw new RefusedError(400, check.message);
  const row = await storeHandbookPdf(env, site, bytes);
  await auditStatement(getDb(env), actor, { action: "media.upload", subjectType: "media", subjectId: row.id, detail: { key: row.key } });
  return mediaForApi(row);
}

/**
 * Puts a site's handbook PDF at its fixed public path in R2 and indexes it for the Media tab:
 * an office upload, or the PDF typeset from the Content tab's sections.
 */
export async function storeHandbookPdf(env: Env, site: HandbookSite, bytes: Uint8Array): Promise<MediaObject> {
  const key = HANDBOOK_KEYS[site];
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: "application/pdf" } });
  const [row] = await getDb(env)
    .insert(mediaObjects)
    .values({
      kind: "handbook",
      key,
      contentType: "application/pdf",
      alt: `${site} Parent Handbook`,
      bytes: bytes.byteLength,
      sortOrder: site === "UUCA" ? 0 : 1,
    })
    .onConflictDoUpdate({ target: mediaObjects.key, set: { bytes: bytes.byteLength, updatedAt: Date.now() } })
    .returning();
  return row;
}

export async function updateMediaAlt(env: Env, id: number, alt: string) {
  await findMedia(env, id);
  const [row] = await getDb(env).update(mediaObjects).set({ alt, updatedAt: Date.now() }).where(eq(mediaObjects.id, id)).returning();
  return mediaForApi(row);
}

/** Puts the gallery in the given order; the list must name every gallery photo once. */
export async function reorderGallery(env: Env, ids: number[]) {
  const db = getDb(env);
  const current = await db.select({ id: mediaObjects.id }).from(mediaObjects).where(eq(mediaObjects.kind, "gallery"));
  const known = new Set(current.map((r) => r.id));
  if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
    throw new RefusedError(409, "The gallery changed meanwhile. Reload and try again.");
  }
  if (ids.length === 0) return;
  const [first, ...rest] = ids.map((id, index) =>
    db
      .update(mediaObjects)
      .set({ sortOrder: index })
      .where(and(eq(mediaObjects.id, id), eq(mediaObjects.kind, "gallery"))),
  );
  await db.batch([first, ...rest]);
}

export async function deleteMedia(env: Env, actor: AuditActor, id: number) {
  const row = await findMedia(env, id);
  const db = getDb(env);
  await db.delete(mediaObjects).where(eq(mediaObjects.id, id));
  await env.MEDIA.delete(row.key);
  await auditStatement(db, actor, { action: "media.delete", subjectType: "media", subjectId: id, detail: { key: row.key } });
}
