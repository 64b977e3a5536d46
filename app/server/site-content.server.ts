// The public site's office-edited content, read from D1 (content_items and the "home" and
// "page-videos" blocks of content_blocks), and the camp's first content, published there from the typed modules (the
// specification's copy) by the cron on a new deployment and by the demo seed. A list is written
// once (PUBLISHED_LISTS_KEY records which): one the office emptied stays empty; only the blocks
// fall back to the module's copy.
import { and, asc, eq, sql } from "drizzle-orm";
import { contentBlocks, contentItems, mediaObjects } from "../../db/schema";
import {
  CONTENT_LISTS,
  contentItemSchemas,
  homeSchema,
  pageVideosSchema,
  type ContentItem,
  type ContentItemInput,
  type ContentList,
  type HomeContent,
  type PageVideos,
} from "../lib/admin/content-schema";
import { LOCATIONS, type Location } from "../lib/vocabulary";
import { campDays, type CampDay } from "../content/camp-days";
import { defaultHandbooks, handbookTitle } from "../content/handbooks";
import { landingCopy } from "../content/landing";
import { behindTheScenesPosts } from "../content/media-posts";
import { site } from "../content/site";
import { primaryTeam, secondaryTeam } from "../content/team";
import { featuredTestimonial, testimonials } from "../content/testimonials";
import { featuredVideos, saturdayVideos } from "../content/videos";
import { defaultSchoolYearContent } from "../content/school-year";
import { SCHOOL_YEAR_CONTENT_KEY } from "./content.server";
import { purgePublicPages } from "./public-page-purge.server";
import { getDb } from "./db.server";
import { HANDBOOK_KEYS, storeHandbookPdf } from "./admin/media.server";
import { campDocumentPdf } from "./pdf/camp-document";
import { listImages, type SiteImage } from "./public-media.server";

export type HeroSlide = SiteImage & { caption: string };

export const HOME_CONTENT_KEY = "home";

export const handbookList = (location: Location) => `handbook-${location}` as const;

export const defaultHome: HomeContent = { heroTitle: landingCopy.hero.title, registrationDates: [...landingCopy.hero.info] };

export async function readHome(env: Env): Promise<HomeContent> {
  const row = await getDb(env).query.contentBlocks.findFirst({ where: eq(contentBlocks.key, HOME_CONTENT_KEY) });
  if (!row) return defaultHome;
  const parsed = homeSchema.safeParse(JSON.parse(row.body));
  return parsed.success ? parsed.data : defaultHome;
}

export const PAGE_VIDEOS_CONTENT_KEY = "page-videos";

export const defaultPageVideos: PageVideos = { home: site.videos.intro, summer: site.videos.summerHighlights };

/** The home and summer pages' videos, as the office last set them. */
export async function readPageVideos(env: Env): Promise<PageVideos> {
  const row = await getDb(env).query.contentBlocks.findFirst({ where: eq(contentBlocks.key, PAGE_VIDEOS_CONTENT_KEY) });
  const parsed = row ? pageVideosSchema.safeParse(JSON.parse(row.body)) : null;
  return parsed?.success ? parsed.data : defaultPageVideos;
}

/** One list's items in the office's order; a row that no longer fits its schema is left out. */
export async function readList<L extends ContentList>(env: Env, list: L): Promise<Array<ContentItem<L>>> {
  const rows = await getDb(env).select().from(contentItems).where(eq(contentItems.list, list)).orderBy(asc(contentItems.position), asc(contentItems.id));
  const items: Array<ContentItem<L>> = [];
  for (const row of rows) {
    const parsed = contentItemSchemas[list].safeParse(JSON.parse(row.body));
    if (parsed.success) items.push({ id: row.id, position: row.position, ...(parsed.data as object) } as ContentItem<L>);
  }
  return items;
}

/** The handbook's sections, and the PDF made from them, for one site. */
export async function readHandbook(env: Env, location: Location) {
  return readList(env, handbookList(location));
}

export function handbookSubtitle(location: Location) {
  const place = site.locations.find((l) => l.code === location)!;
  return `${place.name}, ${place.street}, ${place.city}`;
}

/** Writes the site's handbook PDF to R2 (its fixed public path) from D1's sections. */
export async function publishHandbookPdf(env: Env, location: Location) {
  const sections = await readHandbook(env, location);
  const bytes = await campDocumentPdf(handbookTitle(location), handbookSubtitle(location), sections);
  await storeHandbookPdf(env, location, bytes);
  return bytes;
}

