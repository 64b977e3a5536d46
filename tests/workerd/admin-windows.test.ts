import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { expect, test } from "vitest";
import { campTimeToInstant } from "../../app/lib/camp-dates";
import { getDb } from "../../app/server/db.server";
import { lotteryDraws, registrations, registrationWindows } from "../../db/schema";
import {
  createCamper,
  createCampSession,
  createProgram,
  createRegistration,
  createRegistrationWindow,
  createUser,
  sessionCookieFor,
} from "../support/factories";
import { lotteryNoticesFor, runCron } from "../support/worker";

const db = getDb(env);
const DAY = 24 * 60 * 60 * 1000;
const PAGE = "http://localhost/admin/windows";

async function adminCookie() {
  const admin = await createUser({ isAdmin: true, firstName: "Alex", lastName: "Office" });
  return sessionCookieFor(admin.id);
}

const post = (cookie: string, fields: Record<string, string>) =>
  SELF.fetch(PAGE, { method: "POST", headers: { Cookie: cookie, Origin: "http://localhost" }, body: new URLSearchParams(fields), redirect: "manual" });

test("only admins see the windows page: visitors are sent to sign in, parents get 403", async () => {
  const visitor = await SELF.fetch(PAGE, { redirect: "manual" });
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get("Location")).toContain("/api/login?redirect=%2Fadmin%2Fwindows");

  const parent = await createUser();
  const asParent = await SELF.fetch(PAGE, { headers: { Cookie: await sessionCookieFor(parent.id) }, redirect: "manual" });
  expect(asParent.status).toBe(403);
  const parentPost = await post(await sessionCookieFor(parent.id), { intent: "run-jobs" });
  expect(parentPost.status).toBe(403);

  await createRegistrationWindow({ label: "Spring 2040", opensAt: Date.UTC(2040, 0, 20, 15) });
  const asAdmin = await SELF.fetch(PAGE, { headers: { Cookie: await adminCookie() } });
  expect(asAdmin.status).toBe(200);
  expect(asAdmin.headers.get("Cache-Control")).toContain("no-store");
  const html = await asAdmin.text();
  expect(html).toContain("Registration Windows");
  expect(html).toContain("Spring 2040");
  expect(html).toContain('value="2040-01-20T10:00"');
  expect(html).toContain("Run jobs now");
});

test("an admin edits a window's times in camp time, and bad times are refused with a message", async () => {
  const cookie = await adminCookie();
  const window = await createRegistrationWindow({ label: "Winter 2041", opensAt: Date.UTC(2041, 9, 22, 14) });

  const bad = await post(cookie, {
    intent: "save-window",
    windowId: String(window.id),
    label: "Winter 2041",
    opensAt: "2041-10-22T10:00",
    closesAt: "2041-10-21T10:00",
    notifyBy: "",
    lotteryFinalizeAt: "",
  });
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Closes at must be after opens at");
  const [unchanged] = await db.select().from(registrationWindows).where(eq(registrationWindows.id, window.id));
  expect(unchanged.closesAt).toBeNull();

  const good = await post(cookie, {
    intent: "save-window",
    windowId: String(window.id),
    label: "Winter 2041",
    opensAt: "2041-10-22T10:00",
    closesAt: "2041-10-29T23:59",
    notifyBy: "2041-11-07T17:00",
    lotteryFinalizeAt: "",
  });
  expect(good.status).toBe(200);
  const [saved] = await db.select().from(registrationWindows).where(eq(registrationWindows.id, window.id));
  expect(saved.opensAt).toBe(campTimeToInstant("2041-10-22", "10:00"));
  expect(saved.closesAt).toBe(campTimeToInstant("2041-10-29", "23:59"));
  expect(saved.notifyBy).toBe(Date.UTC(2041, 10, 7, 22)); // 5 pm EST is 22:00 UTC
  expect(saved.lotteryFinalizeAt).toBeNull();
});

