// The office's Camp settings form: one schema for the page's action and PUT /api/admin/settings.
// The form sends text and the API numbers (null for no cap), so both are read as the form's text.
import { z } from "zod";
import { calendarDay } from "./calendar-day";

const asFormText = (value: unknown) => (typeof value === "number" ? String(value) : value === null ? "" : value);

function wholeNumberText(label: string, min: number, max: number, unit: string) {
  const message = `${label} must be a whole number of ${unit} from ${min} to ${max}`;
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

const wholeNumber = (label: string, min: number, max: number, unit: string) => z.preprocess(asFormText, wholeNumberText(label, min, max, unit));

export const campSettingsFormSchema = z
  .object({
    holdExpiryHours: wholeNumber("Hold unpaid seats for", 1, 720, "hours"),
    holdReminderHours: wholeNumber("Remind the family", 0, 719, "hours"),
    // Empty: no cap.
    familyCapPerSession: z.preprocess(
      asFormText,
      z
        .string()
        .trim()
        .default("")
        .pipe(z.union([z.literal("").transform(() => null), wholeNumberText("Campers per family per session", 1, 100, "campers")])),
    ),
    mailRetentionDays: wholeNumber("Keep delivered mail for", 1, 3650, "days"),
    // Absent from a form that does not show them: left as they are.
    cancellationDeadlineDays: wholeNumber("Families may cancel until", 0, 365, "days").optional(),
    cancellationRefundPercent: wholeNumber("Refund on cancellation", 0, 100, "percent").optional(),
    childDataRetentionDays: wholeNumber("Keep children's records for", 30, 3650, "days").optional(),
    // The summer cart's discounts (app/lib/cart-pricing.ts). Left out of a post: left as they are.
    siblingDiscountPercent: wholeNumber("Sibling discount", 0, 100, "percent").optional(),
    earlyBirdPercent: wholeNumber("Early-bird discount", 0, 100, "percent").optional(),
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
