// One password policy for parents, admins and attendance staff: at least 8 characters, at most
// 128, and not among the most common passwords (that list is server-only: see
// app/server/password-policy.server.ts). Only the wording differs: parents read it about their
// own password, admins about the counselor's one they are setting.
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
// PBKDF2 hashes the whole input; a cap keeps a huge password from costing the Worker time.
export const PASSWORD_MAX_LENGTH = 128;

export const COMMON_PASSWORD_MESSAGE = "That password is one of the most common passwords and easy to guess. Please choose another.";

const WORDING = {
  parent: {
    missing: "Please choose a password.",
    tooShort: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    tooLong: `Your password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  },
  staff: {
    missing: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  },
} as const;

/** The length rule of a new password, for the forms (Conform) and both doors of the server. */
export function newPasswordSchema(audience: keyof typeof WORDING) {
  const words = WORDING[audience];
  return z.string({ error: words.missing }).min(PASSWORD_MIN_LENGTH, words.tooShort).max(PASSWORD_MAX_LENGTH, words.tooLong);
}
