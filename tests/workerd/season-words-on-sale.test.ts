// The summer on sale and the office's phone, in a database of its own (the first-day file's
// pages are cached by then): the menu and the summer page name the summer whose weeks are on
// sale, and the phone shows once the office sets it.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { getDb } from "../../app/server/db.server";
import { campSettings } from "../../db/schema";
import { createCampSession, createProgram } from "../support/factories";
import { pageText } from "../support/page-text";

const db = getDb(env);
test("the menu and the summer page name the summer whose weeks are on sale, and the office's phone once set", async () => {
  const program = await createProgram({ name: "Summer Camp", ageGroup: "K-2" });
  await createCampSession({ programId: program.id, name: "Summer 2090 Week 1", season: "summer-2090", startDate: "2090-06-12", endDate: "2090-06-16" });
  await db.update(campSettings).set({ phone: "(571) 555-2368" }).where(eq(campSettings.id, 1));
  const summer = await pageText("/summer-camp");
  expect(summer).toMatch(/Summer Camp 2090 .*Summer Camp 2090/);
  // Weeks on sale: the page says registration is open, not that it opens in January.
  expect(summer).toContain("Registration for summer 2090 is open");
  expect(summer).not.toContain("Registration opens in January");
  expect(await (await SELF.fetch("http://localhost/summer-camp")).text()).toContain("<title>Summer Camp 2090 | Camp Sarraka</title>");
  const contact = await (await SELF.fetch("http://localhost/contact")).text();
  expect(contact).toContain('href="tel:+15715552368"');
  expect(await pageText("/privacy-policy")).toContain("or call (571) 555-2368");
});
