// One door per operation, for a parent: the JSON API and the pages' actions are two ways into
// the same operation, so the same bad input gets the same status and the same words from both,
// and neither changes anything.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { registerFromWizard } from "../../app/server/family/family-registrations.server";
import { createCamper, createCampSession, createProgram, createRegistrationInNewSession, createUser, formPost, sessionCookieFor } from "../support/factories";

const count = async (sqlText: string) => (await env.DB.prepare(sqlText).first<{ n: number }>())!.n;
const everything = () => count("SELECT (SELECT count(*) FROM campers) + (SELECT count(*) FROM registrations) AS n");
const changedRows = () => count("SELECT count(*) AS n FROM registrations WHERE payment_status = 'deferred'");

async function signedInParent() {
  const parent = await createUser({ passwordHash: "not-used" });
  return { parent, cookie: await sessionCookieFor(parent.id) };
}

function viaApi(cookie: string, method: string, path: string, body: unknown) {
  return SELF.fetch(`http://localhost${path}`, { method, headers: { Cookie: cookie, "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/** The page's answer as a reader sees it (React's text separators removed). */
async function pageSays(response: Response) {
  return (await response.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
}

const camperFields = {
  firstName: "Ann",
  lastName: "Lee",
  dateOfBirth: "2018-04-02",
  grade: "2nd",
  emergencyContactName: "Pat Lee",
  emergencyContactPhone: "7035550100",
  emergencyContactRelationship: "parent",
};
const agreedOnPage = { waiverAccepted: "on", mediaReleaseAccepted: "on", termsAccepted: "on" };
const agreedInApi = { waiverAccepted: true, mediaReleaseAccepted: true, termsAccepted: true };

describe("adding a camper", () => {
  const cases: Array<[string, Record<string, string>, string]> = [
    ["a one-letter first name", { firstName: "A" }, "First name must be at least 2 characters"],
    ["a first name of 101 characters", { firstName: "A".repeat(101) }, "First name must be at most 100 characters"],
    ["a grade that does not exist", { grade: "13th" }, "Grade is required"],
    ["February 30 as a birthday", { dateOfBirth: "2018-02-30" }, "Date of birth is required"],
    ["a short phone number", { emergencyContactPhone: "555" }, "Valid phone number is required"],
    ["a doctor's name of 201 characters", { doctorName: "D".repeat(201) }, "Doctor's name must be at most 200 characters"],
    ["a medical note of 2,001 characters", { medicalConditions: "m".repeat(2001) }, "Medical conditions must be at most 2000 characters"],
    ["an unknown relationship", { emergencyContactRelationship: "neighbour" }, "Relationship is required"],
  ];
  test.each(cases)("%s is refused with the same words by POST /api/campers, the Add a camper page and the wizard", async (_name, bad, message) => {
    const { cookie } = await signedInParent();
    const before = await everything();

    const api = await viaApi(cookie, "POST", "/api/campers", { ...camperFields, ...agreedInApi, ...bad });
    expect(api.status).toBe(400);
    expect((await api.json<{ message: string }>()).message).toBe(message);

    // The family's own "Add a camper" page, posted before or after its scripts ran.
    const page = await SELF.fetch(formPost("/account/campers/new?from=cart", { ...camperFields, ...agreedOnPage, ...bad }, { Cookie: cookie }));
    expect(page.status).toBe(400);
    expect(await pageSays(page)).toContain(message);

    // The camper step posted before the scripts ran, and the wizard's last step.
    const step = await SELF.fetch(formPost("/registration", { intent: "camper-info", ...camperFields, ...agreedOnPage, ...bad }, { Cookie: cookie }));
    expect(step.status).toBe(400);
    expect(await pageSays(step)).toContain(message);
    const last = await SELF.fetch(
      formPost("/registration", { intent: "register", sessionId: "1", ...camperFields, ...agreedOnPage, ...bad }, { Cookie: cookie }),
    );
    expect(last.status).toBe(400);
    expect(await pageSays(last)).toContain(message);

    expect(await everything()).toBe(before);
  });

  test("an unaccepted waiver is refused with the same words by both doors", async () => {
    const { cookie } = await signedInParent();
    const message = "You must accept the waiver to proceed";
    const api = await viaApi(cookie, "POST", "/api/campers", { ...camperFields, ...agreedInApi, waiverAccepted: false });
    expect(api.status).toBe(400);
    expect((await api.json<{ message: string }>()).message).toBe(message);
    const { waiverAccepted: _w, ...otherAgreements } = agreedOnPage;
    const page = await SELF.fetch(formPost("/registration", { intent: "register", sessionId: "1", ...camperFields, ...otherAgreements }, { Cookie: cookie }));
    expect(page.status).toBe(400);
    expect(await pageSays(page)).toContain(message);
    const added = await SELF.fetch(formPost("/account/campers/new", { ...camperFields, ...otherAgreements }, { Cookie: cookie }));
    expect(added.status).toBe(400);
    expect(await pageSays(added)).toContain(message);
  });
});

describe("registering a camper for a session", () => {
  async function family() {
    const { parent, cookie } = await signedInParent();
    const program = await createProgram();
    const session = await createCampSession({ programId: program.id, ageGroup: "K-2", location: "UUCA" });
    const camper = await createCamper({ parentId: parent.id, ...camperFields });
    return { parent, cookie, session, camper };
  }

  /** The same choice through POST /api/registrations and the wizard's Select This Session. */
  async function bothDoors(cookie: string, choice: Record<string, string | number | boolean | undefined>) {
    const api = await viaApi(cookie, "POST", "/api/registrations", choice);
    const apiBody = await api.json<{ message: string }>();
    const fields = Object.fromEntries(
      Object.entries(choice)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const page = await SELF.fetch(formPost("/registration", { intent: "register", ...camperFields, ...agreedOnPage, ...fields }, { Cookie: cookie }));
    return { api: { status: api.status, message: apiBody.message }, page: { status: page.status, text: await pageSays(page) } };
  }

  test("no session, a session that is not a number and a session that does not exist", async () => {
    const { cookie, camper } = await family();
    const before = await everything();
    for (const [sessionId, status, message] of [
      [undefined, 400, "Please select a program session before continuing."],
      ["abc", 400, "Please select a program session before continuing."],
      [987654, 404, "Selected session not found. Please try again."],
    ] as const) {
      const { api, page } = await bothDoors(cookie, { camperId: camper.id, sessionId });
      expect(api, String(sessionId)).toEqual({ status, message });
      expect(page.status, String(sessionId)).toBe(status);
      expect(page.text).toContain(message);
    }
    expect(await everything()).toBe(before);
  });

  test("another family's camper is not found by either door", async () => {
    const { cookie, session } = await family();
    const other = await createUser({ passwordHash: "not-used" });
    const theirs = await createCamper({ parentId: other.id, ...camperFields });
    const before = await everything();
    const { api, page } = await bothDoors(cookie, { camperId: theirs.id, sessionId: session.id });
    expect(api).toEqual({ status: 404, message: "Camper not found." });
    expect(page.status).toBe(404);
    expect(page.text).toContain("Camper not found.");
    expect(await everything()).toBe(before);
  });

  test("a session for another age group and an extended-care answer that is not yes or no", async () => {
    const { cookie, camper } = await family();
    const older = await createCampSession({ programId: (await createProgram()).id, ageGroup: "4+", location: "UUCA" });
    const before = await everything();
    const wrongAge = await bothDoors(cookie, { camperId: camper.id, sessionId: older.id });
    expect(wrongAge.api.status).toBe(422);
    expect(wrongAge.page.status).toBe(422);
    expect(wrongAge.page.text).toContain(wrongAge.api.message);

    const care = await bothDoors(cookie, { camperId: camper.id, sessionId: older.id, beforeCare: "maybe" });
    expect(care.api).toEqual({ status: 400, message: "Extended care must be yes or no." });
    expect(care.page.status).toBe(400);
    expect(care.page.text).toContain("Extended care must be yes or no.");
    expect(await everything()).toBe(before);
  });

  test("the wizard's last step is one operation: it checks the form as posted and each refusal names its own heading", async () => {
    const { parent, session, camper } = await family();
    const posted = (fields: Record<string, string>) => ({ ...camperFields, ...agreedOnPage, camperId: String(camper.id), ...fields });
    const before = await everything();
    expect(await registerFromWizard(env, parent.id, posted({ sessionId: "" }))).toMatchObject({
      ok: false,
      status: 400,
      title: "Selection Required",
      message: "Please select a program session before continuing.",
    });
    expect(await registerFromWizard(env, parent.id, posted({ sessionId: String(session.id), firstName: "A" }))).toMatchObject({
      ok: false,
      status: 400,
      title: "Camper data is missing. Please go back and complete the form.",
      message: "First name must be at least 2 characters",
    });
    expect(await registerFromWizard(env, parent.id, posted({ sessionId: "987654" }))).toMatchObject({
      ok: false,
      status: 404,
      title: "Invalid Selection",
      message: "Selected session not found. Please try again.",
    });
    expect(await everything()).toBe(before);
    const made = await registerFromWizard(env, parent.id, posted({ sessionId: String(session.id), beforeCare: "on" }));
    expect(made).toMatchObject({ ok: true, camperId: camper.id, sessionId: session.id, beforeCare: true, afterCare: false });
  });
});

describe("paying later", () => {
  async function registered(paymentStatus: "pending" | "paid" = "pending", status: "pending" | "interested" = "pending") {
    const { parent, cookie } = await signedInParent();
    const { registration } = await createRegistrationInNewSession(parent, { status, paymentStatus: status === "interested" ? null : paymentStatus });
    return { cookie, registration };
  }

  async function bothDoors(cookie: string, registrationId: string, deferReason: string) {
    const api = await viaApi(cookie, "PATCH", `/api/registrations/${registrationId}/defer-payment`, { deferReason });
    const page = await SELF.fetch(formPost("/registration", { intent: "defer", registrationId, deferReason }, { Cookie: cookie }));
    return { api: { status: api.status, message: (await api.json<{ message: string }>()).message }, page: { status: page.status, text: await pageSays(page) } };
  }

  test.each([
    ["no reason", "   ", 400, "Please tell us why you would like to pay later."],
    ["a reason of 501 characters", "r".repeat(501), 400, "Reason for paying later must be at most 500 characters"],
  ])("%s is refused, not cut short, by both doors", async (_name, reason, status, message) => {
    const { cookie, registration } = await registered();
    const { api, page } = await bothDoors(cookie, String(registration.id), reason);
    expect(api).toEqual({ status, message });
    expect(page.status).toBe(status);
    expect(page.text).toContain(message);
    expect(await changedRows()).toBe(0);
  });

  test("a registration that is not the parent's, paid already or on the waitlist is refused the same way", async () => {
    const { cookie } = await registered();
    const other = await registered();
    const paid = await registered("paid");
    const waitlisted = await registered("pending", "interested");
    const cases: Array<[string, string, number, string]> = [
      [String(other.registration.id), cookie, 404, "Registration not found."],
      ["987654", cookie, 404, "Registration not found."],
      [String(paid.registration.id), paid.cookie, 409, "This registration is already paid."],
      [String(waitlisted.registration.id), waitlisted.cookie, 409, "This camper is on the waitlist: there is nothing to pay yet."],
    ];
    for (const [id, who, status, message] of cases) {
      const { api, page } = await bothDoors(who, id, "Paying after payday");
      expect(api, id).toEqual({ status, message });
      expect(page.status, id).toBe(status);
      expect(page.text, id).toContain(message);
    }
    expect(await changedRows()).toBe(0);
  });
});
