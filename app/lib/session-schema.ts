// The Add/Edit Session form: one schema for the dialog in the browser and for
// POST /api/sessions and PATCH /api/sessions/{id} on the server.
import { z } from "zod";
import { calendarDay } from "./calendar-day-schema";
import { checked, editOfAnyFields, tooLong } from "./form-inputs";

import { siteTakesAgeGroup } from "./registration-rules";
import { AGE_GROUPS, LOCATIONS, type AgeGroup, type Location } from "./vocabulary";

export const SESSION_LOCATIONS = LOCATIONS;
export const SESSION_AGE_GROUPS = AGE_GROUPS;

export const SESSION_NAME_MAX = 100;

const day = (message: string) => z.preprocess((v) => (v === "" || v == null ? undefined : v), calendarDay(message));

const sessionFields = {
  programId: z.preprocess(
    (v) => (v === "" || v == null ? undefined : Number(v)),
    z.number({ error: "Program is required" }).int("Program is required").positive("Program is required"),
  ),
  name: z
    .string({ error: "Session name must be at least 2 characters" })
    .trim()
    .min(2, "Session name must be at least 2 characters")
    .max(SESSION_NAME_MAX, tooLong("Session name", SESSION_NAME_MAX)),
  location: z.enum(SESSION_LOCATIONS, { error: "Location is required" }),
  ageGroup: z.enum(SESSION_AGE_GROUPS, { error: "Age group is required" }),
  startDate: day("Start date is required"),
  endDate: day("End date is required"),
  paymentDueDate: z.preprocess((v) => (v === "" ? null : v), calendarDay("Payment due date must be a date").nullable()),
  isActive: z.preprocess(checked, z.boolean()),
  allowImmediateRegistration: z.preprocess(checked, z.boolean()),
};

type SessionShape = { startDate?: string; endDate?: string; location?: Location; ageGroup?: AgeGroup };

/** Rules across fields, shared by create and by PATCH (checked against the merged row). */
export function sessionCrossFieldIssues(s: SessionShape): Array<{ path: string; message: string }> {
  const issues: Array<{ path: string; message: string }> = [];
  if (s.startDate && s.endDate && s.endDate < s.startDate) {
    issues.push({ path: "endDate", message: "End date must be on or after the start date" });
  }
  if (s.location && s.ageGroup && !siteTakesAgeGroup(s.location, s.ageGroup)) {
    issues.push({ path: "ageGroup", message: "Faith Lutheran Church sessions are for K-2 only" });
  }
  return issues;
}

export const sessionFormSchema = z
  .object({
    ...sessionFields,
    paymentDueDate: sessionFields.paymentDueDate.optional(),
    isActive: z.preprocess((v) => (v === undefined ? true : checked(v)), z.boolean()),
  })
  .superRefine((s, ctx) => {
    for (const issue of sessionCrossFieldIssues(s)) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
  });

/** PATCH: any subset of the fields (the switch sends only allowImmediateRegistration). */
export const sessionPatchSchema = editOfAnyFields(sessionFields);

export type SessionForm = z.infer<typeof sessionFormSchema>;
export type SessionPatch = z.infer<typeof sessionPatchSchema>;
