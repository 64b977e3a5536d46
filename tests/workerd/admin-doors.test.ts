// Every admin operation has two doors: the JSON API (/api/programs, /api/admin/...) and the tab's
// route action (/admin/programs with an intent). Both parse with one schema and call one server
// function, so the same bad input gets the same status and the same message at either door, and
// changes nothing.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { createProgram, createUser, formPost, sessionCookieFor } from "../support/factories";

let cookie: string;
let programId: number;

beforeAll(async () => {
  const admin = await createUser({ isAdmin: true, passwordHash: "not-used" });
  cookie = await sessionCookieFor(admin.id);
  programId = (await createProgram()).id;
});

const rows = async () =>
  (await env.DB.prepare(
    "SELECT (SELECT count(*) FROM programs) + (SELECT count(*) FROM camp_sessions) + (SELECT count(*) FROM attendance_staff) + (SELECT count(*) FROM registrations) AS n",
  ).first<{ n: number }>())!.n;

async function viaApi(method: string, path: string, body: unknown) {
  const response = await SELF.fetch(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify(body),
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

/** The page's answer: its status, and whether the message is in what the page received. */
async function viaPage(path: string, fields: Record<string, string>, message: string) {
  const response = await SELF.fetch(formPost(path, fields, { Cookie: cookie }));
  const html = await response.text();
  return { status: response.status, message: html.includes(JSON.stringify(message).slice(1, -1)) ? message : html.slice(0, 300) };
}

const session = { programId: "", name: "Spring Monday", location: "FLC", ageGroup: "4+", startDate: "2099-03-02", endDate: "2099-03-02" };

const cases: Array<{
  name: string;
  api: [string, string, (id: number) => unknown];
  page: [string, (id: number) => Record<string, string>];
  status: number;
  message: string;
}> = [
  {
    name: "a program name of one letter",
    api: ["POST", "/api/programs", () => ({ name: "A", description: "Ten letters or more here", ageGroup: "K-5", maxCapacity: 10, pricePerWeek: 100 })],
    page: [
      "/admin/programs",
      () => ({ intent: "create-program", name: "A", description: "Ten letters or more here", ageGroup: "K-5", maxCapacity: "10", pricePerWeek: "100" }),
    ],
    status: 400,
    message: "Program name must be at least 2 characters",
  },
  {
    name: "a program that does not exist",
    api: ["PATCH", "/api/programs/999999", () => ({ isActive: true })],
    page: ["/admin/programs", () => ({ intent: "update-program", id: "999999", isActive: "on" })],
    status: 404,
    message: "Program not found",
  },
  {
    name: "an FLC session for 4th graders",
    api: ["POST", "/api/sessions", (id) => ({ ...session, programId: id })],
    page: ["/admin/sessions", (id) => ({ intent: "create-session", ...session, programId: String(id), isActive: "on" })],
    status: 400,
    message: "Faith Lutheran Church sessions are for K-2 only",
  },
  {
    name: "a staff username of two letters",
    api: ["POST", "/api/admin/staff", () => ({ username: "ab", displayName: "Door Tablet", password: "sea otters at the door" })],
    page: ["/admin/staff", () => ({ intent: "create-staff", username: "ab", displayName: "Door Tablet", password: "sea otters at the door" })],
    status: 400,
    message: "Username must be at least 3 characters",
  },
  {
    name: "unlocking a staff account that does not exist",
    api: ["POST", "/api/admin/staff/999999/unlock", () => ({})],
    page: ["/admin/staff", () => ({ intent: "unlock-staff", id: "999999" })],
    status: 404,
    message: "Staff account not found",
  },
  {
    name: "enrolling no camper",
    api: ["POST", "/api/admin/enroll-from-waitlist", () => ({ camperId: 0, sessionId: 0 })],
    page: ["/admin/waitlist", () => ({ intent: "enroll", camperId: "0", sessionId: "0" })],
    status: 400,
    message: "camperId is required",
  },
];

describe("the same bad input gets the same refusal through the API and the page", () => {
  test.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const before = await rows();
    const [method, path, body] = c.api;
    expect(await viaApi(method, path, body(programId))).toEqual({ status: c.status, message: c.message });
    const [pagePath, fields] = c.page;
    expect(await viaPage(pagePath, fields(programId), c.message)).toEqual({ status: c.status, message: c.message });
    expect(await rows()).toBe(before);
  });
});

test("a page action refuses visitors and parents as the API does, and changes nothing", async () => {
  const parent = await createUser({ passwordHash: "not-used" });
  const before = await rows();
  const fields = { intent: "create-program", name: "Sneaky", description: "Ten letters or more here", ageGroup: "K-5", maxCapacity: "10", pricePerWeek: "100" };
  expect((await SELF.fetch(formPost("/admin/programs", fields))).status).toBe(401);
  expect((await SELF.fetch(formPost("/admin/programs", fields, { Cookie: await sessionCookieFor(parent.id) }))).status).toBe(403);
  expect(await rows()).toBe(before);
});

test("a good form through the page creates the program the API would", async () => {
  const name = `Page Door ${Math.random().toString(36).slice(2, 7)}`;
  const response = await SELF.fetch(
    formPost(
      "/admin/programs",
      { intent: "create-program", name, description: "Made through the Programs tab", ageGroup: "K-5", maxCapacity: "12", pricePerWeek: "150.50" },
      { Cookie: cookie },
    ),
  );
  expect(response.status).toBe(200);
  const row = await env.DB.prepare("SELECT price_per_week_cents AS cents, is_active AS active FROM programs WHERE name = ?")
    .bind(name)
    .first<{ cents: number; active: number }>();
  // An unticked Active box is inactive (the dialog sends the box as it is).
  expect(row).toEqual({ cents: 15050, active: 0 });
});
