// The office's Camp settings form: one schema for the page's action and PUT /api/admin/settings.
// The form sends text and the API numbers (null for no cap), so both are read as the form's text.
// Every whole-number setting is described once below (its words and limits): the schema checks
// against those limits and the form draws its fields, their order and their hints from the same list.
import { z } from "zod";
import { calendarDay } from "./calendar-day";

/** A whole-number camp setting as the office sees it. */
export type NumberSetting = {
  /** The form's label. */
  label: string;
  /** How a refusal names it: "<name> must be a whole number of <unit> from <min> to <max>". */
  name: string;
  unit: string;
  min: number;
  max: number;
  /** Shown under the field. */
  help?: string;
  /** Empty means "no limit" (saved as null) rather than a refusal. */
  emptyMeansNone?: boolean;
};

/** The whole-number settings, in the form's order. */
export const CAMP_NUMBER_SETTINGS = {
  holdExpiryHours: {
    label: "Hold unpaid seats for (hours)",
    name: "Hold unpaid seats for",
    unit: "hours",
    min: 1,
    max: 720,
    help: "A seat taken and not paid is released after this; deferred payments are not affected",
  },
  holdReminderHours: { label: "Remind the family (hours before release)", name: "Remind the family", unit: "hours", min: 0, max: 719, help: "0: no reminder" },
  familyCapPerSession: {
    label: "Campers per family per session",
    name: "Campers per family per session",
    unit: "campers",
    min: 1,
    max: 100,
    help: "Empty: no limit",
    emptyMeansNone: true,
  },
  mailRetentionDays: { label: "Keep delivered mail for (days)", name: "Keep delivered mail for", unit: "days", min: 1, max: 3650 },
  cancellationDeadlineDays: {
    label: "Families may cancel until (days before camp)",
    name: "Families may cancel until",
    unit: "days",
    min: 0,
    max: 365,
    help: "On the family page; after this, the office cancels",
  },
  cancellationRefundPercent: {
    label: "Refund on cancellation (percent)",
    name: "Refund on cancellation",
    unit: "percent",
    min: 0,
    max: 100,
    help: "Of what was paid by card, refunded through Stripe",
  },
  childDataRetentionDays: {
    label: "Keep children's records for (days)",
    name: "Keep children's records for",
    unit: "days",
    min: 30,
    max: 3650,
    help: "After a child's last camp day or the family's last visit, whichever is later (a cancellation does not count); then the profile, medical form, pickup adults and door records are erased, and the privacy policy says so",
  },
  siblingDiscountPercent: {
    label: "Sibling discount (%)",
    name: "Sibling discount",
    unit: "percent",
    min: 0,
    max: 100,
    help: "Off the week price of the second and later child in one summer cart; 0: none",
  },
  earlyBirdPercent: {
    label: "Early-bird discount (%)",
    name: "Early-bird discount",
    unit: "percent",
    min: 0,
    max: 100,
    help: "Off every summer week for carts checked out until the date below; 0: none",
  },
} as const satisfies Record<string, NumberSetting>;

export type NumberSettingKey = keyof typeof CAMP_NUMBER_SETTINGS;

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

const wholeNumber = (key: NumberSettingKey) => z.preprocess(asFormText, wholeNumberText(CAMP_NUMBER_SETTINGS[key]));

/** Empty or left out: no limit (null); anything else is checked like the other numbers, with their message. */
const wholeNumberOrNone = (key: NumberSettingKey) =>
  z.preprocess((value) => {
    const text = asFormText(value);
    return text === undefined || (typeof text === "string" && text.trim() === "") ? null : text;
  }, wholeNumberText(CAMP_NUMBER_SETTINGS[key]).nullable());

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
