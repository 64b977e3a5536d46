// The attendance API (spec section 7). Every handler but login/logout/check needs a staff
// session (401 without). Each is an adapter: it hands the JSON body to the operation in
// app/server/attendance/ (which parses it with the schemas of app/lib/attendance) and maps the
// Outcome to JSON, so the /attendance page's action cannot answer differently.
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { listAttendanceSessions, type AttendanceChange } from "../../app/server/attendance/roster-entries.server";
import { loadRoster, rosterVersion } from "../../app/server/attendance/roster-load.server";
import { buildFromRegistrations, importCampers, importMedicalForDate, importMedicalForSession, smartImportFromCsv } from "~/server/attendance/imports.server";
import { recordDoorEvents, type EventRefusal } from "~/server/attendance/door-events.server";
import { dayHistory } from "~/server/attendance/day-history.server";
import { signIn } from "~/server/attendance/login.server";
import { recordMedicationGiven } from "~/server/attendance/medication.server";
import { checkPickupCodeAtDoor } from "~/server/attendance/pickup.server";
import { addCamper, clearAll, createSession, editCamper, editRecordNotes, recordAttendance, removeCamper } from "~/server/attendance/roster.server";
import { rosterId } from "~/lib/attendance/roster-entry-schema";
import { destroyStaffSession, getStaffSession, type StaffSession } from "~/server/staff-session.server";
import { jsonObject, readJsonObject, refusalJson, zod } from "./validation";

type StaffApiEnv = { Bindings: Env; Variables: { staff: StaffSession } };

export const requireStaffApi = createMiddleware<StaffApiEnv>(async (c, next) => {
  const staff = await getStaffSession(c.env, c.req.raw);
  if (!staff) return c.json({ message: "Unauthorized" }, 401);
  c.set("staff", staff);
  await next();
});

// Bodies are read by the shared reader (validation.ts): anything but a JSON object is a 400 that
// says what is wrong, and every refusal has the API's one shape, as on every other JSON route.
const body = zod("json", jsonObject);

