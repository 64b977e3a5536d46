// Adding and editing a camper as any door receives it: POST/PATCH /api/campers, the family's
// "Add a camper" page (/account/campers/new, a profile with no registration yet) and the wizard
// (`registerFromWizard` adds its new camper here): the body is checked by the one camper schema,
// then the parent's own camper is written.
import { camperFormSchema, parseCamperUpdate, unpackMedicalInfo } from "~/lib/camper-schema";
import { createCamper, updateCamper } from "./campers.server";
import { recordId, refused, refusedByZod } from "./operation-result.server";

const CAMPER_NOT_FOUND = "Camper not found.";

/** Adds a camper to the parent's family: a profile and medical form, no registration. */
export async function createCamperFromInput(env: Env, parentId: string, input: unknown) {
  const parsed = camperFormSchema.safeParse(unpackMedicalInfo(input));
  if (!parsed.success) return refusedByZod(parsed.error);
  return { ok: true as const, camper: await createCamper(env, parentId, parsed.data) };
}

export async function updateCamperFromInput(env: Env, parentId: string, rawCamperId: unknown, input: unknown) {
  const camperId = recordId(rawCamperId);
  if (!camperId) return refused(404, CAMPER_NOT_FOUND);
  const update = parseCamperUpdate(unpackMedicalInfo(input));
  if (!update.success) return refusedByZod(update.error);
  const result = await updateCamper(env, parentId, camperId, update.data);
  if (!result) return refused(404, CAMPER_NOT_FOUND);
  return { ok: true as const, ...result };
}
