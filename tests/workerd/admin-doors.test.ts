// Every admin operation has two doors: the JSON API (/api/programs, /api/admin/...) and the tab's
// route action (/admin/programs with an intent). Both parse with one schema and call one server
// function, so the same bad input gets the same status and the same message at either door, and
// changes nothing.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import {
  createCampSession,
  createCamper,
  createProgram,
  createRegistration,
  createRegistrationWindow,
  createUser,
  formPost,
  sessionCookieFor,
} from "../support/factories";

let cookie: string;
let programId: number;
/** A registration waiting for its $120, for the payment desk's cases. */
let owingId: number;
/** A registration window with no closing time, for the windows page's cases. */
let windowId: number;

beforeAll(async () => {
  const admin = await createUser({ isAdmin: true, passwordHash: "not-used" });
  cookie = await sessionCookieFor(admin.id);
  programId = (await createProgram()).id;
  const parent = await createUser({ passwordHash: "not-used" });
  const camper = await createCamper({ parentId: parent.id });
  const session = await createCampSession({ programId });
  owingId = (await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: parent.id, status: "pending", paymentStatus: "pending" })).id;
  windowId = (await createRegistrationWindow({ label: "Doors 2042", opensAt: Date.UTC(2042, 0, 20, 15) })).id;
});

