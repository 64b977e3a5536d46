// The attendance API (spec section 7). Every handler but login/logout/check needs a staff
// session (401 without). Bodies are validated with zod at the edge; the rules live in
// app/lib/attendance and the queries in app/server/attendance.server.ts.
import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { describeInvalidCsv, InvalidCsvError, INVALID_CSV } from "~/lib/attendance/csv";
import { calendarDay } from "~/lib/calendar-day";
import { describeRejectedRows, FIELD_MAX, NAME_MAX, parseRosterCsv } from "~/lib/attendance/roster-csv";
import {
  addRosterEntry,
  attendanceSessionExists,
  buildRosterFromRegistrations,
  changeAttendance,
  clearRoster,
  createAttendanceSession,
  deleteRosterEntry,
  importMedicalByDate,
  importMedicalForSession,
  importRosterEntries,
  listAttendanceSessions,
  loadRoster,
  rosterVersion,
  smartImport,
  updateRecordNotes,
  updateRosterEntry,
  type AttendanceChange,
} from "~/server/attendance.server";
import { destroyStaffSession, getStaffSession, signInStaff, type StaffSession } from "~/server/staff-session.server";

type StaffApiEnv = { Bindings: Env; Variables: { staff: StaffSession } };

export const requireStaffApi = createMiddleware<StaffApiEnv>(async (c, next) => {
  const staff = await getStaffSession(c.env, c.req.raw);
  if (!staff) return c.json({ message: "Unauthorized" }, 401);
  c.set("staff", staff);
  await next();
});

const text = (max = FIELD_MAX) => z.string().max(max).optional().default("");
const isoDate = calendarDay("Date must be YYYY-MM-DD");
const id = z.coerce.number().int().positive();

const camperSchema = z.object({
  camperName: z.string().trim().min(1, "Name is required").max(NAME_MAX, `Name is longer than ${NAME_MAX} characters`),
  nickname: text(),
  groupName: text(100),
  allergies: text(),
  medications: text(),
  afterCare: z.boolean().optional().default(false),
  parentPhone: text(100),
  notes: text(),
});

export const newSessionSchema = z.object({
  date: isoDate,
  location: z.enum(["FLC", "UUCA"]),
  weekNumber: z.coerce.number().int().min(1).max(52).nullable().optional().default(null),
  title: z.string().trim().min(1, "Title is required").max(120),
  notes: text(),
  dailyPrize: text(200),
});

const loginSchema = z.object({ username: z.string().max(100), password: z.string().max(200) });

/** Parses and validates the JSON body; on failure answers 400 with the first problem. */
async function body<T extends z.ZodType>(c: Context, schema: T): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    return { ok: false, response: c.json({ message: "Request body must be JSON" }, 400) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
    return { ok: false, response: c.json({ message: errors[0]?.message ?? "Invalid request", errors }, 400) };
  }
  return { ok: true, data: parsed.data };
}

function param(c: Context, name: string) {
  const parsed = id.safeParse(c.req.param(name));
  return parsed.success ? parsed.data : null;
}

