// Record an offline payment (cash or check at the office), in dollars.
import { z } from "zod";

export const offlinePaymentSchema = z.object({
  amount: z.number({ error: "Amount must be a number" }).min(0.01, "Amount must be more than $0").max(100_000, "Amount is too large").optional(),
  reference: z.string().trim().max(200, "Reference must be at most 200 characters").default(""),
});
