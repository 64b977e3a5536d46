// The Content tab's operations (and /api/admin/content/*): the home hero, the school-year
// page's schedule and video, the home and summer pages' videos, and add / edit /
// reorder / delete on each list the office edits. Each checks the input with the list's schema,
// writes in one D1 batch with its audit row, then publishes: a handbook's PDF is made again in
// R2 and the public pages showing the list leave the edge cache, so the change shows at once.
import { and, asc, eq, sql } from "drizzle-orm";
import { contentBlocks, contentItems, mediaObjects } from "../../../db/schema";
import {
  CONTENT_LIST_INFO,
  CONTENT_LISTS,
  contentItemSchemas,
  homeSchema,
  isContentList,
  listLimit,
  moveSchema,
  pageVideosSchema,
  scheduleLines,
  schoolYearPageSchema,
  type ContentList,
  type PageVideos,
} from "~/lib/admin/content-schema";
import type { SchoolYearContent } from "~/content/school-year";
import { checkImageUpload, IMAGE_EXTENSIONS, mediaSlug, type ImageType } from "~/lib/media-rules";
import { LOCATIONS } from "~/lib/vocabulary";
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { shortHash } from "./media.server";
import { parseInput, refused, type Outcome, type Refused } from "../operation-result.server";
import { purgePublicPages } from "../public-page-purge.server";
import { getSchoolYearContent, SCHOOL_YEAR_CONTENT_KEY } from "../content.server";
import {
  heroPhotos,
  HOME_CONTENT_KEY,
  PAGE_VIDEOS_CONTENT_KEY,
  publishHandbookPdf,
  readHome,
  readList,
  readPageVideos,
  teamPhotos,
} from "../site-content.server";

/** Who is changing the content, and the origins whose edge-cached pages must be dropped. */
export type ContentChange = { env: Env; actor: AuditActor; origins: string[] };

const NOT_FOUND = "This item no longer exists. Reload the Content tab.";

export async function getContentForAdmin(env: Env) {
  const lists = Object.fromEntries(await Promise.all(CONTENT_LISTS.map(async (list) => [list, await readList(env, list)] as const)));
  const schoolYear = await getSchoolYearContent(env);
  return {
    home: await readHome(env),
    schoolYearPage: { schedule: scheduleLines(schoolYear.schedule), videoId: schoolYear.videoId },
    pageVideos: await readPageVideos(env),
    lists: lists as { [L in ContentList]: Awaited<ReturnType<typeof readList<L>>> },
    teamPhotos: await teamPhotos(env),
    heroPhotos: await heroPhotos(env),
  };
}

async function publish({ env, origins }: ContentChange, list: ContentList | "home") {
  if (list === "handbook-UUCA" || list === "handbook-FLC") {
    await publishHandbookPdf(
      env,
      LOCATIONS.find((l) => list === `handbook-${l}`)!,
    );
  }
  await purgePublicPages(origins);
}

/** Writes one content block with its audit row, then publishes it. */
async function saveBlock(change: ContentChange, key: string, block: unknown, action: string, detail: Record<string, unknown>) {
  const db = getDb(change.env);
  const body = JSON.stringify(block);
  await db.batch([
    db
      .insert(contentBlocks)
      .values({ key, body })
      .onConflictDoUpdate({ target: contentBlocks.key, set: { body, updatedAt: Date.now() } }),
    auditStatement(db, change.actor, { action, subjectType: "content", subjectId: key, detail }),
  ]);
  await publish(change, "home");
}

export async function saveHome(change: ContentChange, input: unknown): Promise<Outcome<{ home: ReturnType<typeof homeSchema.parse> }>> {
  const parsed = parseInput(homeSchema, input);
  if (!parsed.ok) return parsed;
  await saveBlock(change, HOME_CONTENT_KEY, parsed.data, "content.home", { heroTitle: parsed.data.heroTitle });
  return { ok: true, home: parsed.data };
}

