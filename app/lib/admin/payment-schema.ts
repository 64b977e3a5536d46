// Record an offline payment (cash or check at the office), in dollars.
import { z } from "zod";
import { dollarsToCents } from "../form-inputs";

// The API sends the amount as a number, the dialog's form as text: both read the same way, so
// both doors give the same refusal. Text that is blank or not a number is "not a number"; an
// amount left out entirely means the whole balance (the API's shorthand).
const amountInput = (value: unknown) => (typeof value === "string" ? (value.trim() === "" ? Number.NaN : Number(value.trim())) : value);

export const offlinePaymentSchema = z.object({
  amount: z
    .preprocess(amountInput, z.number({ error: "Amount must be a number" }).min(0.01, "Amount must be more than $0").max(100_000, "Amount is too large"))
    .optional(),
  reference: z.string().trim().max(200, "Reference must be at most 200 characters").default(""),
});

/** The payment as the server function takes it: cents, or nothing for the whole balance. */
export const offlinePaymentOf = ({ amount, reference }: z.output<typeof offlinePaymentSchema>) => ({
  amountCents: amount === undefined ? undefined : dollarsToCents(amount),
  reference,
});