const rows = async () =>
  (await env.DB.prepare(
    "SELECT (SELECT count(*) FROM programs) + (SELECT count(*) FROM camp_sessions) + (SELECT count(*) FROM attendance_staff) + (SELECT count(*) FROM registrations) + (SELECT count(*) FROM payments) + (SELECT count(*) FROM registrations WHERE status = 'cancelled') + (SELECT count(*) FROM media_objects) + (SELECT count(*) FROM audit_log) + (SELECT count(*) FROM lottery_draws WHERE status = 'final') + (SELECT coalesce(sum(closes_at), 0) FROM registration_windows) + (SELECT coalesce(sum(updated_at), 0) FROM camp_settings) AS n",
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
const windowTimes = { label: "Doors 2042", opensAt: "2042-01-20T10:00", closesAt: "2042-01-19T10:00", notifyBy: "", lotteryFinalizeAt: "" };
const settings = { holdExpiryHours: "24", holdReminderHours: "24", familyCapPerSession: "", mailRetentionDays: "30" };

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
  {
    name: "an offline payment over the balance",
    api: ["POST", "/api/admin/registrations/OWING/offline-payment", () => ({ amount: 500, reference: "Check #7" })],
    page: ["/admin/registrations", () => ({ intent: "offline-payment", id: String(owingId), amount: "500", reference: "Check #7" })],
    status: 400,
    message: "The amount is more than the balance of $120",
  },
  {
    name: "an offline payment amount that is not a number",
    api: ["POST", "/api/admin/registrations/OWING/offline-payment", () => ({ amount: "twelve" })],
    page: ["/admin/registrations", () => ({ intent: "offline-payment", id: String(owingId), amount: "twelve", reference: "" })],
    status: 400,
    message: "Amount must be a number",
  },
  {
    name: "an offline payment of nothing",
    api: ["POST", "/api/admin/registrations/OWING/offline-payment", () => ({ amount: 0 })],
    page: ["/admin/registrations", () => ({ intent: "offline-payment", id: String(owingId), amount: "0", reference: "" })],
    status: 400,
    message: "Amount must be more than $0",
  },
  {
    name: "cancelling a registration that does not exist",
    api: ["POST", "/api/admin/registrations/999999/cancel", () => ({})],
    page: ["/admin/registrations", () => ({ intent: "cancel", id: "999999" })],
    status: 404,
    message: "Registration not found",
  },
  {
    name: "refunding a registration that was never paid by card",
    api: ["POST", "/api/admin/registrations/OWING/refund", () => ({})],
    page: ["/admin/registrations", () => ({ intent: "refund", id: String(owingId) })],
    status: 409,
    message: "Only a paid card payment can be refunded",
  },
  {
    name: "a photo description of two letters",
    api: ["PATCH", "/api/admin/media/999999", () => ({ alt: "ab" })],
    page: ["/admin/media", () => ({ intent: "alt", id: "999999", alt: "ab" })],
    status: 400,
    message: "Describe the photo in at least 3 characters",
  },
  {
    name: "deleting a file that does not exist",
    api: ["DELETE", "/api/admin/media/999999", () => ({})],
    page: ["/admin/media", () => ({ intent: "delete", id: "999999" })],
    status: 404,
    message: "File not found",
  },
  {
    name: "a gallery order with a word among the photos",
    api: ["PUT", "/api/admin/media/gallery/order", () => ({ ids: [1, "two"] })],
    page: ["/admin/media", () => ({ intent: "order", ids: "1,two" })],
    status: 400,
    message: "Invalid input: expected number, received string",
  },
  {
    name: "a registration window that closes before it opens",
    api: ["PUT", "/api/admin/windows/WINDOW", () => ({ ...windowTimes, notifyBy: null, lotteryFinalizeAt: null })],
    page: ["/admin/windows", () => ({ intent: "save-window", windowId: String(windowId), ...windowTimes })],
    status: 400,
    message: "Closes at must be after opens at",
  },
  {
    name: "a registration window's opening that is not a time",
    api: ["PUT", "/api/admin/windows/WINDOW", () => ({ ...windowTimes, opensAt: "soon", closesAt: null, notifyBy: null, lotteryFinalizeAt: null })],
    page: ["/admin/windows", () => ({ intent: "save-window", windowId: String(windowId), ...windowTimes, opensAt: "soon", closesAt: "" })],
    status: 400,
    message: "Opens at must be a date and time",
  },
  {
    name: "a registration window that does not exist",
    api: ["PUT", "/api/admin/windows/999999", () => ({ ...windowTimes, closesAt: null, notifyBy: null, lotteryFinalizeAt: null })],
    page: ["/admin/windows", () => ({ intent: "save-window", windowId: "999999", ...windowTimes, closesAt: "" })],
    status: 404,
    message: "Registration window not found",
  },
  {
    name: "a hold reminder no earlier than the hold ends",
    api: ["PUT", "/api/admin/settings", () => ({ holdExpiryHours: 24, holdReminderHours: 24, familyCapPerSession: null, mailRetentionDays: 30 })],
    page: ["/admin/settings", () => ({ intent: "save-settings", ...settings })],
    status: 400,
    message: "The reminder must come before the hold ends (fewer hours than the hold)",
  },
  {
    name: "a hold of a word rather than hours",
    api: ["PUT", "/api/admin/settings", () => ({ holdExpiryHours: "a day", holdReminderHours: 2, familyCapPerSession: null, mailRetentionDays: 30 })],
    page: ["/admin/settings", () => ({ intent: "save-settings", ...settings, holdExpiryHours: "a day", holdReminderHours: "2" })],
    status: 400,
    message: "Hold unpaid seats for must be a whole number of hours from 1 to 720",
  },
  {
    name: "finalising a lottery draw that does not exist",
    api: ["POST", "/api/admin/draws/999999/finalize", () => ({})],
    page: ["/admin/windows", () => ({ intent: "finalize", drawId: "999999" })],
    status: 404,
    message: "Draw not found",
  },
];

describe("the same bad input gets the same refusal through the API and the page", () => {
  test.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const before = await rows();
    const [method, path, body] = c.api;
    expect(await viaApi(method, path.replace("OWING", String(owingId)).replace("WINDOW", String(windowId)), body(programId))).toEqual({
      status: c.status,
      message: c.message,
    });
    const [pagePath, fields] = c.page;
    expect(await viaPage(pagePath, fields(programId), c.message)).toEqual({ status: c.status, message: c.message });
    expect(await rows()).toBe(before);
  });
});

