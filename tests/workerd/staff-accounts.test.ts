import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createStaff, createUser, sessionCookieFor, staffCookieFor } from "../support/factories";
import { callApi } from "../support/api";

async function adminCookie() {
  const admin = await createUser({ isAdmin: true });
  return sessionCookieFor(admin.id);
}

const COMMON = "That password is one of the most common passwords and easy to guess. Please choose another.";

test("a counselor's password follows the parents' rule: a common password is refused for a new account and a reset", async () => {
  const cookie = await adminCookie();
  const created = await callApi("/api/admin/staff", { cookie, body: { username: "common.pw", displayName: "Common Password", password: "baseball" } });
  expect(created.status).toBe(400);
  expect(created.json.message).toBe(COMMON);
  expect(await env.DB.prepare("SELECT id FROM attendance_staff WHERE username = 'common.pw'").first()).toBeNull();

  const staff = await createStaff({ password: "door-duty-password" });
  const reset = await callApi(`/api/admin/staff/${staff.id}`, { cookie, method: "PATCH", body: { password: "sunshine" } });
  expect(reset.status).toBe(400);
  expect(reset.json.message).toBe(COMMON);
  const login = await callApi("/api/attendance/login", { body: { username: staff.username, password: "door-duty-password" }, ip: "198.51.100.60" });
  expect(login.status).toBe(200);
});

test("resetting a counselor's password signs out every device they had, at once", async () => {
  const cookie = await adminCookie();
  const staff = await createStaff();
  const lostTablet = await staffCookieFor(staff);
  expect((await callApi("/api/attendance/sessions", { cookie: lostTablet })).status).toBe(200);

  expect((await callApi(`/api/admin/staff/${staff.id}`, { cookie, method: "PATCH", body: { password: "a fresh door phrase" } })).status).toBe(200);
  expect((await callApi("/api/attendance/sessions", { cookie: lostTablet })).status).toBe(401);
  expect((await callApi("/api/attendance/check", { cookie: lostTablet })).json.authenticated).toBe(false);

  // Signing in with the new password works, and that session lives on.
  const fresh = await SELF.fetch("http://localhost/api/attendance/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.61" },
    body: JSON.stringify({ username: staff.username, password: "a fresh door phrase" }),
  });
  expect(fresh.status).toBe(200);
  const freshCookie = fresh.headers.get("Set-Cookie")!.split(";")[0];
  expect((await callApi("/api/attendance/sessions", { cookie: freshCookie })).status).toBe(200);
});

test("disabling then enabling a counselor does not bring an old session back", async () => {
  const cookie = await adminCookie();
  const staff = await createStaff();
  const tablet = await staffCookieFor(staff);
  await callApi(`/api/admin/staff/${staff.id}`, { cookie, method: "PATCH", body: { isActive: false } });
  await callApi(`/api/admin/staff/${staff.id}`, { cookie, method: "PATCH", body: { isActive: true } });
  expect((await callApi("/api/attendance/sessions", { cookie: tablet })).status).toBe(401);
});

test("a stranger's wrong guesses lock only their own address out of a counselor's account; an admin can unlock it", async () => {
  const cookie = await adminCookie();
  const staff = await createStaff({ password: "door-duty-password" });
  const stranger = "203.0.113.77";
  for (let i = 0; i < 10; i++) await callApi("/api/attendance/login", { body: { username: staff.username, password: `guess ${i}` }, ip: stranger });
  const strangerAgain = await callApi("/api/attendance/login", { body: { username: staff.username, password: "door-duty-password" }, ip: stranger });
  expect(strangerAgain.status).toBe(429);
  expect(strangerAgain.json.message).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ (seconds|minutes?) and try again\.$/);

  // The door tablet, on the camp's own connection, still gets in.
  const door = await callApi("/api/attendance/login", { body: { username: staff.username, password: "door-duty-password" }, ip: "198.51.100.62" });
  expect(door.status).toBe(200);

  // The office sees the lock and opens it.
  const listed = (await callApi("/api/admin/staff", { cookie })).json as unknown as Array<{ id: number; signInLockedUntil: number | null }>;
  expect(listed.find((s) => s.id === staff.id)?.signInLockedUntil).toBeGreaterThan(Date.now());
  const unlocked = await callApi(`/api/admin/staff/${staff.id}/unlock`, { cookie, method: "POST" });
  expect(unlocked.status).toBe(200);
  expect(unlocked.json).toMatchObject({ id: staff.id, signInLockedUntil: null });
  const relisted = (await callApi("/api/admin/staff", { cookie })).json as unknown as Array<{ id: number; signInLockedUntil: number | null }>;
  expect(relisted.find((s) => s.id === staff.id)?.signInLockedUntil).toBeNull();
  expect((await callApi("/api/attendance/login", { body: { username: staff.username, password: "door-duty-password" }, ip: stranger })).status).toBe(200);
  const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'attendance_staff' AND subject_id = ? ORDER BY id DESC LIMIT 1")
    .bind(String(staff.id))
    .first<{ action: string }>();
  expect(audit?.action).toBe("staff.unlock");
});

test("one address trying many counselor accounts is still slowed overall", async () => {
  const ip = "203.0.113.78";
  for (let i = 0; i < 20; i++) await callApi("/api/attendance/login", { body: { username: `nobody${i}`, password: "not it at all" }, ip });
  const staff = await createStaff({ password: "door-duty-password" });
  expect((await callApi("/api/attendance/login", { body: { username: staff.username, password: "door-duty-password" }, ip })).status).toBe(429);
});

test("only admins can unlock a counselor's sign-in", async () => {
  const parent = await createUser();
  const staff = await createStaff();
  expect((await callApi(`/api/admin/staff/${staff.id}/unlock`, { method: "POST" })).status).toBe(401);
  expect((await callApi(`/api/admin/staff/${staff.id}/unlock`, { method: "POST", cookie: await sessionCookieFor(parent.id) })).status).toBe(403);
});
