// The office's Camp settings form: one schema for the page's action and PUT /api/admin/settings.
// The form sends text and the API numbers (null for no cap), so both are read as the form's text.
// Every whole-number setting is described once (its words and limits, camp-settings-fields.ts):
// the schema checks against those limits and the form draws its fields, their order and their
// hints from the same list.
import { z } from "zod";
import { calendarDay } from "./calendar-day-schema";
import { CAMP_NUMBER_SETTINGS, type NumberSetting, type NumberSettingKey } from "./camp-settings-fields";

export { CAMP_NUMBER_SETTINGS, type NumberSetting, type NumberSettingKey } from "./camp-settings-fields";

const asFormText = (value: unknown) => (typeof value === "number" ? String(value) : value === null ? "" : value);

function wholeNumberText({ name, min, max, unit }: NumberSetting) {
  const message = `${name} must be a whole number of ${unit} from ${min} to ${max}`;
  return z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

export const wholeNumber = (key: NumberSettingKey) => z.preprocess(asFormText, wholeNumberText(CAMP_NUMBER_SETTINGS[key]));

/** Empty or left out: no limit (null); anything else is checked like the other numbers, with their message. */
const wholeNumberOrNone = (key: NumberSettingKey) =>
  z.preprocess((value) => {
    const text = asFormText(value);
    return text === undefined || (typeof text === "string" && text.trim() === "") ? null : text;
  }, wholeNumberText(CAMP_NUMBER_SETTINGS[key]).nullable());

/** Whether CITs count toward a ratio: the form's yes/no choice, or the API's boolean. */
export const citsCount = z.preprocess((v) => (v === "yes" ? true : v === "no" ? false : v), z.boolean({ error: "Whether CITs count must be yes or no" }));

export const campSettingsFormSchema = z
  .object({
    holdExpiryHours: wholeNumber("holdExpiryHours"),
    holdReminderHours: wholeNumber("holdReminderHours"),
    familyCapPerSession: wholeNumberOrNone("familyCapPerSession"),
    mailRetentionDays: wholeNumber("mailRetentionDays"),
    // Absent from a form that does not show them: left as they are.
    cancellationDeadlineDays: wholeNumber("cancellationDeadlineDays").optional(),
    cancellationRefundPercent: wholeNumber("cancellationRefundPercent").optional(),
    childDataRetentionDays: wholeNumber("childDataRetentionDays").optional(),
    // The summer cart's discounts (app/lib/cart-pricing.ts). Left out of a post: left as they are.
    siblingDiscountPercent: wholeNumber("siblingDiscountPercent").optional(),
    earlyBirdPercent: wholeNumber("earlyBirdPercent").optional(),
    // The groups' ratio at the door (app/lib/here-now/ratio.ts). Left out of a post: left as they are.
    campersPerAdult: wholeNumber("campersPerAdult").optional(),
    citsCountInRatio: citsCount.optional(),
    // The provider on receipts and year statements. Left out of a post: left as they are.
    legalName: z.string().trim().max(120, "The legal name is at most 120 characters").optional(),
    postalAddress: z.string().trim().max(200, "The address is at most 200 characters").optional(),
    taxId: z
      .string()
      .trim()
      .regex(/^(\d{2}-\d{7})?$/, "The tax id (EIN) is two digits, a dash and seven digits: 12-3456789")
      .optional(),
    // The office's phone on the public pages; empty: none shown.
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[\d\s().-]{7,25})?$/, "The phone is digits with spaces, dashes or brackets: (703) 555-1234")
      .optional(),
    earlyBirdUntil: z
      .string()
      .trim()
      .optional()
      .pipe(z.union([z.undefined(), z.literal("").transform(() => null), calendarDay("Early-bird price until must be a date")])),
  })
  .superRefine((s, ctx) => {
    if (s.holdReminderHours >= s.holdExpiryHours) {
      ctx.addIssue({ code: "custom", path: ["holdReminderHours"], message: "The reminder must come before the hold ends (fewer hours than the hold)" });
    }
  });

export type CampSettingsForm = z.output<typeof campSettingsFormSchema>;
