import { eq } from "drizzle-orm";
import { contentBlocks } from "../../db/schema";
import { getDb } from "./db.server";
import { defaultSchoolYearContent, schoolYearContentSchema, type SchoolYearContent } from "../content/school-year";

export const SCHOOL_YEAR_CONTENT_KEY = "school-year-camps";

/** The published school-year block; before the first publication, the specification's copy. */
export async function getSchoolYearContent(env: Env): Promise<SchoolYearContent> {
  const row = await getDb(env).query.contentBlocks.findFirst({
    where: eq(contentBlocks.key, SCHOOL_YEAR_CONTENT_KEY),
  });
  if (!row) return defaultSchoolYearContent;
  return schoolYearContentSchema.parse(JSON.parse(row.body));
}
