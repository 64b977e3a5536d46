// The Registrations tab a page at a time: the server filters, counts and cuts the pages, the page
// links keep the filters, and Export (like the JSON API) still holds every filtered row.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import Papa from "papaparse";
import { expect, test } from "vitest";
import { listRegistrationsPage } from "../../app/server/admin/office-registrations.server";
import { createCampSession, createProgram, createUser, manyCampersStatement, sessionCookieFor } from "../support/factories";

/** 130 registrations in a program of their own, every other one pending with a deferred payment. */
async function summerOfRegistrations() {
  const programName = `Pages ${crypto.randomUUID().slice(0, 8)}`;
  const session = await createCampSession({ programId: (await createProgram({ name: programName })).id });
  const parent = await createUser();
  // One statement each for the 130 campers and their registrations (row by row takes too long).
  await env.DB.batch([
    manyCampersStatement(parent.id, 130, { firstName: "Pager", lastName: "Rivera", grade: "2nd", contactName: "Pat Rivera" }),
    // The i-th sign-up a second after the one before; every other one pending, its payment deferred.
    env.DB.prepare(
      `INSERT INTO registrations (camper_id, session_id, parent_id, total_amount_cents, day_price_cents, status, payment_status, created_at)
       SELECT id, ?2, ?1, 12000, 12000, CASE WHEN i % 2 = 0 THEN 'pending' ELSE 'confirmed' END, CASE WHEN i % 2 = 0 THEN 'deferred' ELSE 'paid' END, ?3 + i * 1000
       FROM (SELECT id, CAST(substr(first_name, 6) AS INTEGER) AS i FROM campers WHERE parent_id = ?1)`,
    ).bind(parent.id, session.id, Date.UTC(2099, 0, 1)),
  ]);
  const admin = await createUser({ isAdmin: true });
  return { programName, cookie: await sessionCookieFor(admin.id) };
}

const rowsOn = (html: string) => [...html.matchAll(/data-testid="registration-row"[\s\S]*?<p class="font-bold text-ink">([^<]+)<\/p>/g)].map((m) => m[1]);

test("the tab shows 50 registrations a page, counted by the server under the filters, with page links that keep them", async () => {
  const { programName, cookie } = await summerOfRegistrations();
  const query = new URLSearchParams({ search: programName, status: "pending", payment: "deferred" }).toString();
  const page = async (extra: string) => (await SELF.fetch(`http://localhost/admin/registrations?${query}${extra}`, { headers: { Cookie: cookie } })).text();

  const first = await page("");
  expect(first).toContain("Showing 1–50 of 65 registrations");
  const firstRows = rowsOn(first);
  expect(firstRows).toHaveLength(50);
  // Newest first: the 130th sign-up leads.
  expect(firstRows[0]).toBe("Pager130 Rivera");
  const next = first.match(/<a[^>]*rel="next"[^>]*>/)![0];
  expect(next).toContain(`href="/admin/registrations?${query.replaceAll("&", "&amp;")}&amp;page=2"`);

  const second = await page("&page=2");
  expect(second).toContain("Showing 51–65 of 65 registrations");
  const secondRows = rowsOn(second);
  expect(secondRows).toHaveLength(15);
  expect(secondRows.at(-1)).toBe("Pager2 Rivera");
  expect(new Set([...firstRows, ...secondRows]).size).toBe(65);
  expect(second.match(/<a[^>]*rel="prev"[^>]*>/)![0]).toContain(`href="/admin/registrations?${query.replaceAll("&", "&amp;")}"`);
  expect(second).not.toContain('rel="next"');

  // A page past the last (an old link after cancellations) shows the last.
  expect(await page("&page=9")).toContain("Showing 51–65 of 65 registrations");
  expect(rowsOn(await page("&page=nope"))).toEqual(firstRows);
}, 60_000);

test("the server's page count is the filters' count, and the export and the API still hold every filtered row", async () => {
  const { programName, cookie } = await summerOfRegistrations();
  const filters = { search: programName, status: "pending", payment: "deferred" } as const;
  const counted = await env.DB.prepare(
    "SELECT count(*) AS n FROM registrations r JOIN camp_sessions s ON s.id = r.session_id JOIN programs p ON p.id = s.program_id WHERE p.name = ? AND r.status = 'pending' AND r.payment_status = 'deferred'",
  )
    .bind(programName)
    .first<{ n: number }>();
  const shown = await listRegistrationsPage(env, { ...filters, page: 2 });
  expect(shown).toMatchObject({ total: counted!.n, page: 2, pageCount: 2 });
  expect(shown.registrations.every((r) => r.status === "pending" && r.paymentStatus === "deferred")).toBe(true);

  const query = new URLSearchParams(filters).toString();
  const csv = await (await SELF.fetch(`http://localhost/admin/registrations.csv?${query}&page=2`, { headers: { Cookie: cookie } })).text();
  expect(Papa.parse(csv.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data).toHaveLength(65);
  const api = (await (await SELF.fetch(`http://localhost/api/admin/registrations?${query}`, { headers: { Cookie: cookie } })).json()) as unknown[];
  expect(api).toHaveLength(65);
}, 60_000);
