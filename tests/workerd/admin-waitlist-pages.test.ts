// The Waitlist tab a page at a time: the server filters (search by camper, parent or #number; a
// site; a session), counts and cuts the pages, and each camper keeps their place in their whole
// session's queue whatever the filters. GET /api/admin/waitlist answers the same pages by the same
// query, and refuses a query the tab would show as the first page. The Registrations tab finds a
// row by "#5009" as it shows it.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { listRegistrationsPage } from "../../app/server/admin/office-registrations.server";
import { createCampSession, createProgram, createUser, manyCampersStatement, sessionCookieFor } from "../support/factories";

/** `count` campers waiting for one UUCA session, signed up a second apart, and 3 for FLC the same day. */
async function longQueue(count: number) {
  const tag = crypto.randomUUID().slice(0, 8);
  const program = await createProgram({ name: `Queue ${tag}`, maxCapacity: 20 });
  const shape = { programId: program.id, startDate: "2098-07-06", endDate: "2098-07-10", ageGroup: "K-2" } as const;
  const uuca = await createCampSession({ ...shape, location: "UUCA", name: `Week ${tag} UUCA` });
  const flc = await createCampSession({ ...shape, location: "FLC", name: `Week ${tag} FLC` });
  const parent = await createUser({ lastName: `Parent${tag}` });
  const other = await createUser({ firstName: "Quinn", lastName: `Other${tag}` });
  await env.DB.batch([
    manyCampersStatement(parent.id, count, { firstName: "Waiter", lastName: "Queue", grade: "1st", contactName: "Pat Queue" }),
    env.DB.prepare(
      `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, day_price_cents, status, payment_status, created_at)
       SELECT id, ?2, ?1, 12000, 12000, 'interested', NULL, ?3 + CAST(substr(first_name, 7) AS INTEGER) * 1000
       FROM campers WHERE parent_id = ?1`,
    ).bind(parent.id, uuca.id, Date.UTC(2098, 0, 1)),
    manyCampersStatement(other.id, 3, { firstName: "Flc", lastName: "Queue", grade: "1st", contactName: "Quinn Other" }),
    env.DB.prepare(
      `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, day_price_cents, status, payment_status, created_at)
       SELECT id, ?2, ?1, 12000, 12000, 'interested', NULL, ?3 + id FROM campers WHERE parent_id = ?1`,
    ).bind(other.id, flc.id, Date.UTC(2098, 0, 1)),
  ]);
  const admin = await createUser({ isAdmin: true });
  const cookie = await sessionCookieFor(admin.id);
  const page = async (query: Record<string, string>) =>
    (await SELF.fetch(`http://localhost/admin/waitlist?${new URLSearchParams(query)}`, { headers: { Cookie: cookie } })).text();
  const api = (query: string) => SELF.fetch(`http://localhost/api/admin/waitlist?${query}`, { headers: { Cookie: cookie } });
  return { tag, uuca, flc, cookie, page, api };
}

