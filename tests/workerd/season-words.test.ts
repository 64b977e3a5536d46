// Day one and the demo camp show no season, phone or year written in code: the summer in the
// menu and on the summer page is the one on sale (its weeks), the phone is the office's
// (Settings; none set: none shown), the © is the year it is, and no example video is published
// by a deployment's first cron run. The summer page's address names no year either, and a phone
// saved in Settings reaches the pages visitors are served from the cache at once.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { SUMMER_PAGE_PATH } from "../../app/content/public-pages";
import { campToday } from "../../app/lib/camp-dates";
import { copyrightYear, currentSummerYear } from "../../app/lib/season-words";
import { getDb } from "../../app/server/db.server";
import { campSessions, contentItems } from "../../db/schema";
import { seedDatabase } from "../../db/seed";
import { createUser, sessionCookieFor } from "../support/factories";
import { pageText } from "../support/page-text";
import { runCron } from "../support/worker";
import { fetchUntilCached } from "../support/edge-cache";

/** The cached page's HTML. */
const cachedText = async (url: string) => (await fetchUntilCached(url)).text();

const db = getDb(env);
const PAGES = ["/", "/contact", "/privacy-policy", "/summer-camp", "/sarraka-media", "/about-us"];

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

test("the summer page's address names no year; its former addresses move there for good", async () => {
  expect(SUMMER_PAGE_PATH).toBe("/summer-camp");
  for (const former of ["/summer-camp-2026", "/summer-camp-2031"]) {
    const moved = await SELF.fetch(`http://localhost${former}?utm_source=newsletter`, { redirect: "manual" });
    expect(moved.status, former).toBe(301);
    expect(moved.headers.get("location"), former).toBe("/summer-camp?utm_source=newsletter");
  }
  const page = await SELF.fetch("http://localhost/summer-camp");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<link rel="canonical" href="http://localhost/summer-camp"/>');
  expect(html).toContain('"url":"http://localhost/summer-camp"');
  expect(html).toContain('href="/summer-camp"');
  expect(html).not.toMatch(/summer-camp-\d/);
  const sitemap = await (await SELF.fetch("http://localhost/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>http://localhost/summer-camp</loc>");
  expect(sitemap).not.toMatch(/summer-camp-\d/);
  // A page opened before the move asks for the former address's data: it is sent on too.
  const data = await SELF.fetch("http://localhost/summer-camp-2026.data");
  expect(data.status).toBe(202);
  expect(await data.text()).toContain('"/summer-camp"');
  // Only the summer page's own former addresses move; any other unknown address is not found.
  expect((await SELF.fetch("http://localhost/summer-camp-next", { redirect: "manual" })).status).toBe(404);
});

test("a phone saved in Settings shows at once on the cached public pages, at either door", async () => {
  const cookie = await sessionCookieFor((await createUser({ isAdmin: true, passwordHash: "not-used" })).id);
  // The office saves at an address of its own and looks there, as after a content edit; visitors
  // come to the camp's address (APP_URL). Both copies of each page go.
  const office = "http://office.camp.test";
  const copies = ["http://localhost", office].flatMap((origin) => ["/contact", "/", "/summer-camp"].map((path) => `${origin}${path}`));
  const headers = { Cookie: cookie, Origin: office, "Sec-Fetch-Site": "same-origin" };
  const saves = [
    async (phone: string) => {
      const fields = { intent: "save-settings", holdExpiryHours: "72", holdReminderHours: "24", familyCapPerSession: "", mailRetentionDays: "30", phone };
      const headersOfForm = { ...headers, "Content-Type": "application/x-www-form-urlencoded" };
      return SELF.fetch(`${office}/admin/settings`, { method: "POST", body: new URLSearchParams(fields), headers: headersOfForm, redirect: "manual" });
    },
    async (phone: string) => {
      const body = JSON.stringify({ holdExpiryHours: 72, holdReminderHours: 24, familyCapPerSession: null, mailRetentionDays: 30, phone });
      return SELF.fetch(`${office}/api/admin/settings`, { method: "PUT", body, headers: { ...headers, "Content-Type": "application/json" } });
    },
  ];
  for (const [door, phone] of ["(571) 555-0100", "(571) 555-0111"].entries()) {
    for (const url of copies) expect(await cachedText(url), url).not.toContain(phone);
    const saved = await saves[door](phone);
    expect(saved.status, phone).toBe(200);
    await saved.arrayBuffer();
    for (const url of copies) {
      const page = await SELF.fetch(url);
      expect(page.headers.get("x-edge-cache"), url).toBe("MISS");
      expect(await page.text(), url).toContain(phone);
    }
  }
}, 60_000);