// ------------------------------------------------------------------ first publication

function defaultItems(teamPhotoKeys: string[], heroPhotoKeys: string[]): { [L in ContentList]: Array<ContentItemInput<L>> } {
  return {
    // The first captions were written for the seeded hero photos, in their order.
    "hero-slides": landingCopy.hero.captions.map((caption, i) => ({ caption, photoKey: heroPhotoKeys[i] ?? "", alt: "" })),
    // Demo videos say they are placeholders, in the title the office sees and the pages show.
    "featured-videos": featuredVideos.map((v) => ({ videoId: v.id, title: `${v.title} (placeholder video)`, poster: v.thumbnail + 1 })),
    "saturday-videos": saturdayVideos.map((v) => ({ videoId: v.id, title: `${v.title} (placeholder)`, poster: v.thumbnail + 1 })),
    // The first posts' links are examples, not the camp's posts: they say so, as the videos do.
    "behind-the-scenes": behindTheScenesPosts.map((p) => ({ url: p.url, caption: `${p.caption} (placeholder post)`, date: p.date })),
    testimonials: [
      { name: featuredTestimonial.name, quote: featuredTestimonial.quote, headline: featuredTestimonial.title, role: "Parent" as const },
      ...testimonials.map((t) => ({ name: t.name, quote: t.quote, role: t.role ?? ("Parent" as const), headline: "" })),
    ],
    team: [...primaryTeam.map((m) => ({ m, group: "leadership" as const })), ...secondaryTeam.map((m) => ({ m, group: "team" as const }))].map(
      ({ m, group }) => ({
        name: m.name,
        title: m.title,
        group,
        bio: m.bio ?? "",
        photoKey: teamPhotoKeys[m.photo] ?? "",
        ...m.favorites,
      }),
    ),
    "handbook-UUCA": defaultHandbooks.UUCA,
    "handbook-FLC": defaultHandbooks.FLC,
    "camp-days": campDays.map((d) => ({ ...d, postUrl: d.postUrl ?? "", theme: d.theme ?? "" })),
  };
}

/** The content_blocks row naming every list whose first content was ever written (a JSON array). */
export const PUBLISHED_LISTS_KEY = "first-content-lists";

/**
 * The camp's first day: publishes the first content of every list that was never written, the
 * home and school-year blocks, and each handbook PDF missing from R2. A list is written once: one
 * the office emptied (every featured video deleted) stays empty, because the lists written are
 * recorded (PUBLISHED_LISTS_KEY), not inferred from what is there now. Safe to run twice; costs
 * two reads once everything is there. The cron runs it, so an empty production D1 shows the
 * specification's content within one run; the demo seed runs it too, with `placeholders` (the
 * example videos and posts, which a deployment never shows). Returns what it wrote.
 */
/** Lists whose first content is only examples (placeholder videos and posts): the demo seed's, never a deployment's. */
export const PLACEHOLDER_LISTS: readonly ContentList[] = ["featured-videos", "saturday-videos", "behind-the-scenes"];

