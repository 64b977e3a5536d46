// The parent's pages when things go sideways: a session that ended while a page was open, the
// camper form posted before the scripts ran, and the page of every registration with a way to
// pay what is due.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createCamper, createCampSession, createProgram, createRegistration, createUser, sessionCookieFor } from "../support/factories";

async function signedInParent() {
  // These parents never sign in with a password: skip the deliberately slow hashing.
  const user = await createUser({ passwordHash: "not-used" });
  return { user, cookie: await sessionCookieFor(user.id) };
}

/** Ends a session the way 7 idle days do (the cookie stays in the browser). */
async function idleForEightDays(cookie: string) {
  const token = cookie.slice(cookie.indexOf("=") + 1);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  const id = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
  await env.DB.prepare("UPDATE user_sessions SET last_seen_at = ? WHERE id = ?")
    .bind(Date.now() - 8 * 24 * 60 * 60 * 1000, id)
    .run();
}

/** A page's HTML without React's text separators, as a reader would see its words. */
const readable = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");

const sameOrigin = { "Sec-Fetch-Site": "same-origin", Origin: "http://localhost" };

test("a page open in the browser whose session ended sends the parent to sign in and back to the page, never to a .data address", async () => {
  const { cookie } = await signedInParent();
  await idleForEightDays(cookie);
  const back = "/api/login?redirect=%2Fcheckout%3Fregistration%3D5";

  // The router's data request for a page (a link to checkout, a revalidation).
  const load = await SELF.fetch("http://localhost/checkout.data?registration=5&_routes=routes%2Fcheckout", {
    headers: { Cookie: cookie, ...sameOrigin },
    redirect: "manual",
  });
  const loadBody = await load.text();
  expect(loadBody).toContain(back);
  expect(loadBody).not.toContain(".data");
  // A full page load (the router cannot reach /api/login itself), with a word on the sign-in page.
  expect(load.headers.get("X-Remix-Reload-Document")).toBe("true");
  expect(load.headers.get("Set-Cookie")).toContain("sarraka_toast=");
  expect(load.headers.get("Set-Cookie")).toContain("; Secure");
  expect(decodeURIComponent(load.headers.get("Set-Cookie")!)).toContain("Your session has ended.");

  // The wizard's Select This Session (a fetcher posting to the page's action).
  const post = await SELF.fetch("http://localhost/registration.data", {
    method: "POST",
    headers: { Cookie: cookie, ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "register", sessionId: "1" }),
    redirect: "manual",
  });
  const postBody = await post.text();
  expect(postBody).toContain("/api/login?redirect=%2Fregistration");
  expect(postBody).not.toContain(".data");
  expect(post.headers.get("X-Remix-Reload-Document")).toBe("true");

  // Opening the page itself: an ordinary redirect to sign in and back.
  const page = await SELF.fetch("http://localhost/checkout?registration=5", { headers: { Cookie: cookie }, redirect: "manual" });
  expect(page.status).toBe(302);
  expect(page.headers.get("Location")).toBe(back);
});

const camperForm = {
  firstName: "Kai",
  lastName: "Nguyen",
  dateOfBirth: "2019-03-14",
  grade: "1st",
  allergies: "Peanuts",
  medications: "EpiPen at noon",
  emergencyContactName: "Robin Nguyen",
  emergencyContactPhone: "(703) 555-0144",
  emergencyContactRelationship: "parent",
  authorizedPickupPersons: "Grandpa Lee",
  waiverAccepted: "on",
  mediaReleaseAccepted: "on",
  termsAccepted: "on",
};

function postCamperForm(cookie: string, fields: Record<string, string>) {
  return SELF.fetch("http://localhost/registration?step=3", {
    method: "POST",
    headers: { Cookie: cookie, ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...fields, intent: "camper-info" }),
    redirect: "manual",
  });
}

test("the camper form posted before the scripts ran is checked on the server and leads to the sessions, saving nothing", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  await createCampSession({ programId: program.id });

  const ok = await postCamperForm(cookie, camperForm);
  expect(ok.status).toBe(200);
  const page = await readable(ok);
  expect(page).toContain("Step 3 of 4: Program Selection");
  expect(page).toContain("Choose a location for Kai Nguyen (K-2)");
  // Nothing is saved before a session is chosen.
  expect(await env.DB.prepare("SELECT count(*) AS n FROM campers WHERE parent_id = ?").bind(user.id).first("n")).toBe(0);

  const { firstName: _missing, termsAccepted: _unchecked, ...incomplete } = camperForm;
  const refused = await postCamperForm(cookie, incomplete);
  expect(refused.status).toBe(400);
  const form = await readable(refused);
  expect(form).toContain("Step 2 of 4: Camper Information");
  expect(form).toContain("First name must be at least 2 characters");
  expect(form).toContain("You must accept the terms and conditions to proceed");
  // What the parent typed is still in the form.
  expect(form).toContain('value="Robin Nguyen"');

  // A visitor's Continue leads to sign in.
  const visitor = await SELF.fetch("http://localhost/registration?step=3", {
    method: "POST",
    headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...camperForm, intent: "camper-info" }),
    redirect: "manual",
  });
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get("Location")).toBe("/api/login?redirect=%2Fregistration%3Fstep%3D3");
});

