// The account forms' rules, shared by the browser (Conform) and the server, which checks again.
import { z } from "zod";
import { newPasswordSchema, PASSWORD_MAX_LENGTH } from "./password-policy";

// What the account pages say; the server and the pages use the same words.
export const INVALID_CREDENTIALS_MESSAGE = "Invalid e-mail or password.";
export const CHECK_EMAIL_MESSAGE = "Check your e-mail: we've sent a link to confirm your address. Follow it, then sign in.";
export const RESET_SENT_MESSAGE = "If an account exists for that e-mail, we've sent it a link to reset the password. The link works for one hour.";
export const LINK_INVALID_MESSAGE = "This link is invalid or has expired. Please ask for a new one.";

const email = z
  .string({ error: "Please enter your e-mail address." })
  .trim()
  .toLowerCase()
  .max(254, "That e-mail address is too long.")
  .pipe(z.email({ error: "Please enter a valid e-mail address." }));

const newPassword = newPasswordSchema("parent");

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(80, `Your ${label} is too long.`);

export const signUpSchema = z.object({
  firstName: name("first name"),
  lastName: name("last name"),
  email,
  password: newPassword,
});

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Please enter your password." }).max(PASSWORD_MAX_LENGTH, "Invalid e-mail or password."),
  redirectTo: z.string().max(2000).optional(),
});

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "This link is not valid." }).min(10, "This link is not valid.").max(200, "This link is not valid."),
    password: newPassword,
    confirmPassword: z.string({ error: "Please type the new password again." }).max(PASSWORD_MAX_LENGTH, "The two passwords do not match."),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "The two passwords do not match.",
    path: ["confirmPassword"],
  });