test("the windows page's operations work through the API: a window's times, the camp settings, the jobs", async () => {
  const put = (path: string, body: unknown) =>
    SELF.fetch(`http://localhost${path}`, {
      method: "PUT",
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(body),
    });
  const times = { label: "Doors 2042", opensAt: "2042-01-20T10:00", closesAt: "2042-01-27T18:00", notifyBy: null, lotteryFinalizeAt: null };
  expect(await (await put(`/api/admin/windows/${windowId}`, times)).json()).toMatchObject({ ok: true, message: "Doors 2042 saved." });
  expect((await put("/api/admin/windows/spring", times)).status).toBe(404);
  const overview = (await (await SELF.fetch("http://localhost/api/admin/windows", { headers: { Cookie: cookie } })).json()) as {
    windows: Array<{ id: number; closesAtInput: string }>;
  };
  expect(overview.windows.find((w) => w.id === windowId)?.closesAtInput).toBe("2042-01-27T18:00");
  // Numbers through the API, the form's text through the page: one schema reads both.
  const saved = await put("/api/admin/settings", { holdExpiryHours: 48, holdReminderHours: 12, familyCapPerSession: 3, mailRetentionDays: 30 });
  expect(saved.status).toBe(200);
  expect(await (await SELF.fetch("http://localhost/api/admin/settings", { headers: { Cookie: cookie } })).json()).toMatchObject({
    holdExpiryHours: 48,
    holdReminderHours: 12,
    familyCapPerSession: 3,
  });
  await put("/api/admin/settings", { holdExpiryHours: 72, holdReminderHours: 24, familyCapPerSession: null, mailRetentionDays: 30 });
  const jobs = await SELF.fetch("http://localhost/api/admin/jobs/run", {
    method: "POST",
    headers: { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
  });
  expect(await jobs.json()).toMatchObject({ ok: true, message: "All jobs ran." });
});

test("a page action refuses visitors and parents as the API does, and changes nothing", async () => {
  const parent = await createUser({ passwordHash: "not-used" });
  const before = await rows();
  const fields = { intent: "create-program", name: "Sneaky", description: "Ten letters or more here", ageGroup: "K-5", maxCapacity: "10", pricePerWeek: "100" };
  expect((await SELF.fetch(formPost("/admin/programs", fields))).status).toBe(401);
  expect((await SELF.fetch(formPost("/admin/programs", fields, { Cookie: await sessionCookieFor(parent.id) }))).status).toBe(403);
  expect(await rows()).toBe(before);
});

test("an admin page whose session ended sends the admin to sign in and back to the tab, not an Unauthorized message", async () => {
  const sameOrigin = { Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" };
  const before = await rows();
  // A form on the Staff tab (the router posts to the tab's data address) after signing out elsewhere.
  const post = await SELF.fetch("http://localhost/admin/staff.data", {
    method: "POST",
    headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "unlock-staff", id: "1" }),
    redirect: "manual",
  });
  const postBody = await post.text();
  expect(postBody).toContain("/api/login?redirect=%2Fadmin%2Fstaff");
  expect(postBody).not.toContain("Unauthorized");
  expect(post.headers.get("X-Remix-Reload-Document")).toBe("true");
  expect(decodeURIComponent(post.headers.get("Set-Cookie")!)).toContain("Your session has ended.");
  // Moving to another tab, or the windows page's forms: the same.
  const load = await SELF.fetch("http://localhost/admin/waitlist.data?_routes=routes%2Fadmin%2Croutes%2Fadmin.waitlist", {
    headers: sameOrigin,
    redirect: "manual",
  });
  expect(await load.text()).toContain("/api/login?redirect=%2Fadmin%2Fwaitlist");
  expect(load.headers.get("X-Remix-Reload-Document")).toBe("true");
  const windows = await SELF.fetch("http://localhost/admin/windows.data", {
    method: "POST",
    headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "run-jobs" }),
    redirect: "manual",
  });
  expect(await windows.text()).toContain("/api/login?redirect=%2Fadmin%2Fwindows");
  expect(await rows()).toBe(before);
  // Opening /admin afresh without a session still answers 401 with the dashboard's refusal.
  expect((await SELF.fetch("http://localhost/admin/staff", { redirect: "manual" })).status).toBe(401);
});

