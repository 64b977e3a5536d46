// The camp's private files: the nightly database backups (every family's data and password
// hashes) and the pickup adults' photos. They live in their own R2 bucket, PRIVATE_FILES, which no
// public route reads: /media/ and the handbooks read MEDIA alone, so no prefix left off a list can
// publish one (docs/decisions/0066-private-bucket.md).
//
// Before that decision they were kept in MEDIA under these same keys, and a camp that ran the
// older code still has them there. The cron's move-private-files job moves them over; until it
// has, a read falls back to MEDIA (moving what it finds) and a delete deletes in both buckets, so
// nothing is missing at the door and an erasure leaves no copy behind.
// Relative imports: the restore command (db/restore/run.ts, under tsx) reaches this module.

export const BACKUP_PREFIX = "backups/d1/";
export const PICKUP_PHOTO_PREFIX = "pickup-photos/";
/** Where the older code kept private files in MEDIA: the move-private-files job empties them. */
const KEPT_IN_MEDIA_BEFORE = [BACKUP_PREFIX, PICKUP_PHOTO_PREFIX];
// Each move is four R2 operations; with the other jobs of a run this stays well inside what one
// Worker invocation may make. A camp of 1,000 children (about 2,000 photos) is moved in 5 hours.
const MOVES_PER_RUN = 100;
// R2 deletes up to 1,000 keys per call.
const KEYS_PER_DELETE = 1000;

type Buckets = Pick<Env, "MEDIA" | "PRIVATE_FILES">;

/** Moves one object from MEDIA into PRIVATE_FILES (a copy already there wins); false when MEDIA has no such object. */
async function moveFromMedia(env: Buckets, key: string): Promise<boolean> {
  const old = await env.MEDIA.get(key);
  if (!old) return false;
  if (await env.PRIVATE_FILES.head(key)) await old.body.cancel();
  else await env.PRIVATE_FILES.put(key, await old.arrayBuffer(), { httpMetadata: old.httpMetadata, customMetadata: old.customMetadata });
  await env.MEDIA.delete(key);
  return true;
}

/** A private file, or null; one still in its old home (MEDIA) is moved on the way. */
export async function getPrivateFile(env: Buckets, key: string): Promise<R2ObjectBody | null> {
  const object = await env.PRIVATE_FILES.get(key);
  if (object || !(await moveFromMedia(env, key))) return object;
  return env.PRIVATE_FILES.get(key);
}

/** Deletes private files, in their old home too (an erasure before the move must leave no copy). */
export async function deletePrivateFiles(env: Buckets, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += KEYS_PER_DELETE) {
    const chunk = keys.slice(i, i + KEYS_PER_DELETE);
    await Promise.all([env.PRIVATE_FILES.delete(chunk), env.MEDIA.delete(chunk)]);
  }
}

/** The cron job: moves up to MOVES_PER_RUN private files left in MEDIA; once none is left, a run is one listing per prefix. */
export async function movePrivateFilesFromMedia(env: Buckets): Promise<{ moved: number; more: boolean }> {
  let moved = 0;
  for (const prefix of KEPT_IN_MEDIA_BEFORE) {
    if (moved === MOVES_PER_RUN) return { moved, more: true };
    const page = await env.MEDIA.list({ prefix, limit: MOVES_PER_RUN - moved });
    for (const object of page.objects) if (await moveFromMedia(env, object.key)) moved++;
    if (page.truncated) return { moved, more: true };
  }
  return { moved, more: false };
}
