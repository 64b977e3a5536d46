// The server's half of the password policy (app/lib/password-policy.ts): every new password, a
// parent's at sign-up or reset and a counselor's set by an admin, passes here before it is hashed.
import { COMMON_PASSWORD_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/password-policy";
import { isCommonPassword } from "./common-passwords.server";

/** Why a new password is refused, or null when it may be used. */
export function weakPasswordReason(password: string): string | null {
  // The forms' schemas word the length rule for their reader; this is the backstop.
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
}
