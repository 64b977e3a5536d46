import { Hono } from "hono";
import { getSchoolYearContent } from "~/server/content.server";
import type { ApiEnv } from "./index";

export const contentApi = new Hono<ApiEnv>().get("/school-year-content", async (c) => {
  const content = await getSchoolYearContent(c.env);
  if (!content) return c.json({ message: "School-year content has not been published yet" }, 404);
  return c.json(content);
});