export async function publishFirstContent(env: Env, options: { placeholders?: boolean } = {}): Promise<string[]> {
  const db = getDb(env);
  const counts = new Map(
    (
      await db
        .select({ list: contentItems.list, count: sql<number>`count(*)` })
        .from(contentItems)
        .groupBy(contentItems.list)
    ).map((r) => [r.list, r.count]),
  );
  const blockRows = await db.select({ key: contentBlocks.key, body: contentBlocks.body }).from(contentBlocks);
  const blocks = new Set(blockRows.map((b) => b.key));
  const record = blockRows.find((b) => b.key === PUBLISHED_LISTS_KEY);
  // A database from before the record: the lists holding items were written then.
  const published = new Set<string>(record ? (JSON.parse(record.body) as string[]) : CONTENT_LISTS.filter((list) => counts.get(list)));
  const written: string[] = [];
  const emptyLists = CONTENT_LISTS.filter((list) => !published.has(list) && !counts.get(list));
  if (emptyLists.length > 0) {
    const photoKeys = async (kind: "team" | "hero") =>
      (
        await db
          .select({ key: mediaObjects.key })
          .from(mediaObjects)
          .where(eq(mediaObjects.kind, kind))
          .orderBy(asc(mediaObjects.sortOrder), asc(mediaObjects.id))
      ).map((p) => p.key);
    const defaults = defaultItems(await photoKeys("team"), await photoKeys("hero"));
    for (const list of emptyLists) {
      // A deployment's first day shows no example video or post: the list starts (and stays) empty
      // until the office adds the camp's own.
      if (!options.placeholders && PLACEHOLDER_LISTS.includes(list)) continue;
      const rows = (defaults[list] as unknown[]).map((item, position) => ({
        list,
        position,
        body: JSON.stringify(contentItemSchemas[list].parse(item)),
      }));
      // D1 binds at most 100 parameters per statement (4 a row here, the Worker's updated_at among them).
      for (let i = 0; i < rows.length; i += 25) await db.insert(contentItems).values(rows.slice(i, i + 25));
      written.push(list);
    }
  }
  const everPublished = CONTENT_LISTS.filter((list) => published.has(list) || counts.get(list) || emptyLists.includes(list));
  if (!record || everPublished.some((list) => !published.has(list))) {
    const body = JSON.stringify(everPublished);
    await db.insert(contentBlocks).values({ key: PUBLISHED_LISTS_KEY, body }).onConflictDoUpdate({ target: contentBlocks.key, set: { body } });
  }
  const firstBlocks = {
    [HOME_CONTENT_KEY]: defaultHome,
    [SCHOOL_YEAR_CONTENT_KEY]: defaultSchoolYearContent,
    [PAGE_VIDEOS_CONTENT_KEY]: defaultPageVideos,
  };
  for (const [key, body] of Object.entries(firstBlocks)) {
    if (blocks.has(key)) continue;
    await db
      .insert(contentBlocks)
      .values({ key, body: JSON.stringify(body) })
      .onConflictDoNothing();
    written.push(key);
  }
  for (const location of LOCATIONS) {
    if (emptyLists.includes(handbookList(location)) || !(await env.MEDIA.head(HANDBOOK_KEYS[location]))) {
      await publishHandbookPdf(env, location);
      written.push(`${location} handbook PDF`);
    }
  }
  // Pages cached while the lists were empty must not outlive the first content. (The demo seed
  // runs outside a Worker, where there is no edge cache to purge.)
  if (written.length > 0 && typeof caches !== "undefined") await purgePublicPages([new URL(env.APP_URL).origin]);
  return written;
}

/** A team member's photo as the pages show it (from the R2 index), or undefined. */
export async function teamPhotos(env: Env) {
  const rows = await getDb(env)
    .select({ key: mediaObjects.key, alt: mediaObjects.alt, width: mediaObjects.width, height: mediaObjects.height })
    .from(mediaObjects)
    .where(and(eq(mediaObjects.kind, "team")))
    .orderBy(asc(mediaObjects.sortOrder), asc(mediaObjects.id));
  return rows.map((r) => ({ key: r.key, alt: r.alt, width: r.width ?? 600, height: r.height ?? 600 }));
}

/** The hero photos a slide can show (the Content tab's choice), from the R2 index. */
export async function heroPhotos(env: Env) {
  return listImages(env, "hero");
}

/** The home hero's slides as the page shows them: each slide's photo with its caption and alt text. */
export async function readHeroSlides(env: Env, limit: number): Promise<HeroSlide[]> {
  const [slides, photos] = await Promise.all([readList(env, "hero-slides"), listImages(env, "hero")]);
  const byKey = new Map(photos.map((photo) => [photo.key, photo]));
  const shown: HeroSlide[] = [];
  for (const slide of slides) {
    const photo = byKey.get(slide.photoKey);
    if (photo) shown.push({ ...photo, alt: slide.alt || slide.caption, caption: slide.caption });
  }
  return shown.slice(0, limit);
}

/** The media archive's camp days as the filters read them (app/lib/media-filters.ts). */
export async function readCampDays(env: Env): Promise<CampDay[]> {
  return (await readList(env, "camp-days")).map((d) => ({
    date: d.date,
    location: d.location,
    campType: d.campType,
    caption: d.caption,
    ...(d.campType === "summer" ? { week: d.week, day: d.day } : { theme: d.theme }),
    ...(d.postUrl ? { postUrl: d.postUrl } : {}),
  }));
}
