// Form schemas shared by the attendance pages (browser) and their actions (server).
import { z } from "zod";

export const staffLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
