import { Hono } from "hono";
import { getSchoolYearContent } from "~/server/content.server";
import type { ApiEnv } from "./index";

export const contentApi = new Hono<ApiEnv>().get("/school-year-content", async (c) => {
  return c.json(await getSchoolYearContent(c.env));
});
