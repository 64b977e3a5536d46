// GET /admin/registrations.csv?search=&status=&payment= : the Registrations tab's Export, with
// exactly the rows its filters show.
import { readRegistrationFilters } from "~/lib/registration-filters";
import { registrationsCsv } from "~/server/admin/office-registrations.server";
import { getEnv } from "~/server/context";
import { requireAdmin } from "~/server/session.server";
import { campToday } from "~/lib/camp-dates";
import { csvDownload } from "~/lib/csv-export";
import type { Route } from "./+types/admin.registrations-csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  await requireAdmin(env, request);
  const filters = readRegistrationFilters(new URL(request.url).searchParams);
  if (!filters.success) return new Response(filters.error.issues[0].message, { status: 400 });
  const csv = await registrationsCsv(env, filters.data);
  const fileName = `registrations-${campToday(new Date())}.csv`;
  return csvDownload(fileName, csv);
}
