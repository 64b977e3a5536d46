import { eq } from "drizzle-orm";
import { campSettings, type CampSettings } from "../../db/schema";
import { getDb } from "./db.server";

// The office's settings live in one row (created by its migration). Reading falls back to the
// schema's defaults should the row ever be missing, so no rule is left without a value.
const DEFAULTS: CampSettings = {
  id: 1,
  holdExpiryHours: 72,
  holdReminderHours: 24,
  familyCapPerSession: null,
  mailRetentionDays: 30,
  cancellationDeadlineDays: 7,
  cancellationRefundPercent: 100,
  childDataRetentionDays: 365,
  siblingDiscountPercent: 0,
  earlyBirdPercent: 0,
  earlyBirdUntil: null,
  campersPerAdult: 10,
  citsCountInRatio: false,
  legalName: "",
  postalAddress: "",
  taxId: "",
  phone: "",
  updatedAt: 0,
};

export async function getCampSettings(env: Env): Promise<CampSettings> {
  const row = await getDb(env).query.campSettings.findFirst({ where: eq(campSettings.id, 1) });
  return row ?? DEFAULTS;
}

export type CampSettingsChange = Partial<
  Pick<
    CampSettings,
    | "holdExpiryHours"
    | "holdReminderHours"
    | "familyCapPerSession"
    | "mailRetentionDays"
    | "cancellationDeadlineDays"
    | "cancellationRefundPercent"
    | "childDataRetentionDays"
    | "siblingDiscountPercent"
    | "earlyBirdPercent"
    | "earlyBirdUntil"
    | "campersPerAdult"
    | "citsCountInRatio"
    | "legalName"
    | "postalAddress"
    | "taxId"
    | "phone"
  >
>;

export async function updateCampSettings(env: Env, requested: CampSettingsChange): Promise<CampSettings> {
  // A setting the form did not send stays as it is.
  const change = Object.fromEntries(Object.entries(requested).filter(([, value]) => value !== undefined)) as CampSettingsChange;
  const values = { ...DEFAULTS, ...(await getCampSettings(env)), ...change, id: 1, updatedAt: Date.now() };
  await getDb(env)
    .insert(campSettings)
    .values(values)
    .onConflictDoUpdate({ target: campSettings.id, set: { ...change, updatedAt: values.updatedAt } });
  return values;
}