const publicRoutes = new Hono<StaffApiEnv>()
  .post("/attendance/login", body, async (c) => {
    const result = await signIn(c.env, c.req.raw, c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    c.header("Set-Cookie", result.setCookie);
    // The device puts doorSignIn on every change it records: it names who made it (decision 0057).
    return c.json({ success: true, displayName: result.displayName, doorSignIn: result.doorSignIn });
  })
  .post("/attendance/logout", async (c) => {
    c.header("Set-Cookie", await destroyStaffSession(c.env, c.req.raw));
    return c.json({ success: true });
  })
  .get("/attendance/check", async (c) => {
    const staff = await getStaffSession(c.env, c.req.raw);
    c.header("Cache-Control", "no-store");
    return c.json({ authenticated: Boolean(staff), displayName: staff?.displayName ?? null });
  });

const staffRoutes = new Hono<StaffApiEnv>()
  .use("/attendance/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  })
  .use("/attendance/*", requireStaffApi)
  .get("/attendance/sessions", async (c) => c.json(await listAttendanceSessions(c.env)))
  .post("/attendance/sessions", body, async (c) => {
    const result = await createSession(c.env, c.get("staff"), c.req.valid("json"));
    return result.ok ? c.json(result.session, 201) : refusalJson(c, result);
  })
  .post("/attendance/sessions/smart-import", body, async (c) => {
    const result = await smartImportFromCsv(c.env, c.get("staff"), c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    const { ok: _ok, ...answer } = result;
    return c.json(answer);
  })
  .get("/attendance/sessions/:id", async (c) => {
    const sessionId = rosterId.safeParse(c.req.param("id"));
    const roster = sessionId.success ? await loadRoster(c.env, sessionId.data, c.get("staff")) : null;
    return roster ? c.json(roster) : c.json({ message: "Session not found" }, 404);
  })
  // An online door checks a typed family code here before its pickup dialog closes (the current
  // code, and the family's lock by every door's wrong codes).
  .post("/attendance/roster/:id/pickup-code", body, async (c) => {
    const result = await checkPickupCodeAtDoor(c.env, c.get("staff"), c.req.param("id"), c.req.valid("json"));
    return result.ok ? c.json({ matches: true }) : refusalJson(c, result);
  })
  .get("/attendance/roster/:id/history", async (c) => {
    const result = await dayHistory(c.env, c.get("staff"), c.req.param("id"));
    return result.ok ? c.json({ events: result.events }) : refusalJson(c, result);
  })
  .get("/attendance/sessions/:id/version", async (c) => {
    const sessionId = rosterId.safeParse(c.req.param("id"));
    if (!sessionId.success) return c.json({ message: "Session not found" }, 404);
    return c.json({ version: await rosterVersion(c.env, sessionId.data) });
  })
  .post("/attendance/sessions/:id/import", body, async (c) => {
    const result = await importCampers(c.env, c.get("staff"), c.req.param("id"), c.req.valid("json"));
    return result.ok ? c.json({ success: true, imported: result.imported }) : refusalJson(c, result);
  })
  .post("/attendance/sessions/:id/medical-import", body, async (c) => {
    const result = await importMedicalForSession(c.env, c.get("staff"), c.req.param("id"), c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    const { ok: _ok, ...answer } = result;
    return c.json(answer);
  })
  .post("/attendance/medical-import-by-date", body, async (c) => {
    const result = await importMedicalForDate(c.env, c.get("staff"), c.req.valid("json"));
    if (!result.ok) return refusalJson(c, result);
    const { ok: _ok, ...answer } = result;
    return c.json(answer);
  })
  .post("/attendance/sessions/:id/build-from-registrations", body, async (c) => {
    const result = await buildFromRegistrations(c.env, c.get("staff"), c.req.param("id"), c.req.valid("json"));
    return result.ok ? c.json({ success: true, added: result.added, found: result.found }) : refusalJson(c, result);
  })
  .delete("/attendance/sessions/:id/roster", async (c) => {
    const result = await clearAll(c.env, c.get("staff"), c.req.param("id"));
    return result.ok ? c.json({ success: true, deleted: result.deleted }) : refusalJson(c, result);
  })
  .post("/attendance/roster", body, async (c) => {
    const input = c.req.valid("json");
    const result = await addCamper(c.env, c.get("staff"), input.attendanceSessionId, input);
    return result.ok ? c.json(result.entry, 201) : refusalJson(c, result);
  })
  .patch("/attendance/roster/:id", body, async (c) => {
    const result = await editCamper(c.env, c.get("staff"), c.req.param("id"), c.req.valid("json"));
    return result.ok ? c.json(result.entry) : refusalJson(c, result);
  })
  .delete("/attendance/roster/:id", async (c) => {
    const result = await removeCamper(c.env, c.get("staff"), c.req.param("id"));
    return result.ok ? c.json({ success: true }) : refusalJson(c, result);
  })
  // The door device's queue: a batch of events in the order they were made (see door-events.server.ts).
  .post("/attendance/events", body, async (c) => {
    const result = await recordDoorEvents(c.env, c.get("staff"), c.req.valid("json"));
    if (result.ok) return c.json({ results: result.results });
    const { eventId, saved } = result as EventRefusal;
    return refusalJson(c, result, { ...(eventId ? { eventId } : {}), ...(saved?.length ? { saved } : {}) });
  })
  .patch("/attendance/records/:recordId", body, async (c) => {
    const result = await editRecordNotes(c.env, c.get("staff"), c.req.param("recordId"), c.req.valid("json"));
    return result.ok ? c.json(result.record) : refusalJson(c, result);
  });

// check-in, undo check-in, check-out, undo check-out: each its own call. The body's
// checkInBy/checkOutBy is accepted for compatibility but the signed-in staff name is recorded.
// A check-out's body names who picked up: `{ "pickup": { "kind": "adult", "adultId": 3 } }`.
const changes: AttendanceChange[] = ["checkin", "uncheckin", "checkout", "uncheckout"];
for (const change of changes) {
  staffRoutes.post(`/attendance/${change}/:id`, async (c) => {
    const input = change === "checkout" ? await readJsonObject(c, { emptyIsObject: true }) : { ok: true as const, value: {} };
    if (!input.ok) return refusalJson(c, { status: 400, message: input.message });
    const pickup = input.value.pickup;
    const result = await recordAttendance(c.env, c.get("staff"), c.req.param("id"), pickup === undefined ? change : { action: change, pickup });
    return result.ok ? c.json(result.record) : refusalJson(c, result);
  });
}

// Medication given / not given at an alert, or a later correction; entries are never edited.
staffRoutes.post("/attendance/medication/:id", body, async (c) => {
  const result = await recordMedicationGiven(c.env, c.get("staff"), c.req.param("id"), c.req.valid("json"));
  return result.ok ? c.json(result.entry, 201) : refusalJson(c, result);
});

export const attendanceApi = new Hono<StaffApiEnv>().route("/", publicRoutes).route("/", staffRoutes);
