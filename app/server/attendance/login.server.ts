// Staff login, for the JSON API and the /attendance-login page: one schema (staffLoginSchema,
// which the page's form also checks in the browser), then the password check and throttle.
import { staffLoginSchema } from "~/lib/attendance/staff-login-schema";
import { signInStaff } from "../staff-session.server";
import { parseInput, refused, type Refused as Refusal } from "../operation-result.server";

export async function signIn(
  env: Env,
  request: Request,
  input: unknown,
): Promise<{ ok: true; setCookie: string; displayName: string; doorSignIn: string } | Refusal> {
  const v = parseInput(staffLoginSchema, input);
  if (!v.ok) return v;
  const result = await signInStaff(env, request, v.data);
  return result.ok ? result : refused(result.status, result.message);
}
