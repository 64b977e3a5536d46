// Messages to families (app/server/messages/): each scope reaches exactly its families, once each;
// news respects the parent's preference and urgent ignores it; the preview is the send; a message
// goes once to a family however often it is sent; a scheduled one waits for its time; bad input is
// refused alike by both doors with nothing stored; and an urgent message is a banner for its own
// families only, until they mark it read.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { toCampDateTimeInput } from "../../app/lib/format";
import type { Audience } from "../../app/lib/messages/message-schema";
import { familiesInAudience } from "../../app/server/messages/audience.server";
import { sendFamilyMessage } from "../../app/server/messages/family-messages.server";
import { callApi, type Json } from "../support/api";
import {
  createAttendanceSession,
  createCamper,
  createCampSession,
  createProgram,
  createRegistration,
  createRosterEntry,
  createUser,
  formPost,
  sessionCookieFor,
} from "../support/factories";
import { runCron } from "../support/worker";

type Site = "UUCA" | "FLC";
const HOUR = 60 * 60 * 1000;

async function signedInAdmin() {
  const admin = await createUser({ passwordHash: "unused", isAdmin: true });
  return sessionCookieFor(admin.id);
}

/** A camp day at a site: its own program and session. */
async function campDay(date: string, location: Site, endDate = date) {
  const program = await createProgram();
  return createCampSession({ programId: program.id, startDate: date, endDate, location });
}

/** A family with one child per session given, each registered with `status`. */
async function family(sessions: Array<{ id: number }>, status: "pending" | "confirmed" | "cancelled" | "interested" = "confirmed", notifyNews = true) {
  const parent = await createUser({ passwordHash: "unused", notifyNews });
  const children = [];
  for (const session of sessions) {
    const camper = await createCamper({ parentId: parent.id });
    await createRegistration({
      camperId: camper.id,
      sessionId: session.id,
      parentId: parent.id,
      status,
      paymentStatus: status === "interested" ? null : "paid",
    });
    children.push(camper);
  }
  return { parent, children, email: parent.email };
}

