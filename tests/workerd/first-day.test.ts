// The camp's first day on a new deployment: an empty D1 (migrations only, no demo seed) serves
// every public page, the cron publishes the specification's content and handbook PDFs once, and
// the office creates its first registration window from the admin.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { PUBLIC_PAGE_PATHS } from "../../app/content/public-pages";
import { getDb } from "../../app/server/db.server";
import { auditLog, contentBlocks, contentItems, registrationWindows } from "../../db/schema";
import { callApi } from "../support/api";
import { createUser, sessionCookieFor } from "../support/factories";
import { runCron } from "../support/worker";

const db = getDb(env);

test("an empty database: every public page answers 200, and the first cron run publishes the camp's content once", async () => {
  expect(await db.select().from(contentItems)).toHaveLength(0);
  for (const path of PUBLIC_PAGE_PATHS) {
    const response = await SELF.fetch(`http://localhost${path}`);
    expect(response.status, path).toBe(200);
    await response.arrayBuffer();
  }
  // The school-year page shows the specification's copy before anything is published.
  expect(await (await SELF.fetch("http://localhost/school-year-camps")).text()).toContain("School Year");

  await runCron(new Date());
  const lists = new Set((await db.select({ list: contentItems.list }).from(contentItems)).map((r) => r.list));
  expect([...lists].sort()).toEqual(expect.arrayContaining(["team", "testimonials", "hero-slides", "handbook-UUCA", "handbook-FLC"]));
  expect((await db.select().from(contentBlocks)).map((b) => b.key).sort()).toEqual(["first-content-lists", "home", "page-videos", "school-year-camps"]);
  const pdf = await SELF.fetch("http://localhost/handbooks/UUCA-Parent-Handbook.pdf");
  expect(pdf.status).toBe(200);
  expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  const teamPage = await (await SELF.fetch("http://localhost/meet-the-team")).text();
  expect(teamPage).toContain("Meet");

  // A second run finds everything there and writes nothing (an office edit is never overwritten).
  const before = await db.select().from(contentItems);
  await db.delete(contentItems).where(eq(contentItems.list, "testimonials"));
  await db.insert(contentItems).values({ list: "testimonials", position: 0, body: before.find((i) => i.list === "testimonials")!.body });
  await runCron(new Date());
  expect(await db.select().from(contentItems).where(eq(contentItems.list, "testimonials"))).toHaveLength(1);
}, 60_000);

test("a list the office emptied stays empty at the next cron runs (its first content is written once); a list never written is", async () => {
  await runCron(new Date());
  const page = async () => (await (await SELF.fetch("http://localhost/testimonials")).text()).replace(/<script[\s\S]*?<\/script>/g, "");
  const [first] = await db.select().from(contentItems).where(eq(contentItems.list, "testimonials"));
  const firstName = (JSON.parse(first.body) as { name: string }).name;
  expect(await page()).toContain(firstName);
  // The office deletes every testimonial, one by one, from the Content tab.
  const admin = await createUser({ isAdmin: true });
  const cookie = await sessionCookieFor(admin.id);
  const items = await db.select().from(contentItems).where(eq(contentItems.list, "testimonials"));
  for (const item of items) {
    const removed = await callApi(`/api/admin/content/testimonials/${item.id}`, { method: "DELETE", cookie });
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
  }
  expect(await db.select().from(contentItems).where(eq(contentItems.list, "testimonials"))).toHaveLength(0);

  await runCron(new Date(Date.now() + 15 * 60_000));
  await runCron(new Date(Date.now() + 30 * 60_000));
  expect(await db.select().from(contentItems).where(eq(contentItems.list, "testimonials"))).toHaveLength(0);
  expect(await page()).not.toContain(firstName);

  // A list that was never written (a deployment from before the list existed) still gets its first content.
  await db.delete(contentItems).where(eq(contentItems.list, "camp-days"));
  const record = (await db.select().from(contentBlocks).where(eq(contentBlocks.key, "first-content-lists")))[0];
  const lists = (JSON.parse(record.body) as string[]).filter((list) => list !== "camp-days");
  await db
    .update(contentBlocks)
    .set({ body: JSON.stringify(lists) })
    .where(eq(contentBlocks.key, "first-content-lists"));
  await runCron(new Date(Date.now() + 45 * 60_000));
  expect((await db.select().from(contentItems).where(eq(contentItems.list, "camp-days"))).length).toBeGreaterThan(0);
  expect(await db.select().from(contentItems).where(eq(contentItems.list, "testimonials"))).toHaveLength(0);
}, 60_000);

test("the office creates a registration window from the admin (page and API), with its lottery seal; a duplicate or bad one is refused", async () => {
  const admin = await createUser({ isAdmin: true, firstName: "Alex", lastName: "Office" });
  const cookie = await sessionCookieFor(admin.id);
  const page = await SELF.fetch("http://localhost/admin/windows", { headers: { Cookie: cookie } });
  const html = await page.text();
  expect(html).toContain("No registration windows yet: create the first one below.");
  expect(html).toContain("Create window");

  const created = await SELF.fetch("http://localhost/admin/windows", {
    method: "POST",
    headers: { Cookie: cookie, Origin: "http://localhost" },
    body: new URLSearchParams({
      intent: "save-window",
      label: "Summer 2027",
      opensAt: "2027-01-20T10:00",
      closesAt: "2027-01-27T10:00",
      notifyBy: "2027-02-05T10:00",
      lotteryFinalizeAt: "",
    }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const [window] = await db.select().from(registrationWindows);
  expect(window).toMatchObject({ season: "summer-2027", label: "Summer 2027" });
  expect(window.lotterySeed).toMatch(/\w{16,}/);
  expect((await db.select().from(auditLog).where(eq(auditLog.action, "registration-window.create"))).length).toBe(1);
  expect(await (await SELF.fetch("http://localhost/admin/windows", { headers: { Cookie: cookie } })).text()).toContain("Summer 2027");

  const duplicate = await callApi("/api/admin/windows", { method: "POST", cookie, body: { label: "Summer 2027", opensAt: "2027-01-21T10:00" } });
  expect(duplicate.status).toBe(409);
  expect(duplicate.json.message).toBe("A window named Summer 2027 already exists: change that one instead.");
  const bad = await callApi("/api/admin/windows", {
    method: "POST",
    cookie,
    body: { label: "Fall 2027", opensAt: "2027-08-19T10:00", closesAt: "2027-08-01T10:00" },
  });
  expect(bad.status).toBe(400);
  expect(bad.json.message).toBe("Closes at must be after opens at");
  const api = await callApi("/api/admin/windows", { method: "POST", cookie, body: { label: "Fall 2027", opensAt: "2027-08-19T10:00" } });
  expect(api.status).toBe(200);
  expect(await db.select().from(registrationWindows)).toHaveLength(2);

  const parent = await createUser();
  const refused = await callApi("/api/admin/windows", {
    method: "POST",
    cookie: await sessionCookieFor(parent.id),
    body: { label: "Winter 2027", opensAt: "2027-10-22T10:00" },
  });
  expect(refused.status).toBe(403);
  expect(await db.select().from(registrationWindows)).toHaveLength(2);
});
