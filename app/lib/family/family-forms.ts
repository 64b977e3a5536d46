// The family page's operations, one schema each, shared by the page's action and the JSON API
// (worker/api/family.ts). Browser-safe: no server imports.
import { z } from "zod";
import { PASSWORD_MAX_LENGTH, newPasswordSchema } from "../password-policy";
import { DELETE_CONFIRMATION_WORD } from "./delete-account-word";

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Please enter your current password." })
      .min(1, "Please enter your current password.")
      .max(PASSWORD_MAX_LENGTH, "That is not your current password."),
    newPassword: newPasswordSchema("parent"),
    confirmPassword: z.string({ error: "Please type the new password again." }).max(PASSWORD_MAX_LENGTH, "The two passwords do not match."),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "The two passwords do not match.", path: ["confirmPassword"] });

// A checkbox posts "on" (or nothing); the API sends a boolean.
const tickBox = z.union([z.boolean(), z.literal("on").transform(() => true), z.literal("").transform(() => false)], { error: "A tick box is on or off." });
const checkbox = tickBox.default(false);

// The page posts every tick box (an unticked one as ""); the API may send only the one it changes.
export const emailPreferencesSchema = z.object({ notifyRegistrationOpen: checkbox, notifyNews: tickBox.optional() });

export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: `Type ${DELETE_CONFIRMATION_WORD} to confirm.` })
    .trim()
    .max(20, `Type ${DELETE_CONFIRMATION_WORD} to confirm.`)
    .refine((v) => v.toUpperCase() === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm.`),
  // Required when the account has a password (checked by the server, which knows).
  password: z.string().max(PASSWORD_MAX_LENGTH, "That is not your current password.").optional().default(""),
  // Registrations for camp days to come are cancelled (with the office's refund) in the same step.
  cancelUpcoming: checkbox,
});
