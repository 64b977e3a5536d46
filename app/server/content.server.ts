import { eq } from "drizzle-orm";
import { contentBlocks } from "../../db/schema";
import { getDb } from "./db.server";
import { schoolYearContentSchema, type SchoolYearContent } from "../content/school-year";

export const SCHOOL_YEAR_CONTENT_KEY = "school-year-camps";

export async function getSchoolYearContent(env: Env): Promise<SchoolYearContent | null> {
  const row = await getDb(env).query.contentBlocks.findFirst({
    where: eq(contentBlocks.key, SCHOOL_YEAR_CONTENT_KEY),
  });
  if (!row) return null;
  return schoolYearContentSchema.parse(JSON.parse(row.body));
}