const preview = async (cookie: string, body: Json) => {
  const answer = await callApi("/api/admin/messages/preview", { cookie, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { families: number; emails: string[]; audience: string };
};
const sorted = (emails: string[]) => [...emails].sort();
const count = async (sqlText: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sqlText)
    .bind(...binds)
    .first<{ n: number }>())!.n;
const mailsOf = (messageId: number) =>
  env.DB.prepare("SELECT to_address AS email FROM outbox WHERE dedupe_key LIKE ?1 ORDER BY to_address")
    .bind(`family-message:${messageId}:%`)
    .all<{ email: string }>();

test("each scope reaches exactly its families, each once however many of its children are there", async () => {
  const cookie = await signedInAdmin();
  // The week of Monday, July 7, 2031, and the Monday after.
  const uucaMonday = await campDay("2031-07-07", "UUCA");
  const flcMonday = await campDay("2031-07-07", "FLC");
  const uucaWednesday = await campDay("2031-07-09", "UUCA");
  const nextMonday = await campDay("2031-07-14", "UUCA");
  const twoChildren = await family([uucaMonday, uucaMonday]);
  const atFlc = await family([flcMonday]);
  const wednesday = await family([uucaWednesday]);
  const nextWeek = await family([nextMonday]);
  const onlyInterested = await family([uucaMonday], "interested");
  const cancelled = await family([uucaMonday], "cancelled");

  const day = await preview(cookie, { kind: "urgent", scope: "day", date: "2031-07-07" });
  expect(sorted(day.emails)).toEqual(sorted([twoChildren.email, atFlc.email]));
  expect(day.families).toBe(2);
  expect((await preview(cookie, { kind: "urgent", scope: "day", date: "2031-07-07", site: "UUCA" })).emails).toEqual([twoChildren.email]);

  const week = await preview(cookie, { kind: "urgent", scope: "week", date: "2031-07-10" });
  expect(sorted(week.emails)).toEqual(sorted([twoChildren.email, atFlc.email, wednesday.email]));
  expect(sorted((await preview(cookie, { kind: "urgent", scope: "week", date: "2031-07-07", site: "UUCA" })).emails)).toEqual(
    sorted([twoChildren.email, wednesday.email]),
  );
  expect((await preview(cookie, { kind: "urgent", scope: "session", sessionId: uucaWednesday.id })).emails).toEqual([wednesday.email]);

  // A site: every family with a camp day still to come there (other tests' families too).
  const flc = await preview(cookie, { kind: "urgent", scope: "site", site: "FLC" });
  expect(flc.emails).toContain(atFlc.email);
  for (const elsewhere of [twoChildren, wednesday, nextWeek, onlyInterested, cancelled]) expect(flc.emails).not.toContain(elsewhere.email);
  const uuca = await preview(cookie, { kind: "urgent", scope: "site", site: "UUCA" });
  for (const there of [twoChildren, wednesday, nextWeek]) expect(uuca.emails).toContain(there.email);
  expect(uuca.emails).not.toContain(atFlc.email);
  expect(uuca.emails.filter((e) => e === twoChildren.email)).toHaveLength(1);

  // A camp group is the door roster's group on that day; a camper removed from the roster is not in it.
  const rosterDay = await createAttendanceSession({ date: "2031-07-08", location: "UUCA" });
  const otherSite = await createAttendanceSession({ date: "2031-07-08", location: "FLC" });
  for (const child of twoChildren.children) await createRosterEntry({ attendanceSessionId: rosterDay.id, camperId: child.id, groupName: "Bull Sharks" });
  await createRosterEntry({ attendanceSessionId: rosterDay.id, camperId: wednesday.children[0].id, groupName: "Sea Otters" });
  await createRosterEntry({ attendanceSessionId: otherSite.id, camperId: atFlc.children[0].id, groupName: "Bull Sharks" });
  await createRosterEntry({ attendanceSessionId: rosterDay.id, camperId: nextWeek.children[0].id, groupName: "Bull Sharks", removedAt: Date.now() });
  expect(sorted((await preview(cookie, { kind: "urgent", scope: "group", group: "Bull Sharks", date: "2031-07-08" })).emails)).toEqual(
    sorted([twoChildren.email, atFlc.email]),
  );
  expect((await preview(cookie, { kind: "urgent", scope: "group", group: "Bull Sharks", date: "2031-07-08", site: "UUCA" })).emails).toEqual([
    twoChildren.email,
  ]);
  expect((await preview(cookie, { kind: "urgent", scope: "group", group: "Sea Otters", date: "2031-07-08" })).emails).toEqual([wednesday.email]);
});

test("news goes only to parents who keep the news preference; urgent and operational messages go to every family", async () => {
  const cookie = await signedInAdmin();
  const session = await campDay("2031-08-04", "FLC");
  const wantsNews = await family([session]);
  const noNews = await family([session], "confirmed", false);
  const audience = { scope: "session", sessionId: session.id };
  expect((await preview(cookie, { kind: "news", ...audience })).emails).toEqual([wantsNews.email]);
  expect(sorted((await preview(cookie, { kind: "operational", ...audience })).emails)).toEqual(sorted([wantsNews.email, noNews.email]));
  expect(sorted((await preview(cookie, { kind: "urgent", ...audience })).emails)).toEqual(sorted([wantsNews.email, noNews.email]));

  const news = await callApi("/api/admin/messages", { cookie, body: { kind: "news", ...audience, subject: "Field day photos", body: "They are up!" } });
  expect(news.status, news.text).toBe(201);
  expect((await mailsOf(news.json.id as number)).results.map((r) => r.email)).toEqual([wantsNews.email]);

  // The parent turns news off on the family page (an unticked box sends nothing); turning on
  // "registration opens" through the API alone leaves news as it is.
  const parentCookie = await sessionCookieFor(wantsNews.parent.id);
  const saved = await SELF.fetch(formPost("/account", { intent: "preferences", notifyRegistrationOpen: "on" }, { Cookie: parentCookie }));
  expect(saved.status).toBe(200);
  expect(await count("SELECT notify_news AS n FROM users WHERE id = ?1", wantsNews.parent.id)).toBe(0);
  const api = await callApi("/api/account/preferences", { cookie: parentCookie, method: "PATCH", body: { notifyRegistrationOpen: true } });
  expect(api.json).toEqual({ ok: true, notifyRegistrationOpen: true, notifyNews: false });
  expect((await preview(cookie, { kind: "news", ...audience })).emails).toEqual([]);
});

test("the preview is the send: the families previewed are the ones written to, each once", async () => {
  const cookie = await signedInAdmin();
  const monday = await campDay("2031-09-01", "UUCA");
  const tuesday = await campDay("2031-09-02", "UUCA");
  await family([monday, monday]);
  await family([monday, tuesday]);
  await family([tuesday]);
  const body = { kind: "operational", scope: "week", date: "2031-09-03", site: "UUCA" };
  const shown = await preview(cookie, body);
  expect(shown.families).toBe(3);
  const sent = await callApi("/api/admin/messages", { cookie, body: { ...body, subject: "Bring a water bottle", body: "Every day this week." } });
  expect(sent.status, sent.text).toBe(201);
  expect(sent.json).toMatchObject({ status: "sent", families: 3 });
  const id = sent.json.id as number;
  expect((await mailsOf(id)).results.map((r) => r.email)).toEqual(sorted(shown.emails));
  const listed = await callApi(`/api/admin/messages/${id}`, { cookie });
  expect(sorted((listed.json.recipients as Array<{ email: string; delivery: string }>).map((r) => r.email))).toEqual(sorted(shown.emails));
  // No provider in the tests: every mail waits in the outbox, and the office sees it queued.
  expect((listed.json.recipients as Array<{ delivery: string }>).every((r) => r.delivery === "queued")).toBe(true);
  expect(listed.json.counts).toMatchObject({ families: 3, queued: 3, sent: 0, failed: 0 });
});

test("a message goes once to each family: a retried form, overlapping sends and the cron after the button", async () => {
  const cookie = await signedInAdmin();
  const session = await campDay("2031-10-06", "FLC");
  const families = [await family([session, session]), await family([session])];
  const message = {
    kind: "urgent",
    scope: "day",
    date: "2031-10-06",
    site: "FLC",
    subject: "Closed today",
    body: "A burst pipe.",
    requestKey: crypto.randomUUID(),
  };
  // The same form posted twice at once (a double click, a retried request): one message.
  const [first, second] = await Promise.all([
    callApi("/api/admin/messages", { cookie, body: message }),
    callApi("/api/admin/messages", { cookie, body: message }),
  ]);
  expect(first.status, first.text).toBe(201);
  expect(second.status, second.text).toBe(201);
  expect(second.json.id).toBe(first.json.id);
  const id = first.json.id as number;
  expect(await count("SELECT count(*) AS n FROM family_messages WHERE request_key = ?1", message.requestKey)).toBe(1);
  // Two sends overlapping, then the cron: still one mail and one recipient row per family.
  await Promise.all([sendFamilyMessage(env, id), sendFamilyMessage(env, id)]);
  await runCron(new Date());
  expect((await mailsOf(id)).results.map((r) => r.email)).toEqual(sorted(families.map((f) => f.email)));
  expect(await count("SELECT count(*) AS n FROM family_message_recipients WHERE message_id = ?1", id)).toBe(2);
  // Even a message sent again while still "scheduled" (two crons racing) writes nothing twice.
  await env.DB.prepare("UPDATE family_messages SET status = 'scheduled' WHERE id = ?1").bind(id).run();
  await Promise.all([sendFamilyMessage(env, id), runCron(new Date())]);
  expect((await mailsOf(id)).results).toHaveLength(2);
  expect(await count("SELECT count(*) AS n FROM family_message_recipients WHERE message_id = ?1", id)).toBe(2);
});

test("a scheduled message waits for its time and the cron sends it then, once", async () => {
  const cookie = await signedInAdmin();
  const session = await campDay("2031-11-03", "UUCA");
  const parent = await family([session]);
  const at = Date.now() + 2 * HOUR;
  const scheduled = await callApi("/api/admin/messages", {
    cookie,
    body: { kind: "operational", scope: "session", sessionId: session.id, subject: "Pajama day", body: "Tomorrow!", sendAt: toCampDateTimeInput(at) },
  });
  expect(scheduled.status, scheduled.text).toBe(201);
  expect(scheduled.json).toMatchObject({ status: "scheduled" });
  const id = scheduled.json.id as number;
  // Families who register before it is due are in it: the audience is resolved when it is sent.
  const late = await family([session]);
  await runCron(new Date(at - 20 * 60 * 1000));
  expect((await mailsOf(id)).results).toEqual([]);
  expect((await callApi(`/api/admin/messages/${id}`, { cookie })).json.status).toBe("scheduled");
  await runCron(new Date(at + 60 * 1000));
  expect((await mailsOf(id)).results.map((r) => r.email)).toEqual(sorted([parent.email, late.email]));
  await runCron(new Date(at + 16 * 60 * 1000));
  expect((await mailsOf(id)).results).toHaveLength(2);
  const listed = (await callApi("/api/admin/messages", { cookie })).json.messages as Array<{ id: number; status: string; counts: { families: number } }>;
  expect(listed.find((m) => m.id === id)).toMatchObject({ status: "sent", counts: { families: 2 } });
  // Sent already: it cannot be withdrawn.
  const tooLate = await callApi(`/api/admin/messages/${id}`, { cookie, method: "DELETE" });
  expect([tooLate.status, tooLate.json.message]).toEqual([409, "This message has been sent already: it cannot be cancelled."]);
});

test("a scheduled message withdrawn before its time is never sent, through either door", async () => {
  const cookie = await signedInAdmin();
  const session = await campDay("2031-11-17", "FLC");
  await family([session]);
  const schedule = async () => {
    const answer = await callApi("/api/admin/messages", {
      cookie,
      body: {
        kind: "news",
        scope: "session",
        sessionId: session.id,
        subject: "Talent show",
        body: "Friday!",
        sendAt: toCampDateTimeInput(Date.now() + 3 * HOUR),
      },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json.id as number;
  };
  const [viaApi, viaPage] = [await schedule(), await schedule()];
  expect((await callApi(`/api/admin/messages/${viaApi}`, { cookie, method: "DELETE" })).status).toBe(200);
  const page = await SELF.fetch(
    new Request("http://localhost/admin/messages.data", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
      body: new URLSearchParams({ intent: "cancel-message", id: String(viaPage) }),
    }),
  );
  expect(page.status).toBe(200);
  expect((await callApi(`/api/admin/messages/${viaApi}`, { cookie, method: "DELETE" })).status).toBe(404);
  await runCron(new Date(Date.now() + 4 * HOUR));
  for (const id of [viaApi, viaPage]) {
    expect((await callApi(`/api/admin/messages/${id}`, { cookie })).status).toBe(404);
    expect((await mailsOf(id)).results).toEqual([]);
  }
});

test("bad input gets the same 400 and words through the API and the tab, and stores nothing", async () => {
  const cookie = await signedInAdmin();
  const session = await campDay("2031-12-01", "UUCA");
  await family([session]);
  const stored = () =>
    count("SELECT (SELECT count(*) FROM family_messages) + (SELECT count(*) FROM family_message_recipients) + (SELECT count(*) FROM outbox) AS n");
  const before = await stored();
  const good = { kind: "urgent", scope: "session", sessionId: String(session.id), subject: "Closed", body: "Snow day." };
  const cases: Array<[Record<string, string>, string]> = [
    [{ ...good, subject: "" }, "Write a subject."],
    [{ ...good, kind: "gossip" }, "Choose the kind of message."],
    [{ ...good, sessionId: "999999" }, "That session does not exist."],
    [{ ...good, scope: "day", sessionId: "" }, "Choose a camp day."],
    [{ ...good, scope: "group", date: "2031-12-01" }, "Choose a camp group."],
    [{ ...good, sendAt: "2020-01-01T09:00" }, "Send at must be a time to come."],
    [{ ...good, sendAt: "tomorrow" }, "Send at must be a date and time."],
  ];
  for (const [fields, message] of cases) {
    const api = await callApi("/api/admin/messages", { cookie, body: fields });
    expect([api.status, api.json.message], JSON.stringify(fields)).toEqual([400, message]);
    const page = await SELF.fetch(
      new Request("http://localhost/admin/messages.data", {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
        body: new URLSearchParams({ intent: "send-message", ...fields }),
      }),
    );
    expect(page.status, JSON.stringify(fields)).toBe(400);
    expect(await page.text()).toContain(message);
  }
  // The preview refuses alike, and an empty audience is not sent to.
  expect((await callApi("/api/admin/messages/preview", { cookie, body: { kind: "news", scope: "site" } })).json.message).toBe("Choose a site.");
  const nobody = await callApi("/api/admin/messages", { cookie, body: { ...good, scope: "day", date: "2040-01-02" } });
  expect([nobody.status, nobody.json.message]).toEqual([422, "No family is in that audience: nothing was sent."]);
  expect((await callApi("/api/admin/messages", { cookie, body: "not an object" })).status).toBe(400);
  expect(await stored()).toBe(before);
});

test("an urgent message is a banner for its own families until read; no other family can read or mark it", async () => {
  const cookie = await signedInAdmin();
  const here = await campDay("2032-01-05", "FLC");
  const elsewhere = await campDay("2032-01-05", "UUCA");
  const reached = await family([here]);
  const other = await family([elsewhere]);
  const [reachedCookie, otherCookie] = await Promise.all([sessionCookieFor(reached.parent.id), sessionCookieFor(other.parent.id)]);
  const send = (subject: string, kind = "urgent") =>
    callApi("/api/admin/messages", { cookie, body: { kind, scope: "day", date: "2032-01-05", site: "FLC", subject, body: "No camp today at FLC." } });
  const closure = await send("FLC closed Monday");
  const notice = await send("Bring boots", "operational");
  expect([closure.status, notice.status]).toEqual([201, 201]);
  const id = closure.json.id as number;
  const text = async (path: string, pageCookie: string) =>
    (await (await SELF.fetch(`http://localhost${path}`, { headers: { Cookie: pageCookie } })).text()).replace(/<!-- -->/g, "");

  expect((await callApi("/api/account/messages", { cookie: reachedCookie })).json.messages).toMatchObject([{ id, subject: "FLC closed Monday" }]);
  for (const path of ["/", "/account"]) {
    const page = await text(path, reachedCookie);
    expect(page, path).toContain("FLC closed Monday");
    expect(page, path).toContain("Mark as read");
    // Only urgent messages are banners.
    expect(page, path).not.toContain("Bring boots");
    expect(await text(path, otherCookie), path).not.toContain("FLC closed Monday");
  }
  expect((await callApi("/api/account/messages", { cookie: otherCookie })).json.messages).toEqual([]);

  // Another family cannot mark it (through either door), nor read it.
  expect((await callApi(`/api/account/messages/${id}/read`, { cookie: otherCookie, method: "POST" })).status).toBe(404);
  expect((await SELF.fetch(formPost("/account", { intent: "read-message", messageId: String(id) }, { Cookie: otherCookie }))).status).toBe(404);
  expect(await count("SELECT count(*) AS n FROM family_message_recipients WHERE message_id = ?1 AND read_at IS NOT NULL", id)).toBe(0);

  // Its family marks it read on the dashboard: it is gone from both pages, and the office sees it read.
  const read = await SELF.fetch(formPost("/?index", { intent: "read-message", messageId: String(id) }, { Cookie: reachedCookie }));
  expect(read.status).toBe(200);
  for (const path of ["/", "/account"]) expect(await text(path, reachedCookie), path).not.toContain("FLC closed Monday");
  expect((await callApi("/api/account/messages", { cookie: reachedCookie })).json.messages).toEqual([]);
  const office = await callApi(`/api/admin/messages/${id}`, { cookie });
  expect(office.json.counts).toMatchObject({ families: 1, read: 1 });
  // Marking again is fine; the family page's door answers the same.
  expect((await SELF.fetch(formPost("/account", { intent: "read-message", messageId: String(id) }, { Cookie: reachedCookie }))).status).toBe(200);
  expect((await callApi(`/api/account/messages/${id}/read`, { cookie: reachedCookie, method: "POST" })).status).toBe(200);
});

test("one audience rule: the resolution excludes deleted accounts", async () => {
  const session = await campDay("2032-02-02", "UUCA");
  const gone = await family([session]);
  const kept = await family([session]);
  await env.DB.prepare("UPDATE users SET deleted_at = ?1 WHERE id = ?2").bind(Date.now(), gone.parent.id).run();
  const audience: Audience = { scope: "session", sessionId: session.id, date: null, site: null, group: null };
  expect((await familiesInAudience(env, audience, "urgent", new Date())).map((f) => f.email)).toEqual([kept.email]);
});