/** Each row on the page: the camper's name and their place in the queue. */
const rowsOn = (html: string) =>
  [...html.matchAll(/data-testid="waitlist-entry"[\s\S]*?aria-label="Place (\d+) in the queue"[\s\S]*?<p class="font-bold text-ink">([^<]+)<\/p>/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

test("the tab shows 50 waiting campers a page, counted by the server for a session, with their places in its whole queue", async () => {
  const { uuca, page } = await longQueue(120);

  const first = await page({ session: String(uuca.id) });
  expect(first).toContain("Showing 1–50 of 120 waiting campers");
  const firstRows = rowsOn(first);
  expect(firstRows).toHaveLength(50);
  expect(firstRows[0]).toBe("1 Waiter1 Queue");
  expect(firstRows[49]).toBe("50 Waiter50 Queue");
  // The page links keep the session filter.
  expect(first.match(/<a[^>]*rel="next"[^>]*>/)![0]).toContain(`href="/admin/waitlist?session=${uuca.id}&amp;page=2"`);

  const third = rowsOn(await page({ session: String(uuca.id), page: "3" }));
  expect(third).toHaveLength(20);
  expect(third.at(-1)).toBe("120 Waiter120 Queue");
  // A page past the last shows the last; a page that is not a number, the first.
  expect(rowsOn(await page({ session: String(uuca.id), page: "40" }))).toEqual(third);
  expect(rowsOn(await page({ session: String(uuca.id), page: "nope" }))).toEqual(firstRows);
}, 60_000);

test("search finds a camper by name, by parent and by #number as the row shows it, with the camper's place in the whole queue", async () => {
  const { tag, uuca, page } = await longQueue(80);
  const [{ id }] = (
    await env.DB.prepare("SELECT r.id FROM registrations r JOIN campers c ON c.id = r.camper_id WHERE r.session_id = ? AND c.first_name = 'Waiter77'")
      .bind(uuca.id)
      .all<{ id: number }>()
  ).results;

  const byNumber = await page({ search: `#${id}` });
  expect(byNumber).toContain(`#${id}`);
  expect(rowsOn(byNumber)).toEqual(["77 Waiter77 Queue"]);
  expect(rowsOn(await page({ search: String(id) }))).toEqual(["77 Waiter77 Queue"]);
  expect(rowsOn(await page({ search: "waiter77 queue", session: String(uuca.id) }))).toEqual(["77 Waiter77 Queue"]);
  // The parent's name: the three FLC campers of Quinn Other<tag>, in their own queue's order.
  expect(rowsOn(await page({ search: `Quinn Other${tag}` }))).toEqual(["1 Flc1 Queue", "2 Flc2 Queue", "3 Flc3 Queue"]);
  expect(await page({ search: `nobody-${tag}` })).toContain("No waiting campers match these filters.");
}, 60_000);

test("the site filter shows one site's queues, and a filter the address garbles shows every queue rather than an error", async () => {
  const { flc, cookie, page } = await longQueue(5);
  const atFlc = await page({ site: "FLC", session: String(flc.id) });
  expect(rowsOn(atFlc)).toEqual(["1 Flc1 Queue", "2 Flc2 Queue", "3 Flc3 Queue"]);
  expect(atFlc).toContain("Showing 3 waiting campers");
  const uucaOnly = await page({ site: "UUCA", search: "Flc1 Queue" });
  expect(uucaOnly).toContain("No waiting campers match these filters.");

  const garbled = await SELF.fetch(`http://localhost/admin/waitlist?site=Mars&session=DROP&page=-1`, { headers: { Cookie: cookie } });
  expect(garbled.status).toBe(200);
  expect(await garbled.text()).toMatch(/Showing 1–50 of [\d,]+ waiting campers|Showing \d+ waiting campers/);
}, 60_000);

test("the Registrations tab finds a registration by its number as the row shows it (#5009) or bare", async () => {
  const { uuca } = await longQueue(3);
  const [{ id }] = (await env.DB.prepare("SELECT id FROM registrations WHERE session_id = ? ORDER BY id LIMIT 1").bind(uuca.id).all<{ id: number }>()).results;
  for (const search of [`#${id}`, String(id)]) {
    const shown = await listRegistrationsPage(env, { search, status: "all", payment: "all", page: 1 });
    expect(shown.registrations.map((r) => r.id)).toContain(id);
  }
}, 60_000);

type ApiPage = { entries: Array<{ place: number; camper: { firstName: string } }>; total: number; page: number; pageCount: number };
const placesOf = (shown: ApiPage) => shown.entries.map((e) => `${e.place} ${e.camper.firstName}`);

test("GET /api/admin/waitlist answers the tab's page of 50 with the total, and refuses a page or filter it cannot read with a 400 and a message", async () => {
  const { uuca, page, api } = await longQueue(120);

  const second = await api(`session=${uuca.id}&page=2`);
  expect(second.status).toBe(200);
  const shown = await second.json<ApiPage>();
  expect(shown).toMatchObject({ total: 120, page: 2, pageCount: 3 });
  expect(shown.entries).toHaveLength(50);
  expect(placesOf(shown)[0]).toBe("51 Waiter51");
  // The tab's second page: the same campers in the same places.
  expect(rowsOn(await page({ session: String(uuca.id), page: "2" }))).toEqual(placesOf(shown).map((row) => `${row} Queue`));
  // No page is the first; a page past the last is the last, as on the tab.
  expect(await (await api(`session=${uuca.id}`)).json<ApiPage>()).toMatchObject({ page: 1, total: 120 });
  for (const far of ["40", String(Number.MAX_SAFE_INTEGER)]) {
    const past = await api(`session=${uuca.id}&page=${far}`);
    expect(past.status, `page=${far}`).toBe(200);
    const last = await past.json<ApiPage>();
    expect(last).toMatchObject({ page: 3, pageCount: 3 });
    expect(placesOf(last).at(-1)).toBe("120 Waiter120");
  }

  for (const bad of ["0", "-1", "2.5", "nope", "1e400"]) {
    const refused = await api(`session=${uuca.id}&page=${bad}`);
    expect(refused.status, `page=${bad}`).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: "Page must be a whole number from 1 up",
      fieldErrors: { page: ["Page must be a whole number from 1 up"] },
    });
  }
  for (const [query, message] of [
    ["site=Mars", "Unknown site filter"],
    ["session=DROP", "Unknown session filter"],
  ]) {
    const refused = await api(query);
    expect(refused.status, query).toBe(400);
    expect(await refused.json()).toMatchObject({ message });
  }
}, 60_000);