const publicRoutes = new Hono<StaffApiEnv>()
  .post("/attendance/login", async (c) => {
    const input = await body(c, loginSchema);
    if (!input.ok) return input.response;
    const result = await signInStaff(c.env, c.req.raw, input.data);
    if (!result.ok) return c.json({ message: result.message }, result.status);
    c.header("Set-Cookie", result.setCookie);
    return c.json({ success: true, displayName: result.displayName });
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
  .post("/attendance/sessions", async (c) => {
    const input = await body(c, newSessionSchema);
    if (!input.ok) return input.response;
    return c.json(await createAttendanceSession(c.env, { ...input.data, weekNumber: input.data.weekNumber ?? null }), 201);
  })
  .post("/attendance/sessions/smart-import", async (c) => {
    const input = await body(c, z.object({ csvData: z.string().optional().default(""), date: z.string().optional().default(""), uucaGroupCount: z.union([z.literal(2), z.literal(3)]).optional().default(3), title: z.string().max(120).optional() }));
    if (!input.ok) return input.response;
    const { csvData, date, uucaGroupCount } = input.data;
    if (!csvData.trim() || !date) return c.json({ message: "Please provide CSV data and date" }, 400);
    if (!isoDate.safeParse(date).success) return c.json({ message: "Date must be YYYY-MM-DD" }, 400);
    let parsed;
    try {
      parsed = parseRosterCsv(csvData);
    } catch (error) {
      if (error instanceof InvalidCsvError) {
        const where = describeInvalidCsv(error);
        return c.json(where ? { message: `${INVALID_CSV}. ${where}`, errors: [error.rejected] } : { message: INVALID_CSV }, 400);
      }
      throw error;
    }
    if (parsed.rejected.length) return c.json({ message: `Nothing was imported. Fix these rows and try again:\n${describeRejectedRows(parsed.rejected)}`, errors: parsed.rejected }, 400);
    if (parsed.campers.length === 0) return c.json({ message: "No campers found in CSV" }, 400);
    return c.json(await smartImport(c.env, { campers: parsed.campers, date, uucaGroupCount, title: input.data.title?.trim() || "Camp Day" }));
  })
  .get("/attendance/sessions/:id", async (c) => {
    const sessionId = param(c, "id");
    const roster = sessionId ? await loadRoster(c.env, sessionId, c.get("staff")) : null;
    return roster ? c.json(roster) : c.json({ message: "Session not found" }, 404);
  })
  .get("/attendance/sessions/:id/version", async (c) => {
    const sessionId = param(c, "id");
    if (!sessionId) return c.json({ message: "Session not found" }, 404);
    return c.json({ version: await rosterVersion(c.env, sessionId) });
  })
  .post("/attendance/sessions/:id/import", async (c) => {
    const sessionId = param(c, "id");
    if (!sessionId || !(await attendanceSessionExists(c.env, sessionId))) return c.json({ message: "Session not found" }, 404);
    const input = await body(c, z.object({ campers: z.array(z.unknown()).max(10_000) }));
    if (!input.ok) return input.response;
    // Each row is checked on its own so the answer can say which rows are wrong.
    const errors: Array<{ row: number; reason: string }> = [];
    const campers = input.data.campers.flatMap((raw, i) => {
      const parsed = camperSchema.safeParse(raw);
      if (parsed.success) return [parsed.data];
      errors.push({ row: i + 1, reason: parsed.error.issues[0]?.message ?? "Invalid row" });
      return [];
    });
    if (errors.length) return c.json({ message: "Failed to import campers", errors }, 400);
    if (campers.length === 0) return c.json({ message: "No campers found in CSV" }, 400);
    const imported = await importRosterEntries(c.env, sessionId, campers);
    return c.json({ success: true, imported });
  })
  .post("/attendance/sessions/:id/medical-import", async (c) => {
    const sessionId = param(c, "id");
    if (!sessionId || !(await attendanceSessionExists(c.env, sessionId))) return c.json({ message: "Session not found" }, 404);
    const input = await body(c, z.object({ updates: z.array(z.object({ rosterId: id, allergies: text(), medications: text() })).max(10_000) }));
    if (!input.ok) return input.response;
    return c.json(await importMedicalForSession(c.env, sessionId, input.data.updates, c.get("staff")));
  })
  .post("/attendance/medical-import-by-date", async (c) => {
    const input = await body(c, z.object({ date: isoDate, updates: z.array(z.object({ camperName: z.string().trim().min(1).max(NAME_MAX), allergies: text(), medications: text() })).max(10_000) }));
    if (!input.ok) return input.response;
    return c.json(await importMedicalByDate(c.env, input.data.date, input.data.updates, c.get("staff")));
  })
  .post("/attendance/sessions/:id/build-from-registrations", async (c) => {
    const sessionId = param(c, "id");
    const input = await body(c, z.object({ uucaGroupCount: z.union([z.literal(2), z.literal(3)]).optional().default(3) }));
    if (!input.ok) return input.response;
    const result = sessionId ? await buildRosterFromRegistrations(c.env, sessionId, c.get("staff"), input.data.uucaGroupCount) : null;
    return result ? c.json({ success: true, ...result }) : c.json({ message: "Session not found" }, 404);
  })
  .delete("/attendance/sessions/:id/roster", async (c) => {
    const sessionId = param(c, "id");
    if (!sessionId) return c.json({ message: "Session not found" }, 404);
    return c.json({ success: true, deleted: await clearRoster(c.env, sessionId) });
  })
  .post("/attendance/roster", async (c) => {
    const input = await body(c, camperSchema.extend({ attendanceSessionId: id }));
    if (!input.ok) return input.response;
    const { attendanceSessionId, ...camper } = input.data;
    if (!(await attendanceSessionExists(c.env, attendanceSessionId))) return c.json({ message: "Session not found" }, 404);
    return c.json(await addRosterEntry(c.env, attendanceSessionId, camper), 201);
  })
  .patch("/attendance/roster/:id", async (c) => {
    const entryId = param(c, "id");
    const input = await body(c, z.object({ groupName: z.string().max(100).optional(), allergies: z.string().max(FIELD_MAX).optional(), medications: z.string().max(FIELD_MAX).optional(), notes: z.string().max(FIELD_MAX).optional() }));
    if (!input.ok) return input.response;
    if (!entryId) return c.json({ message: "Camper not found" }, 404);
    const updated = await updateRosterEntry(c.env, entryId, input.data, c.get("staff"));
    return updated ? c.json(updated) : c.json({ message: "Camper not found" }, 404);
  })
  .delete("/attendance/roster/:id", async (c) => {
    const entryId = param(c, "id");
    const deleted = entryId ? await deleteRosterEntry(c.env, entryId) : false;
    return deleted ? c.json({ success: true }) : c.json({ message: "Camper not found" }, 404);
  })
  .patch("/attendance/records/:recordId", async (c) => {
    const recordId = param(c, "recordId");
    const input = await body(c, z.object({ notes: z.string().max(FIELD_MAX) }));
    if (!input.ok) return input.response;
    const record = recordId ? await updateRecordNotes(c.env, recordId, input.data.notes) : null;
    return record ? c.json(record) : c.json({ message: "Record not found" }, 404);
  });

// check-in, undo check-in, check-out, undo check-out: each its own call. The body's
// checkInBy/checkOutBy is accepted for compatibility but the signed-in staff name is recorded.
const changes: AttendanceChange[] = ["checkin", "uncheckin", "checkout", "uncheckout"];
for (const change of changes) {
  staffRoutes.post(`/attendance/${change}/:id`, async (c) => {
    const entryId = param(c, "id");
    const record = entryId ? await changeAttendance(c.env, entryId, change, c.get("staff").displayName) : null;
    return record ? c.json(record) : c.json({ message: "Camper not found" }, 404);
  });
}

export const attendanceApi = new Hono<StaffApiEnv>().route("/", publicRoutes).route("/", staffRoutes);
