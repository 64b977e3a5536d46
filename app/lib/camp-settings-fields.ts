// The Camp settings' whole numbers as the office sees them: label, limits, help. The Settings
// tab draws its fields from this list, and the schema (camp-settings-schema.ts) checks against the
// same limits; kept apart from the schema so the tab loads no zod (the route action checks).

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
  campersPerAdult: {
    label: "Children per adult (ratio)",
    name: "Children per adult",
    unit: "children",
    min: 1,
    max: 50,
    help: "One counselor or volunteer present for this many children in a group; the door shows each group against it, and the ratio report counts every minute out of it",
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
