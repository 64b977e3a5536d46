// Bad input from any client (a broken script, a hand-written request, an attacker) gets a 4xx
// with a message that says what is wrong, and changes nothing: never a 500.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { api } from "../../worker/api";
import {
  createCamper,
  createCampSession,
  createRegistrationInNewSession,
  createProgram,
  createRegistration,
  createStaff,
  createUser,
  formPost,
  sessionCookieFor,
  staffCookieFor,
} from "../support/factories";

const count = async (sqlText: string) => (await env.DB.prepare(sqlText).first<{ n: number }>())!.n;
const everything = () =>
  count(
    "SELECT (SELECT count(*) FROM programs) + (SELECT count(*) FROM camp_sessions) + (SELECT count(*) FROM campers) + (SELECT count(*) FROM registrations) + (SELECT count(*) FROM attendance_staff) + (SELECT count(*) FROM attendance_sessions) AS n",
  );

/** One Cookie header that passes every guard: an admin (who is also a parent) and a counselor. */
async function everyoneCookie() {
  const admin = await createUser({ isAdmin: true, passwordHash: "not-used" });
  const staff = await createStaff({ password: "door-duty-password" });
  return { admin, cookie: `${await sessionCookieFor(admin.id)}; ${await staffCookieFor(staff)}` };
}

function send(cookie: string, method: string, path: string, body: string, contentType = "application/json") {
  return SELF.fetch(`http://localhost${path}`, { method, headers: { Cookie: cookie, "Content-Type": contentType }, body });
}

/** Every endpoint whose body a zod schema checks, with real ids so only the body can be wrong. */
async function zodValidatedEndpoints(parentId: string): Promise<Array<[string, string]>> {
  const program = await createProgram();
  const session = await createCampSession({ programId: program.id });
  const camper = await createCamper({ parentId });
  const registration = await createRegistration({ camperId: camper.id, sessionId: session.id, parentId, status: "pending", paymentStatus: "pending" });
  const staff = await createStaff();
  return [
    ["POST", "/api/campers"],
    ["PATCH", `/api/campers/${camper.id}`],
    ["POST", "/api/registrations"],
    ["PATCH", `/api/registrations/${registration.id}/defer-payment`],
    ["POST", "/api/create-payment-intent"],
    ["POST", "/api/programs"],
    ["PATCH", `/api/programs/${program.id}`],
    ["POST", "/api/sessions"],
    ["PATCH", `/api/sessions/${session.id}`],
    ["POST", "/api/admin/staff"],
    ["PATCH", `/api/admin/staff/${staff.id}`],
    ["POST", "/api/admin/enroll-from-waitlist"],
    ["POST", `/api/admin/registrations/${registration.id}/offline-payment`],
    ["PUT", "/api/admin/media/gallery/order"],
    ["PATCH", "/api/admin/media/1"],
    ["POST", "/api/attendance/sessions"],
    ["POST", "/api/attendance/roster"],
    ["POST", "/api/attendance/medical-import-by-date"],
  ];
}

describe("a body that is not a JSON object", () => {
  test("malformed JSON answers 400 'not valid JSON' on every zod-validated endpoint, and changes nothing", async () => {
    const { admin, cookie } = await everyoneCookie();
    const endpoints = await zodValidatedEndpoints(admin.id);
    const before = await everything();
    for (const [method, path] of endpoints) {
      const response = await send(cookie, method, path, '{"firstName": "Ann",');
      expect(response.status, `${method} ${path}`).toBe(400);
      const { message } = await response.json<{ message: string }>();
      expect(message, `${method} ${path}`).toMatch(/JSON/);
    }
    expect(await everything()).toBe(before);
  });

  test("null, an array, a bare string and a non-JSON content type each answer 400 with what is wrong", async () => {
    const { admin, cookie } = await everyoneCookie();
    const endpoints = await zodValidatedEndpoints(admin.id);
    const cases: Array<[string, string, RegExp]> = [
      ["null", "application/json", /must be a JSON object/],
      ["[]", "application/json", /must be a JSON object/],
      ['"x"', "application/json", /must be a JSON object/],
      ['{"name": "Spring"}', "text/plain", /Content-Type: application\/json/],
      ["name=Spring", "application/x-www-form-urlencoded", /Content-Type: application\/json/],
    ];
    for (const [method, path] of endpoints) {
      for (const [body, contentType, expected] of cases) {
        const response = await send(cookie, method, path, body, contentType);
        expect(response.status, `${method} ${path} ${contentType} ${body}`).toBe(400);
        expect((await response.json<{ message: string }>()).message, `${method} ${path} ${body}`).toMatch(expected);
      }
    }
  });

  test("no write endpoint of the API, present or future, answers 500 to malformed JSON or null", async () => {
    const { cookie } = await everyoneCookie();
    const writes = api.routes.filter((r) => ["POST", "PUT", "PATCH"].includes(r.method) && !r.path.includes("*"));
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const path = route.path.replace(/:site/, "UUCA").replace(/:[a-zA-Z]+/g, "1");
      for (const body of ['{"firstName": "Ann",', "null"]) {
        const response = await send(cookie, route.method, path, body);
        expect(response.status, `${route.method} ${path} ${body}`).toBeLessThan(500);
      }
    }
  });

  test("a Stripe event signed correctly whose body is null or an array is refused with 400", async () => {
    for (const payload of ["null", "[]"]) {
      const response = await SELF.fetch("http://localhost/api/stripe/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": await stripeSignature(payload) },
        body: payload,
      });
      expect(response.status, payload).toBe(400);
      expect(await response.json()).toEqual({ message: "Unexpected event payload" });
    }
  });
});

