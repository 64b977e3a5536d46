// A parent's authorized adults (/account/pickup and /api/pickup): list, add, edit, remove, each
// scoped to the parent's own campers (another family's id is simply not found). A photo is
// checked from its bytes (app/lib/media-rules.ts: JPEG, PNG or WebP up to 5 MB; no SVG for a
// face) and kept under pickup-photos/ in the private bucket (private-files.server.ts), which no
// public route reads.
import { and, asc, eq, sql } from "drizzle-orm";
import { authorizedAdults, campers } from "../../../db/schema";
import { checkImageUpload, IMAGE_EXTENSIONS, type ImageType } from "~/lib/media-rules";
import { ADULTS_PER_CAMPER_MAX, authorizedAdultPatchSchema, authorizedAdultSchema } from "~/lib/pickup/authorized-adult-schema";
import { auditStatement, type AuditActor } from "../audit.server";
import { getDb } from "../db.server";
import { parseInput, recordId, refused, type Outcome } from "../operation-result.server";
import { ensurePickupCode, pickupPhotoUrl } from "../attendance/pickup.server";
import { deletePrivateFiles, PICKUP_PHOTO_PREFIX } from "../private-files.server";

const ADULT_NOT_FOUND = "Authorized adult not found";
const CAMPER_NOT_FOUND = "Camper not found";

type Parent = AuditActor & { id: string };

/** The family page: each camper with its adults, the wizard's pickup notes, and the family's code. */
export async function loadFamilyPickup(env: Env, parentId: string) {
  const db = getDb(env);
  const [camperRows, adults, code] = await Promise.all([
    db
      .select({ id: campers.id, firstName: campers.firstName, lastName: campers.lastName, pickupNotes: campers.authorizedPickupPersons })
      .from(campers)
      .where(eq(campers.parentId, parentId))
      .orderBy(asc(campers.firstName), asc(campers.id)),
    db
      .select({ adult: authorizedAdults })
      .from(authorizedAdults)
      .innerJoin(campers, eq(campers.id, authorizedAdults.camperId))
      .where(eq(campers.parentId, parentId))
      .orderBy(asc(authorizedAdults.id)),
    ensurePickupCode(env, parentId),
  ]);
  return {
    pickupCode: code,
    campers: camperRows.map((c) => ({
      ...c,
      adults: adults
        .filter(({ adult }) => adult.camperId === c.id)
        .map(({ adult }) => ({
          id: adult.id,
          name: adult.name,
          relationship: adult.relationship,
          phone: adult.phone,
          photoUrl: pickupPhotoUrl(adult) ?? null,
        })),
    })),
  };
}
export type FamilyPickup = Awaited<ReturnType<typeof loadFamilyPickup>>;

async function readPhoto(photo: File | null | undefined): Promise<Outcome<{ photo: { bytes: Uint8Array; contentType: ImageType } | null }>> {
  if (!photo || photo.size === 0) return { ok: true, photo: null };
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const check = checkImageUpload(bytes);
  if (!check.ok) return refused(400, check.message);
  if (check.contentType === "image/svg+xml") return refused(400, "Photos must be JPEG, PNG or WebP images");
  return { ok: true, photo: { bytes, contentType: check.contentType as ImageType } };
}

async function storePhoto(env: Env, camperId: number, photo: { bytes: Uint8Array; contentType: ImageType }) {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");
  const key = `${PICKUP_PHOTO_PREFIX}${camperId}/${random}.${IMAGE_EXTENSIONS[photo.contentType]}`;
  await env.PRIVATE_FILES.put(key, photo.bytes, { httpMetadata: { contentType: photo.contentType } });
  return key;
}

async function ownCamper(env: Env, parentId: string, camperId: number) {
  const [row] = await getDb(env)
    .select({
      id: campers.id, // Spelled out: drizzle leaves a single table's column unqualified, which the subquery would read as its own.
      count: sql<number>`(SELECT count(*) FROM authorized_adults a WHERE a.camper_id = campers.id)`,
    })
    .from(campers)
    .where(and(eq(campers.id, camperId), eq(campers.parentId, parentId)));
  return row ?? null;
}

async function ownAdult(env: Env, parentId: string, adultId: unknown) {
  const id = recordId(adultId);
  if (!id) return null;
  const [row] = await getDb(env)
    .select({ adult: authorizedAdults })
    .from(authorizedAdults)
    .innerJoin(campers, eq(campers.id, authorizedAdults.camperId))
    .where(and(eq(authorizedAdults.id, id), eq(campers.parentId, parentId)));
  return row?.adult ?? null;
}

const forApi = (a: typeof authorizedAdults.$inferSelect) => ({
  id: a.id,
  camperId: a.camperId,
  name: a.name,
  relationship: a.relationship,
  phone: a.phone,
  photoUrl: pickupPhotoUrl(a) ?? null,
});

