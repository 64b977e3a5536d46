// Form schemas shared by the attendance pages (browser) and their actions (server).
import { z } from "zod";
import { tooLong } from "../form-inputs";
import { sessionDay } from "./roster-entry-schema";

export const staffLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});

export const newSessionFormSchema = z
  .object({
    type: z.enum(["weekly", "off-day"]).default("weekly"),
    weekNumber: z.coerce.number().int().min(1).max(52).optional(),
    eventName: z.string().trim().max(120, tooLong("Event name", 120)).optional(),
    date: sessionDay,
    location: z.enum(["FLC", "UUCA"]),
    notes: z.string().max(1000, tooLong("Notes", 1000)).optional().default(""),
    dailyPrize: z.string().max(200, tooLong("Daily prize", 200)).optional().default(""),
  })
  .refine((v) => v.type === "weekly" || Boolean(v.eventName), { message: "Event name is required", path: ["eventName"] });

/** A weekly session is titled 'Week N'; an off-day takes its event name. */
export function sessionTitle(v: { type: "weekly" | "off-day"; weekNumber?: number; eventName?: string }) {
  return v.type === "weekly" ? `Week ${v.weekNumber ?? 1}` : (v.eventName ?? "").trim();
}
