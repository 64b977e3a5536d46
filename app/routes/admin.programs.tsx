// /admin/programs: the programs, with Add Program and Edit.
import { ProgramsTab } from "~/components/admin/programs-tab";
import { listPrograms } from "~/server/admin/programs.server";
import { adminPage } from "~/server/admin/admin-page.server";
import { programFormSchema, programPatchSchema } from "~/lib/program-schema";
import { adminAction, formId, parseForm } from "~/server/admin/admin-action.server";
import { createProgram, updateProgram } from "~/server/admin/programs.server";
import { adminClientAction } from "~/components/admin/admin-client-action";
import type { Route } from "./+types/admin.programs";

export async function loader(args: Route.LoaderArgs) {
  return adminPage(args, async (env) => ({ programs: await listPrograms(env) }));
}

// The Add/Edit Program dialog posts here, with the same schema and function as /api/programs.
export async function action(args: Route.ActionArgs) {
  return adminAction(args, {
    "create-program": (env, _actor, form) => createProgram(env, parseForm(programFormSchema, form, ["isActive"])),
    "update-program": (env, _actor, form) => updateProgram(env, formId(form, "Program not found"), parseForm(programPatchSchema, form, ["isActive"])),
  });
}

// A change that fails outright (or finds the session ended) answers in the tab, not the error screen.
export const clientAction = adminClientAction;

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function AdminPrograms({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  return <ProgramsTab {...loaderData} />;
}