export async function addAuthorizedAdult(env: Env, parent: Parent, input: unknown, photoFile?: File | null) {
  const v = parseInput(authorizedAdultSchema, input);
  if (!v.ok) return v;
  const camper = await ownCamper(env, parent.id, v.data.camperId);
  if (!camper) return refused(404, CAMPER_NOT_FOUND);
  if (camper.count >= ADULTS_PER_CAMPER_MAX) return refused(409, `A camper can have at most ${ADULTS_PER_CAMPER_MAX} authorized adults`);
  const p = await readPhoto(photoFile);
  if (!p.ok) return p;
  const photoKey = p.photo ? await storePhoto(env, camper.id, p.photo) : null;
  const db = getDb(env);
  const [[adult]] = await db.batch([
    db
      .insert(authorizedAdults)
      .values({ ...v.data, photoKey })
      .returning(),
    auditStatement(db, parent, { action: "pickup.adult.add", subjectType: "camper", subjectId: camper.id, detail: { photo: Boolean(photoKey) } }),
  ]);
  return { ok: true as const, adult: forApi(adult) };
}

/** Name, relationship and phone; a new photo replaces the old, `removePhoto` drops it. */
export async function editAuthorizedAdult(env: Env, parent: Parent, adultId: unknown, input: unknown, photoFile?: File | null, removePhoto = false) {
  const v = parseInput(authorizedAdultPatchSchema, input);
  if (!v.ok) return v;
  const existing = await ownAdult(env, parent.id, adultId);
  if (!existing) return refused(404, ADULT_NOT_FOUND);
  const p = await readPhoto(photoFile);
  if (!p.ok) return p;
  const photoKey = p.photo ? await storePhoto(env, existing.camperId, p.photo) : removePhoto ? null : existing.photoKey;
  const db = getDb(env);
  const [[adult]] = await db.batch([
    db
      .update(authorizedAdults)
      .set({ ...v.data, photoKey, updatedAt: Date.now() })
      .where(eq(authorizedAdults.id, existing.id))
      .returning(),
    auditStatement(db, parent, { action: "pickup.adult.edit", subjectType: "authorized_adult", subjectId: existing.id }),
  ]);
  if (existing.photoKey && existing.photoKey !== photoKey) await deletePrivateFiles(env, [existing.photoKey]);
  return { ok: true as const, adult: forApi(adult) };
}

export async function removeAuthorizedAdult(env: Env, parent: Parent, adultId: unknown): Promise<Outcome<object>> {
  const existing = await ownAdult(env, parent.id, adultId);
  if (!existing) return refused(404, ADULT_NOT_FOUND);
  const db = getDb(env);
  await db.batch([
    db.delete(authorizedAdults).where(eq(authorizedAdults.id, existing.id)),
    auditStatement(db, parent, { action: "pickup.adult.remove", subjectType: "authorized_adult", subjectId: existing.id, detail: { name: existing.name } }),
  ]);
  if (existing.photoKey) await deletePrivateFiles(env, [existing.photoKey]);
  return { ok: true };
}

export async function listAuthorizedAdults(env: Env, parentId: string) {
  const rows = await getDb(env)
    .select({ adult: authorizedAdults })
    .from(authorizedAdults)
    .innerJoin(campers, eq(campers.id, authorizedAdults.camperId))
    .where(eq(campers.parentId, parentId))
    .orderBy(asc(authorizedAdults.id));
  return rows.map(({ adult }) => forApi(adult));
}

/** A photo's address names its R2 object's random file name, never the adult's sequential id. */
const PHOTO_FILE = /^[0-9a-f]{24}\.(jpg|png|webp)$/;

/**
 * The R2 key of the photo named `file`, if the viewer may see it: the child's own parent, or a
 * counselor when the child is on a door roster (a photo of a child on no roster is nobody's business at the door).
 */
export async function pickupPhotoKey(env: Env, file: string, viewer: { parentId: string } | "staff") {
  if (!PHOTO_FILE.test(file)) return null;
  const [row] = await getDb(env)
    .select({ key: authorizedAdults.photoKey })
    .from(authorizedAdults)
    .innerJoin(campers, eq(campers.id, authorizedAdults.camperId))
    .where(
      and(
        sql`${authorizedAdults.photoKey} = ${PICKUP_PHOTO_PREFIX} || ${authorizedAdults.camperId} || '/' || ${file}`,
        viewer === "staff" ? sql`EXISTS (SELECT 1 FROM roster_entries e WHERE e.camper_id = ${campers.id})` : eq(campers.parentId, viewer.parentId),
      ),
    );
  return row?.key ?? null;
}