test("an offline payment through the page records what the API would, the amount read from the form's text", async () => {
  const parent = await createUser({ passwordHash: "not-used" });
  const camper = await createCamper({ parentId: parent.id });
  const session = await createCampSession({ programId });
  const owing = await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: parent.id, status: "pending", paymentStatus: "pending" });
  const fields = { intent: "offline-payment", id: String(owing.id), amount: "20.50", reference: "Check #1042" };
  expect((await SELF.fetch(formPost("/admin/registrations", fields, { Cookie: cookie }))).status).toBe(200);
  const payment = await env.DB.prepare("SELECT kind, amount_cents AS cents, reference FROM payments WHERE registration_id = ?").bind(owing.id).first();
  expect(payment).toEqual({ kind: "offline", cents: 2050, reference: "Check #1042" });
  // The rest through the API, its amount a number: the registration is paid in full.
  const rest = await SELF.fetch(`http://localhost/api/admin/registrations/${owing.id}/offline-payment`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({ amount: 99.5 }),
  });
  expect(await rest.json()).toMatchObject({ ok: true, balanceCents: 0, paid: true });
});

const svg = (fill: string) => `<svg xmlns='http://www.w3.org/2000/svg' width='400' height='300'><rect width='400' height='300' fill='${fill}'/></svg>`;
const multipart = (path: string, fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return SELF.fetch(`http://localhost${path}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    redirect: "manual",
  });
};

test("an upload with a two-letter description is refused alike by the API and the Media tab", async () => {
  const before = await rows();
  const file = () => new File([svg("#0af")], "Beach Day.svg", { type: "image/svg+xml" });
  const api = await multipart("/api/admin/media/gallery", { file: file(), alt: "ab" });
  expect({ status: api.status, message: ((await api.json()) as { message: string }).message }).toEqual({
    status: 400,
    message: "Describe the photo in at least 3 characters",
  });
  const page = await multipart("/admin/media", { intent: "upload-gallery", file: file(), alt: "ab" });
  expect(page.status).toBe(400);
  expect(await page.text()).toContain("Describe the photo in at least 3 characters");
  expect(await rows()).toBe(before);
});

test("the Media tab's action uploads, describes, orders, replaces and deletes a photo with the API's functions", async () => {
  // A visitor's copy of the gallery sits in the edge cache before the upload (written after the
  // response is sent, so it may take a moment).
  for (let attempt = 0; attempt < 20; attempt++) {
    const cached = await SELF.fetch("http://localhost/gallery");
    await cached.arrayBuffer();
    if (cached.headers.get("x-edge-cache") === "HIT") break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const photoRow = (id: number) => env.DB.prepare("SELECT key, alt FROM media_objects WHERE id = ?").bind(id).first<{ key: string; alt: string }>();
  const uploaded = await multipart("/admin/media", {
    intent: "upload-gallery",
    file: new File([svg("#0af")], "Page Door.svg", { type: "image/svg+xml" }),
    alt: "Campers at the page door",
  });
  expect(uploaded.status).toBe(200);
  const { id } = (await env.DB.prepare("SELECT id FROM media_objects WHERE alt = ?").bind("Campers at the page door").first<{ id: number }>())!;
  // The action dropped the cached gallery, as the API does: the visitor sees the new photo at once.
  expect(await (await SELF.fetch("http://localhost/gallery")).text()).toContain((await photoRow(id))!.key);

  expect((await SELF.fetch(formPost("/admin/media", { intent: "alt", id: String(id), alt: "Campers racing at field day" }, { Cookie: cookie }))).status).toBe(
    200,
  );
  expect((await photoRow(id))?.alt).toBe("Campers racing at field day");

  expect((await SELF.fetch(formPost("/admin/media", { intent: "order", ids: String(id) }, { Cookie: cookie }))).status).toBe(200);

  const keyBefore = (await photoRow(id))!.key;
  expect(
    (await multipart("/admin/media", { intent: "replace", id: String(id), file: new File([svg("#f80")], "Page Door.svg", { type: "image/svg+xml" }) })).status,
  ).toBe(200);
  expect((await photoRow(id))!.key).not.toBe(keyBefore);

  expect(
    (await multipart("/admin/media", { intent: "upload-handbook", site: "NOPE", file: new File(["%PDF-1.4"], "h.pdf", { type: "application/pdf" }) })).status,
  ).toBe(404);

  expect((await SELF.fetch(formPost("/admin/media", { intent: "delete", id: String(id) }, { Cookie: cookie }))).status).toBe(200);
  expect(await photoRow(id)).toBeNull();
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
