import { describe, expect, test } from "vitest";
import { CAMP_NUMBER_SETTINGS, campSettingsFormSchema, type NumberSettingKey } from "./camp-settings-schema";

// A valid form: every setting at a value inside its limits, the reminder before the hold ends.
const valid = { holdExpiryHours: "72", holdReminderHours: "24", familyCapPerSession: "", mailRetentionDays: "30" };
const errorsFor = (input: Record<string, unknown>) => {
  const parsed = campSettingsFormSchema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("each number setting is checked against the limits the form shows", () => {
  for (const [key, s] of Object.entries(CAMP_NUMBER_SETTINGS) as Array<[NumberSettingKey, (typeof CAMP_NUMBER_SETTINGS)[NumberSettingKey]]>) {
    // No reminder and the longest hold: each of the two can reach its limits without the other's rule.
    const base = { ...valid, holdExpiryHours: "720", holdReminderHours: "0" };
    test(`${key}: ${s.min} to ${s.max} ${s.unit}`, () => {
      const message = `${key}: ${s.name} must be a whole number of ${s.unit} from ${s.min} to ${s.max}`;
      const at = (value: number) => ({ ...base, [key]: String(value) });
      expect(errorsFor(at(s.min))).toBeNull();
      expect(errorsFor(at(s.max))).toBeNull();
      expect(errorsFor(at(s.max + 1))).toContain(message);
      if (s.min > 0) expect(errorsFor(at(s.min - 1))).toContain(message);
      expect(errorsFor({ ...base, [key]: "a few" })).toContain(message);
    });
  }
  test("an empty family cap means no limit; an empty hold is refused by name", () => {
    expect(campSettingsFormSchema.parse(valid).familyCapPerSession).toBeNull();
    expect(errorsFor({ ...valid, holdExpiryHours: "" })).toContain("holdExpiryHours: Hold unpaid seats for is required");
  });
});