/** The school-year page's seasons and video; the rest of its block (hours, prices, steps) stays. */
export async function saveSchoolYearPage(change: ContentChange, input: unknown): Promise<Outcome<{ schoolYear: SchoolYearContent }>> {
  const parsed = parseInput(schoolYearPageSchema, input);
  if (!parsed.ok) return parsed;
  const schoolYear = { ...(await getSchoolYearContent(change.env)), ...parsed.data };
  await saveBlock(change, SCHOOL_YEAR_CONTENT_KEY, schoolYear, "content.school-year", { seasons: parsed.data.schedule.map((s) => s.season) });
  return { ok: true, schoolYear };
}

export async function savePageVideos(change: ContentChange, input: unknown): Promise<Outcome<{ videos: PageVideos }>> {
  const parsed = parseInput(pageVideosSchema, input);
  if (!parsed.ok) return parsed;
  await saveBlock(change, PAGE_VIDEOS_CONTENT_KEY, parsed.data, "content.page-videos", parsed.data);
  return { ok: true, videos: parsed.data };
}

function listOf(raw: string): ContentList | null {
  return isContentList(raw) ? raw : null;
}

const NO_SUCH_HERO_PHOTO = "Photo must be one of the hero photos";

/** A slide's photo must be a hero photo the site has (the schema checks only its form). */
async function checkReferences(env: Env, list: ContentList, item: Record<string, unknown>): Promise<Refused | null> {
  if (list !== "hero-slides" || !item.photoKey) return null;
  const [photo] = await getDb(env)
    .select({ key: mediaObjects.key })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.kind, "hero"), eq(mediaObjects.key, String(item.photoKey))));
  return photo ? null : { ...refused(400, NO_SUCH_HERO_PHOTO), fieldErrors: { photoKey: [NO_SUCH_HERO_PHOTO] } };
}

async function findItem(env: Env, list: ContentList, id: number) {
  const [row] = await getDb(env)
    .select()
    .from(contentItems)
    .where(and(eq(contentItems.id, id), eq(contentItems.list, list)));
  return row ?? null;
}