test("an admin reviews a draw and finalises it: seats go in drawn order and each family is e-mailed once", async () => {
  const opensAt = Date.UTC(2042, 9, 22, 14);
  const closesAt = opensAt + 7 * DAY;
  const window = await createRegistrationWindow({ label: "Winter 2042", opensAt, closesAt, notifyBy: opensAt + 16 * DAY });
  const program = await createProgram({ maxCapacity: 2 });
  const session = await createCampSession({ programId: program.id, allowImmediateRegistration: false, name: "Lottery Day FLC K-2" });
  const ids: number[] = [];
  for (let i = 0; i < 5; i++) {
    const parent = await createUser();
    const camper = await createCamper({ parentId: parent.id, firstName: `Drawn${i}` });
    ids.push((await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: parent.id, windowId: window.id })).id);
  }
  await runCron(new Date(closesAt + 60_000));
  // Signed in after the run: the run's clean-up, set in 2042, has expired every earlier session.
  const cookie = await adminCookie();
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.sessionId, session.id));
  const order: number[] = JSON.parse(draw.drawnOrder);

  const page = await (await SELF.fetch(PAGE, { headers: { Cookie: cookie } })).text();
  expect(page).toContain("Lottery Day FLC K-2");
  expect(page).toContain(draw.seed);
  expect(page).toContain("In review");
  expect(page).toContain("Finalise draw");

  const finalised = await post(cookie, { intent: "finalize", drawId: String(draw.id) });
  expect(finalised.status).toBe(200);
  expect(await finalised.text()).toContain("Draw finalised: 2 seated, 3 waitlisted.");
  const rows = new Map((await db.select().from(registrations).where(inArray(registrations.id, ids))).map((r) => [r.id, r]));
  expect(order.slice(0, 2).map((id) => rows.get(id)!.status)).toEqual(["pending", "pending"]);
  expect(order.slice(2).map((id) => rows.get(id)!.status)).toEqual(["interested", "interested", "interested"]);

  const again = await post(cookie, { intent: "finalize", drawId: String(draw.id) });
  expect(again.status).toBe(409);
  expect(await again.text()).toContain("This draw is already final");
  const notices = await lotteryNoticesFor(ids);
  expect(notices).toHaveLength(5);
  expect(notices.every((n) => n.status === "queued")).toBe(true); // waiting for the (absent) mail provider
  const [final] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
  expect(final).toMatchObject({ status: "final", finalizedBy: "Alex Office" });
});

test("'Run jobs now' runs the scheduled jobs and reports each one", async () => {
  const response = await post(await adminCookie(), { intent: "run-jobs" });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("All jobs ran.");
  expect(html).toContain("Deferred-payment reminders");
  expect(html).toContain("Deliver queued e-mail");
});

test("a window's lottery seed is fixed when the window is written, never by opening the page", async () => {
  const seedOf = async (id: number) =>
    (await db.select({ seed: registrationWindows.lotterySeed }).from(registrationWindows).where(eq(registrationWindows.id, id)))[0].seed;
  const byHand = async (label: string, closesAt: number | null) => {
    const row = await env.DB.prepare("INSERT INTO registration_windows (season, label, opens_at, closes_at) VALUES (?1, ?2, ?3, ?4) RETURNING id")
      .bind(`hand-${crypto.randomUUID()}`, label, Date.UTC(2043, 0, 20, 15), closesAt)
      .first<{ id: number }>();
    return row!.id;
  };
  // Added in SQL, still to come: it has its seed before anyone reads it.
  const coming = await byHand("Spring 2043", null);
  const comingSeed = await seedOf(coming);
  expect(comingSeed).toMatch(/^[0-9a-f]{64}$/);
  // Added already closed: its draws keep their own seeds.
  const closed = await byHand("Closed 2020", Date.UTC(2020, 0, 27));
  expect(await seedOf(closed)).toBeNull();

  // Reading the page writes nothing.
  const cookie = await adminCookie();
  const page = await SELF.fetch(PAGE, { headers: { Cookie: cookie } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Closed 2020");
  expect(await seedOf(closed)).toBeNull();

  // Reopened by an edit: the seed is fixed then; another edit keeps it.
  const reopen = { intent: "save-window", windowId: String(closed), label: "Reopened 2043", opensAt: "2043-01-20T10:00", notifyBy: "", lotteryFinalizeAt: "" };
  expect((await post(cookie, { ...reopen, closesAt: "2043-01-27T23:59" })).status).toBe(200);
  const reopenedSeed = await seedOf(closed);
  expect(reopenedSeed).toMatch(/^[0-9a-f]{64}$/);
  expect((await post(cookie, { ...reopen, closesAt: "2043-01-28T23:59" })).status).toBe(200);
  expect(await seedOf(closed)).toBe(reopenedSeed);
  expect(
    (
      await post(cookie, {
        intent: "save-window",
        windowId: String(coming),
        label: "Spring 2043",
        opensAt: "2043-01-20T10:00",
        closesAt: "",
        notifyBy: "",
        lotteryFinalizeAt: "",
      })
    ).status,
  ).toBe(200);
  expect(await seedOf(coming)).toBe(comingSeed);
});
