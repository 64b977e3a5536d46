// /admin/staff: the attendance staff accounts.
import { StaffTab } from "~/components/admin/staff-tab";
import { listStaff } from "~/server/admin/staff.server";
import { adminPage } from "~/server/admin/admin-page.server";
import { staffCreateSchema, staffUpdateSchema } from "~/lib/staff-schema";
import { adminAction, formId, parseForm } from "~/server/admin/admin-action.server";
import { createStaff, issueDoorCode, unlockStaff, updateStaff } from "~/server/admin/staff.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.staff";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => ({ staff: await listStaff(env) }));
}

// The Staff tab's forms post here, with the same schemas and functions as /api/admin/staff.
export async function action(args: Route.ActionArgs) {
  const notFound = "Staff account not found";
  return adminAction(args, {
    "create-staff": (env, actor, form) => createStaff(env, actor, parseForm(staffCreateSchema, form)),
    "reset-password": (env, actor, form) => updateStaff(env, actor, formId(form, notFound), parseForm(staffUpdateSchema, form)),
    // Enable and Disable are two buttons, not a typed field: their value is the new state.
    "set-active": (env, actor, form) => updateStaff(env, actor, formId(form, notFound), { isActive: form.get("isActive") === "true" }),
    // Counselor, volunteer or CIT: a choice in the row, saved as it is made.
    "set-role": (env, actor, form) => updateStaff(env, actor, formId(form, notFound), parseForm(staffUpdateSchema, form)),
    "unlock-staff": (env, actor, form) => unlockStaff(env, actor, formId(form, notFound)),
    // The answer carries the new code once, for the office to give to the staff member.
    "new-door-code": (env, actor, form) => issueDoorCode(env, actor, formId(form, notFound)),
  });
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <StaffTab {...loaderData} />;
}