describe("text has a maximum, the same at every door", () => {
  test("a session name over 100 characters is refused by the API with the field's message, and nothing is saved", async () => {
    const { cookie } = await everyoneCookie();
    const program = await createProgram();
    const before = await everything();
    const session = { programId: program.id, location: "UUCA", ageGroup: "K-2", startDate: "2099-06-01", endDate: "2099-06-01" };
    const long = await send(cookie, "POST", "/api/sessions", JSON.stringify({ ...session, name: "S".repeat(101) }));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ fieldErrors: { name: ["Session name must be at most 100 characters"] } });
    const programLong = await send(
      cookie,
      "POST",
      "/api/programs",
      JSON.stringify({ name: "P".repeat(101), description: "D".repeat(2001), ageGroup: "K".repeat(41), maxCapacity: 5, pricePerWeek: 1 }),
    );
    expect(programLong.status).toBe(400);
    expect(await programLong.json()).toMatchObject({
      fieldErrors: {
        name: ["Program name must be at most 100 characters"],
        description: ["Description must be at most 2000 characters"],
        ageGroup: ["Age group must be at most 40 characters"],
      },
    });
    const rename = await send(cookie, "PATCH", `/api/programs/${program.id}`, JSON.stringify({ name: "P".repeat(101) }));
    expect(rename.status).toBe(400);
    expect(await everything()).toBe(before);
    expect((await send(cookie, "POST", "/api/sessions", JSON.stringify({ ...session, name: "S".repeat(100) }))).status).toBe(201);
  });

  test("a body over 1 MB answers 413 with a message before anything is read", async () => {
    const { cookie } = await everyoneCookie();
    const program = await createProgram();
    const before = await everything();
    const huge = JSON.stringify({
      programId: program.id,
      name: "S".repeat(1024 * 1024),
      location: "UUCA",
      ageGroup: "K-2",
      startDate: "2099-06-01",
      endDate: "2099-06-01",
    });
    const response = await send(cookie, "POST", "/api/sessions", huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The request is too large: send at most 1 MB." });
    // Sent in chunks, without a declared length, it is counted as it arrives.
    const chunked = await SELF.fetch("http://localhost/api/sessions", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: new Blob([huge]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await everything()).toBe(before);
  });

  test("the registration page and the camper API refuse the same over-long medical note with the same message", async () => {
    const parent = await createUser({ passwordHash: "not-used" });
    const cookie = await sessionCookieFor(parent.id);
    const program = await createProgram();
    const session = await createCampSession({ programId: program.id });
    const camper = {
      firstName: "Ann",
      lastName: "Lee",
      dateOfBirth: "2018-04-02",
      grade: "2nd",
      allergies: "a".repeat(2001),
      emergencyContactName: "Pat Lee",
      emergencyContactPhone: "7035550100",
      emergencyContactRelationship: "parent",
    };
    const message = "Allergies must be at most 2000 characters";
    const before = await everything();

    const viaApi = await send(
      cookie,
      "POST",
      "/api/campers",
      JSON.stringify({ ...camper, waiverAccepted: true, mediaReleaseAccepted: true, termsAccepted: true }),
    );
    expect(viaApi.status).toBe(400);
    expect(await viaApi.json()).toMatchObject({ message, fieldErrors: { allergies: [message] } });

    const viaPage = await SELF.fetch(
      formPost(
        "/registration",
        { ...camper, waiverAccepted: "on", mediaReleaseAccepted: "on", termsAccepted: "on", sessionId: String(session.id) },
        { Cookie: cookie },
      ),
    );
    expect(viaPage.status).toBe(400);
    expect(await viaPage.text()).toContain(message);
    expect(await everything()).toBe(before);
  });

  test("a reason for paying later over 500 characters is refused the same way by the page and the API", async () => {
    const parent = await createUser({ passwordHash: "not-used" });
    const cookie = await sessionCookieFor(parent.id);
    const { registration } = await createRegistrationInNewSession(parent);
    const message = "Reason for paying later must be at most 500 characters";
    const reason = "r".repeat(501);

    const viaApi = await send(cookie, "PATCH", `/api/registrations/${registration.id}/defer-payment`, JSON.stringify({ deferReason: reason }));
    expect(viaApi.status).toBe(400);
    expect((await viaApi.json<{ message: string }>()).message).toBe(message);
    const viaPage = await SELF.fetch(
      formPost("/registration", { intent: "defer", registrationId: String(registration.id), deferReason: reason }, { Cookie: cookie }),
    );
    expect(viaPage.status).toBe(400);
    expect(await viaPage.text()).toContain(message);
    const row = await env.DB.prepare("SELECT payment_status AS paymentStatus FROM registrations WHERE id = ?")
      .bind(registration.id)
      .first<{ paymentStatus: string }>();
    expect(row?.paymentStatus).toBe("pending");
  });
});

