// Attendance staff accounts as the admin Staff tab creates and resets them.
import { z } from "zod";
import { editOfAnyFields } from "./form-inputs";
import { newPasswordSchema } from "./password-policy";
import { STAFF_ROLES } from "./vocabulary";

// The same password rule as parents' (app/lib/password-policy.ts), worded for the admin.
const password = newPasswordSchema("staff");

export const staffCreateSchema = z.object({
  username: z
    .string({ error: "Username must be at least 3 characters" })
    .trim()
    .toLowerCase()
    .min(3, "Username must be at least 3 characters")
    .max(40, "Username must be at most 40 characters")
    .regex(/^[a-z0-9._-]+$/, "Username may use letters, numbers, dots, dashes and underscores only"),
  displayName: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(80, "Name must be at most 80 characters"),
  password,
  // Whether a CIT counts toward a group's ratio is the office's setting (Settings).
  role: z.enum(STAFF_ROLES, { error: "Choose counselor, volunteer or CIT" }).default("counselor"),
});

export const staffUpdateSchema = editOfAnyFields({
  displayName: staffCreateSchema.shape.displayName,
  password,
  isActive: z.boolean(),
  role: staffCreateSchema.shape.role.unwrap(),
});