export async function addContentItem(change: ContentChange, rawList: string, input: unknown): Promise<Outcome<{ id: number }>> {
  const list = listOf(rawList);
  if (!list) return refused(404, "No such content list");
  const parsed = parseInput(contentItemSchemas[list], input);
  if (!parsed.ok) return parsed;
  const badReference = await checkReferences(change.env, list, parsed.data);
  if (badReference) return badReference;
  const db = getDb(change.env);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)` })
    .from(contentItems)
    .where(eq(contentItems.list, list));
  if (count >= listLimit(list)) return refused(409, `${CONTENT_LIST_INFO[list].title} can hold at most ${listLimit(list)} items. Delete one first.`);
  // A new item goes last; its position is computed in the same statement as the insert.
  const [row] = await db
    .insert(contentItems)
    .values({
      list,
      position: sql`(SELECT coalesce(max(position), -1) + 1 FROM content_items WHERE list = ${list})`,
      body: JSON.stringify(parsed.data),
    })
    .returning({ id: contentItems.id });
  await auditStatement(db, change.actor, { action: "content.add", subjectType: "content", subjectId: row.id, detail: { list } });
  await publish(change, list);
  return { ok: true, id: row.id };
}

export async function updateContentItem(change: ContentChange, rawList: string, id: number, input: unknown): Promise<Outcome<{ id: number }>> {
  const list = listOf(rawList);
  if (!list) return refused(404, "No such content list");
  const parsed = parseInput(contentItemSchemas[list], input);
  if (!parsed.ok) return parsed;
  if (!(await findItem(change.env, list, id))) return refused(404, NOT_FOUND);
  const badReference = await checkReferences(change.env, list, parsed.data);
  if (badReference) return badReference;
  const db = getDb(change.env);
  await db.batch([
    db
      .update(contentItems)
      .set({ body: JSON.stringify(parsed.data), updatedAt: Date.now() })
      .where(and(eq(contentItems.id, id), eq(contentItems.list, list))),
    auditStatement(db, change.actor, { action: "content.update", subjectType: "content", subjectId: id, detail: { list } }),
  ]);
  await publish(change, list);
  return { ok: true, id };
}

/** Swaps the item with its neighbour above or below; at either end it stays where it is. */
export async function moveContentItem(change: ContentChange, rawList: string, id: number, input: unknown): Promise<Outcome<{ id: number }>> {
  const list = listOf(rawList);
  if (!list) return refused(404, "No such content list");
  const parsed = parseInput(moveSchema, input);
  if (!parsed.ok) return parsed;
  const db = getDb(change.env);
  const rows = await db
    .select({ id: contentItems.id, position: contentItems.position })
    .from(contentItems)
    .where(eq(contentItems.list, list))
    .orderBy(asc(contentItems.position), asc(contentItems.id));
  const index = rows.findIndex((r) => r.id === id);
  if (index < 0) return refused(404, NOT_FOUND);
  const other = parsed.data.direction === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= rows.length) return { ok: true, id };
  // Positions are rewritten 0..n-1 in the new order, so gaps or ties from older writes vanish.
  const order = rows.map((r) => r.id);
  [order[index], order[other]] = [order[other], order[index]];
  const updates = order.map((itemId, position) => db.update(contentItems).set({ position }).where(eq(contentItems.id, itemId)));
  await db.batch([
    auditStatement(db, change.actor, { action: "content.move", subjectType: "content", subjectId: id, detail: { list, direction: parsed.data.direction } }),
    ...updates,
  ]);
  await publish(change, list);
  return { ok: true, id };
}

export async function deleteContentItem(change: ContentChange, rawList: string, id: number): Promise<Outcome<{ id: number }>> {
  const list = listOf(rawList);
  if (!list) return refused(404, "No such content list");
  const row = await findItem(change.env, list, id);
  if (!row) return refused(404, NOT_FOUND);
  const db = getDb(change.env);
  await db.batch([
    db.delete(contentItems).where(eq(contentItems.id, id)),
    auditStatement(db, change.actor, { action: "content.delete", subjectType: "content", subjectId: id, detail: { list, body: JSON.parse(row.body) } }),
  ]);
  await publish(change, list);
  return { ok: true, id };
}

/** The lists whose items carry a photo the office uploads for them, and how it is stored. */
const PHOTO_LISTS = {
  team: { kind: "team", alt: (item: Record<string, unknown>) => `Portrait of ${String(item.name)}`, audit: "content.team-photo" },
  "hero-slides": { kind: "hero", alt: (item: Record<string, unknown>) => String(item.alt || item.caption), audit: "content.slide-photo" },
} as const;
export type PhotoList = keyof typeof PHOTO_LISTS;

/** A team member's photo. */
export function uploadTeamPhoto(change: ContentChange, id: number, file: unknown) {
  return uploadItemPhoto(change, "team", id, file);
}

/** A hero slide's photo: a new hero photo, set on the slide (its caption stays). */
export function uploadSlidePhoto(change: ContentChange, id: number, file: unknown) {
  return uploadItemPhoto(change, "hero-slides", id, file);
}

/** An item's photo: checked by the Media tab's rules, stored in R2 (and its index) and set on the item. */
async function uploadItemPhoto(change: ContentChange, list: PhotoList, id: number, file: unknown): Promise<Outcome<{ id: number; photoKey: string }>> {
  if (!(file instanceof File)) return refused(400, "Choose a photo to upload");
  const row = await findItem(change.env, list, id);
  if (!row) return refused(404, NOT_FOUND);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkImageUpload(bytes);
  if (!check.ok) return refused(400, check.message);
  const { kind, alt, audit } = PHOTO_LISTS[list];
  const contentType = check.contentType as ImageType;
  const key = `${kind}/${mediaSlug(file.name)}-${await shortHash(bytes)}.${IMAGE_EXTENSIONS[contentType]}`;
  const item = contentItemSchemas[list].parse(JSON.parse(row.body)) as Record<string, unknown>;
  await change.env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
  const db = getDb(change.env);
  await db.batch([
    db
      .insert(mediaObjects)
      .values({ kind, key, contentType, alt: alt(item), width: check.width, height: check.height, bytes: bytes.byteLength, sortOrder: 1000 })
      .onConflictDoNothing(),
    db
      .update(contentItems)
      .set({ body: JSON.stringify({ ...item, photoKey: key }), updatedAt: Date.now() })
      .where(eq(contentItems.id, id)),
    auditStatement(db, change.actor, { action: audit, subjectType: "content", subjectId: id, detail: { key } }),
  ]);
  await publish(change, list);
  return { ok: true, id, photoKey: key };
}
