// Programs as the admin dashboard manages them. Money stays in cents in the database; the API
// also gives dollars because the form is typed in dollars.
import { asc, eq } from "drizzle-orm";
import { programs, type Program } from "../../../db/schema";
import { dollarsToCents } from "~/lib/form-inputs";
import { programFormToRow, type ProgramForm, type ProgramPatch } from "~/lib/program-schema";
import { getDb } from "../db.server";
import { RefusedError } from "../operation-result.server";

export function programForApi(program: Program) {
  return {
    id: program.id,
    name: program.name,
    description: program.description,
    ageGroup: program.ageGroup,
    maxCapacity: program.maxCapacity,
    pricePerWeek: program.pricePerWeekCents / 100,
    pricePerWeekCents: program.pricePerWeekCents,
    careAddOn: program.careAddOnCents / 100,
    careAddOnCents: program.careAddOnCents,
    isActive: program.isActive,
    createdAt: program.createdAt,
  };
}
export type ProgramForApi = ReturnType<typeof programForApi>;

export async function listPrograms(env: Env) {
  const rows = await getDb(env).select().from(programs).orderBy(asc(programs.name), asc(programs.id));
  return rows.map(programForApi);
}

export async function createProgram(env: Env, form: ProgramForm) {
  const { pricePerWeek, careAddOn, ...fields } = form;
  const [program] = await getDb(env)
    .insert(programs)
    .values({
      ...fields,
      pricePerWeekCents: dollarsToCents(pricePerWeek),
      ...(careAddOn === undefined ? {} : { careAddOnCents: dollarsToCents(careAddOn) }),
    })
    .returning();
  return programForApi(program);
}

export async function updateProgram(env: Env, id: number, patch: ProgramPatch) {
  const [program] = await getDb(env).update(programs).set(programFormToRow(patch)).where(eq(programs.id, id)).returning();
  if (!program) throw new RefusedError(404, "Program not found");
  return programForApi(program);
}
