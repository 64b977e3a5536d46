import { and, asc, eq, like } from "drizzle-orm";
import { mediaObjects, type MediaObject } from "../../db/schema";
import { getDb } from "./db.server";

export type SiteImage = { key: string; alt: string; width: number; height: number };

function toSiteImage(row: Pick<MediaObject, "key" | "alt" | "width" | "height">): SiteImage {
  return { key: row.key, alt: row.alt, width: row.width ?? 1200, height: row.height ?? 800 };
}

const columns = { key: mediaObjects.key, alt: mediaObjects.alt, width: mediaObjects.width, height: mediaObjects.height };

/** Images of one kind (hero, gallery, team), in the order the office set. */
export async function listImages(env: Env, kind: "hero" | "gallery" | "team", limit = 100): Promise<SiteImage[]> {
  const rows = await getDb(env)
    .select(columns)
    .from(mediaObjects)
    .where(eq(mediaObjects.kind, kind))
    .orderBy(asc(mediaObjects.sortOrder), asc(mediaObjects.id))
    .limit(limit);
  return rows.map(toSiteImage);
}

/** A named site image (award-1, award-2, about); keys look like `site/<name>-<hash>.svg`. */
export async function listSiteImages(env: Env, namePrefix: string): Promise<SiteImage[]> {
  const rows = await getDb(env)
    .select(columns)
    .from(mediaObjects)
    .where(and(eq(mediaObjects.kind, "site"), like(mediaObjects.key, `site/${namePrefix}%`)))
    .orderBy(asc(mediaObjects.sortOrder), asc(mediaObjects.id));
  return rows.map(toSiteImage);
}
