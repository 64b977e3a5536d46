// Day one and the demo camp show no season, phone or year written in code: the summer in the
// menu and on the summer page is the one on sale (its weeks), the phone is the office's
// (Settings; none set: none shown), the © is the year it is, and no example video is published
// by a deployment's first cron run.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { campToday } from "../../app/lib/camp-dates";
import { copyrightYear, currentSummerYear } from "../../app/lib/season-words";
import { getDb } from "../../app/server/db.server";
import { campSessions, contentItems } from "../../db/schema";
import { seedDatabase } from "../../db/seed";
import { runCron } from "../support/worker";

const db = getDb(env);
/** A page's text as a reader meets it (no scripts, no tags). */
async function pageText(path: string) {
  const html = await (await SELF.fetch(`http://localhost${path}`)).text();
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}
const PAGES = ["/", "/contact", "/privacy-policy", "/summer-camp-2026", "/sarraka-media", "/about-us"];

test("the first day: no made-up phone, no placeholder video, no season or year written in code", async () => {
  await runCron(new Date());
  const today = campToday();
  for (const path of PAGES) {
    const text = await pageText(path);
    expect(text, path).not.toContain("555-0142");
    expect(/.{0,80}placeholder.{0,80}/.exec(text)?.[0] ?? "", path).toBe("");
    expect(text, path).not.toContain("Fall 2025 School Year Registration");
    expect(text, path).not.toContain("Summer Camp 2026");
    expect(text, path).toContain(`© ${copyrightYear(today)} Camp Sarraka`);
    // No summer weeks yet: the summer is the one not yet over.
    expect(text, path).toContain(`Summer Camp ${currentSummerYear(today, [])}`);
  }
  expect(await pageText("/contact")).not.toMatch(/Phone/);
  expect(await db.select().from(contentItems).where(eq(contentItems.list, "featured-videos"))).toHaveLength(0);
}, 60_000);

test("the demo camp: the menu names the seeded summer, with no made-up phone", async () => {
  await seedDatabase(env);
  const seeded = await db.selectDistinct({ season: campSessions.season }).from(campSessions);
  const summers = seeded.map((s) => s.season).filter((s): s is string => Boolean(s?.startsWith("summer-")));
  expect(summers.length).toBeGreaterThan(0);
  const text = await pageText("/about-us");
  expect(text).toContain(`Summer Camp ${summers.map((s) => Number(s.slice(7))).sort()[0]}`);
  expect(text).not.toContain("555-0142");
}, 60_000);
