// /admin/staff: the attendance staff accounts.
import { StaffTab } from "~/components/admin/staff-tab";
import { listStaff } from "~/server/admin/staff.server";
import { adminPage } from "~/server/admin/admin-page.server";
import type { Route } from "./+types/admin.staff";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => ({ staff: await listStaff(env) }));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <StaffTab {...loaderData} />;
}