describe("dates are real calendar days", () => {
  test("an attendance session on 2030-99-99 or February 31 is refused, a real day is created", async () => {
    const { cookie } = await everyoneCookie();
    const before = await everything();
    for (const date of ["2030-99-99", "2030-02-31", "2030-13-01"]) {
      const response = await send(cookie, "POST", "/api/attendance/sessions", JSON.stringify({ date, location: "UUCA", title: "Week 1" }));
      expect(response.status, date).toBe(400);
      expect((await response.json<{ message: string }>()).message).toBe("Date must be YYYY-MM-DD");
    }
    // The attendance page's New Session refuses it too, in the same words.
    const viaPage = await SELF.fetch(
      formPost("/attendance", { intent: "createSession", type: "weekly", weekNumber: "1", date: "2030-02-31", location: "UUCA" }, { Cookie: cookie }),
    );
    expect(await viaPage.text()).toContain("Date must be YYYY-MM-DD");
    expect(await everything()).toBe(before);
    expect((await send(cookie, "POST", "/api/attendance/sessions", JSON.stringify({ date: "2030-02-28", location: "UUCA", title: "Week 1" }))).status).toBe(
      201,
    );
  });

  test("camp sessions and campers' birth dates refuse days that do not exist", async () => {
    const { cookie } = await everyoneCookie();
    const program = await createProgram();
    const before = await everything();
    const session = await send(
      cookie,
      "POST",
      "/api/sessions",
      JSON.stringify({
        programId: program.id,
        name: "Leap day",
        location: "UUCA",
        ageGroup: "K-2",
        startDate: "2031-02-29",
        endDate: "2031-99-01",
        paymentDueDate: "2031-04-31",
      }),
    );
    expect(session.status).toBe(400);
    expect(await session.json()).toMatchObject({
      fieldErrors: { startDate: ["Start date is required"], endDate: ["End date is required"], paymentDueDate: ["Payment due date must be a date"] },
    });
    const camperBody = {
      firstName: "Ann",
      lastName: "Lee",
      dateOfBirth: "2018-02-30",
      grade: "2nd",
      emergencyContactName: "Pat Lee",
      emergencyContactPhone: "7035550100",
      emergencyContactRelationship: "parent",
      waiverAccepted: true,
      mediaReleaseAccepted: true,
      termsAccepted: true,
    };
    const newCamper = await send(cookie, "POST", "/api/campers", JSON.stringify(camperBody));
    expect(newCamper.status).toBe(400);
    expect(await newCamper.json()).toMatchObject({ fieldErrors: { dateOfBirth: ["Date of birth is required"] } });
    expect(await everything()).toBe(before);
  });
});

async function stripeSignature(payload: string, secret = env.STRIPE_WEBHOOK_SECRET!) {
  const timestamp = Math.floor(Date.now() / 1000);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  const hex = [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `t=${timestamp},v1=${hex}`;
}
