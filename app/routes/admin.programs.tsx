// /admin/programs: the programs, with Add Program and Edit.
import { ProgramsTab } from "~/components/admin/programs-tab";
import { listPrograms } from "~/server/admin/programs.server";
import { adminPage } from "~/server/admin/admin-page.server";
import type { Route } from "./+types/admin.programs";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => ({ programs: await listPrograms(env) }));
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminPrograms({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <ProgramsTab {...loaderData} />;
}