test("the registrations page shows every registration of the parent by camper, with Complete Payment for new, deferred and failed payments", async () => {
  const a = await signedInParent();
  const b = await signedInParent();
  const program = await createProgram();
  const days = ["2099-12-21", "2099-12-22", "2099-12-23", "2099-12-24"];
  const sessions = await Promise.all(
    days.map((day, i) => createCampSession({ programId: program.id, name: `Camp day ${i + 1}`, startDate: day, endDate: day })),
  );
  const maya = await createCamper({ parentId: a.user.id, firstName: "Maya" });
  const leo = await createCamper({ parentId: a.user.id, firstName: "Leo" });
  const states = [
    ["pending", "pending"],
    ["pending", "deferred"],
    ["pending", "failed"],
    ["confirmed", "paid"],
  ] as const;
  const due: number[] = [];
  const notDue: number[] = [];
  for (const [i, [status, paymentStatus]] of states.entries()) {
    const r = await createRegistration({ camperId: maya.id, sessionId: sessions[i].id, parentId: a.user.id, status, paymentStatus });
    (paymentStatus === "paid" ? notDue : due).push(r.id);
  }
  // Leo: waitlisted, cancelled, and a paid one: nothing to pay.
  notDue.push((await createRegistration({ camperId: leo.id, sessionId: sessions[0].id, parentId: a.user.id, status: "interested", paymentStatus: null })).id);
  notDue.push(
    (await createRegistration({ camperId: leo.id, sessionId: sessions[1].id, parentId: a.user.id, status: "cancelled", paymentStatus: "pending" })).id,
  );
  notDue.push((await createRegistration({ camperId: leo.id, sessionId: sessions[2].id, parentId: a.user.id, status: "confirmed", paymentStatus: "paid" })).id);
  // Someone else's child.
  const other = await createCamper({ parentId: b.user.id, firstName: "Zephyrine" });
  await createRegistration({ camperId: other.id, sessionId: sessions[3].id, parentId: b.user.id, status: "pending", paymentStatus: "failed" });

  const response = await SELF.fetch("http://localhost/account/registrations", { headers: { Cookie: a.cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toContain("no-store");
  const page = await readable(response);
  // All seven, more than the dashboard's five, under each camper's name.
  expect(page).toContain(`id="camper-${maya.id}"`);
  expect(page).toContain(`id="camper-${leo.id}"`);
  expect(page.match(/data-testid="registration-card"/g)).toHaveLength(7);
  for (const id of due) expect(page).toContain(`href="/checkout?registration=${id}"`);
  for (const id of notDue) expect(page).not.toContain(`href="/checkout?registration=${id}"`);
  expect(page).not.toContain("Zephyrine");

  // Parent B sees only their own; a visitor is sent to sign in and back.
  const theirs = await (await SELF.fetch("http://localhost/account/registrations", { headers: { Cookie: b.cookie } })).text();
  expect(theirs).toContain("Zephyrine");
  expect(theirs).not.toContain("Maya");
  const visitor = await SELF.fetch("http://localhost/account/registrations", { redirect: "manual" });
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get("Location")).toBe("/api/login?redirect=%2Faccount%2Fregistrations");
});

test("checkout takes payment for new, deferred and failed payments, and has nothing to pay otherwise", async () => {
  const { user, cookie } = await signedInParent();
  const program = await createProgram();
  const camper = await createCamper({ parentId: user.id });
  const states = [
    ["pending", "pending", true],
    ["pending", "deferred", true],
    ["pending", "failed", true],
    ["interested", null, false],
    ["cancelled", "pending", false],
  ] as const;
  for (const [i, [status, paymentStatus, payable]] of states.entries()) {
    const day = `2099-11-${String(10 + i).padStart(2, "0")}`;
    const session = await createCampSession({ programId: program.id, startDate: day, endDate: day });
    const r = await createRegistration({ camperId: camper.id, sessionId: session.id, parentId: user.id, status, paymentStatus });
    const page = await (await SELF.fetch(`http://localhost/checkout?registration=${r.id}`, { headers: { Cookie: cookie } })).text();
    expect({ paymentStatus, form: page.includes("Loading the payment form"), nothingDue: page.includes("Nothing to Pay Yet") }).toEqual({
      paymentStatus,
      form: payable,
      nothingDue: !payable,
    });
  }
});
