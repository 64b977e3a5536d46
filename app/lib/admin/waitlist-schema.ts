// Enroll from the waitlist: which camper into which session. One schema for
// POST /api/admin/enroll-from-waitlist and the Waitlist tab's Enroll button.
import { z } from "zod";

export const enrollSchema = z.object({
  camperId: z.coerce.number({ error: "camperId is required" }).int().positive("camperId is required"),
  sessionId: z.coerce.number({ error: "sessionId is required" }).int().positive("sessionId is required"),
});
