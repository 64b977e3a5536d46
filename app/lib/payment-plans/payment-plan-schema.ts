// A season's payment plans as the office sets them (docs/decisions/0069-payment-plans.md): the
// season's deposit and each plan's installments. One schema for the Settings tab's forms and
// /api/admin/payment-plans. Amounts arrive as the office types them (dollars, percents with at
// most two decimals) and leave as whole cents and hundredths of a percent, so no rule downstream
// ever rounds a float. Relative imports: the seed and scripts may read it through tsx.
import { z } from "zod";
import { calendarDay } from "../calendar-day-schema";
import { formatDollars } from "../format";
import { depositCents } from "./payment-schedule";

/** When an installment is due: at checkout, on a day of the calendar, or N days before the cart's first camp day. */
export const DUE_KINDS = ["checkout", "date", "before-first-day"] as const;
export type DueKind = (typeof DUE_KINDS)[number];

/** An installment's amount: a percent of what is left after the deposit, a fixed amount per camper-week, or (the last one only) the rest. */
export const AMOUNT_KINDS = ["percent", "fixed", "rest"] as const;
export type AmountKind = (typeof AMOUNT_KINDS)[number];

/** The deposit: a fixed amount per camper-week or a percent of each week's price. */
export const DEPOSIT_KINDS = ["fixed", "percent"] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export type Deposit = { kind: "fixed"; cents: number } | { kind: "percent"; hundredths: number };
export type Due = { kind: "checkout" } | { kind: "date"; day: string } | { kind: "before-first-day"; days: number };
export type InstallmentAmount = { kind: "percent"; hundredths: number } | { kind: "fixed"; cents: number } | { kind: "rest" };
export type Installment = { due: Due; amount: InstallmentAmount };

export const MAX_INSTALLMENTS = 12;
export const MAX_DAYS_BEFORE = 365;
/** The most a fixed amount may be per camper-week, as a week's price may be ("Create ten weeks"). */
export const MAX_FIXED_CENTS = 1_000_000;

/** "summer-2027" -> "Summer 2027": the season as the office and families read it. */
export function seasonName(season: string): string {
  const match = /^summer-(\d{4})$/.exec(season);
  return match ? `Summer ${match[1]}` : season;
}

const asText = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** A decimal with at most two places, as typed ("33.33", "250", "12.5") or as the API's number, in hundredths: cents of dollars, hundredths of a percent. */
function hundredths(label: string, min: number, max: number, range: string) {
  const message = `${label} must be ${range}`;
  return z.preprocess(
    asText,
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .regex(/^\d+(\.\d{1,2})?$/, `${label} must be a number with at most two decimals`)
      // "12.5" -> 1250 without a float: the whole part and the decimals read as text.
      .transform((text) => {
        const [whole, decimals = ""] = text.split(".");
        return Number(whole) * 100 + Number(decimals.padEnd(2, "0"));
      })
      .pipe(z.number().int().min(min, message).max(max, message)),
  );
}

const dollars = (label: string) => hundredths(label, 1, MAX_FIXED_CENTS, "from $0.01 to $10,000");
// A percent of all (100) is paying in full, or leaves nothing for the last installment.
const percent = (label: string) => hundredths(label, 1, 9_999, "more than 0% and less than 100%");

const seasonField = z
  .string({ error: "Choose a season" })
  .trim()
  .regex(/^summer-\d{4}$/, "Choose a season");

export const depositSchema = z
  .object({ season: seasonField, kind: z.enum(DEPOSIT_KINDS, { error: "The deposit is a fixed amount or a percent" }), amount: z.unknown().optional() })
  .transform((input, ctx): { season: string; deposit: Deposit } => {
    const parsed = (input.kind === "fixed" ? dollars("The deposit") : percent("The deposit")).safeParse(input.amount);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: ["amount"], message: issue.message });
      return z.NEVER;
    }
    return { season: input.season, deposit: input.kind === "fixed" ? { kind: "fixed", cents: parsed.data } : { kind: "percent", hundredths: parsed.data } };
  });
export type DepositInput = z.output<typeof depositSchema>;

/** One installment as the form and the API send it: flat fields, the amount read by its kind. */
const installmentFields = z.object({
  dueKind: z.enum(DUE_KINDS, { error: "Choose when the installment is due" }),
  dueDate: z.unknown().optional(),
  daysBefore: z.unknown().optional(),
  amountKind: z.enum(AMOUNT_KINDS, { error: "Choose a percent or a fixed amount" }),
  amount: z.unknown().optional(),
});

const daysBefore = z.preprocess(
  asText,
  z
    .string({ error: "Enter the number of days before the first camp day" })
    .trim()
    .regex(/^\d+$/, `Days before must be a whole number from 0 to ${MAX_DAYS_BEFORE}`)
    .transform(Number)
    .pipe(z.number().max(MAX_DAYS_BEFORE, `Days before must be a whole number from 0 to ${MAX_DAYS_BEFORE}`)),
);

/**
 * The form's fields `installments.0.dueKind`, `installments.1.amount`, ... folded into the list the
 * API sends, so a refusal's path (`installments.1.amount`) is the name of the field it is about.
 */
function foldInstallments(input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input) || "installments" in input) return input;
  const rest: Record<string, unknown> = {};
  const rows: Array<Record<string, unknown>> = [];
  for (const [name, value] of Object.entries(input)) {
    const match = /^installments\.(\d{1,2})\.(\w+)$/.exec(name);
    if (match) (rows[Number(match[1])] ??= {})[match[2]] = value;
    else rest[name] = value;
  }
  return { ...rest, installments: rows.filter(Boolean) };
}

type ReadInstallment = { installment?: Installment; issues: Array<{ field: string; message: string }> };

function readInstallment(row: z.output<typeof installmentFields>): ReadInstallment {
  const issues: ReadInstallment["issues"] = [];
  const read = <T>(field: string, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    issues.push({ field, message: parsed.error.issues[0]?.message ?? "Invalid" });
    return undefined;
  };
  let due: Due | undefined = { kind: "checkout" };
  if (row.dueKind === "date") {
    const day = read("dueDate", calendarDay("Enter the day it is due"), row.dueDate);
    due = day === undefined ? undefined : { kind: "date", day };
  } else if (row.dueKind === "before-first-day") {
    const days = read("daysBefore", daysBefore, row.daysBefore);
    due = days === undefined ? undefined : { kind: "before-first-day", days };
  }
  let amount: InstallmentAmount | undefined = { kind: "rest" };
  if (row.amountKind === "percent") {
    const value = read("amount", percent("The percent"), row.amount);
    amount = value === undefined ? undefined : { kind: "percent", hundredths: value };
  } else if (row.amountKind === "fixed") {
    const value = read("amount", dollars("The amount"), row.amount);
    amount = value === undefined ? undefined : { kind: "fixed", cents: value };
  }
  return { installment: due && amount ? { due, amount } : undefined, issues };
}

const dueOrder = (due: Due) => (due.kind === "checkout" ? 0 : 1);

/** The plan's rules across its installments: one message each, on the installment it is about. */
function planIssues(installments: Installment[]): Array<{ path: Array<string | number>; message: string }> {
  const issues: Array<{ path: Array<string | number>; message: string }> = [];
  const last = installments.length - 1;
  installments.forEach((installment, i) => {
    if (i === last && installment.amount.kind !== "rest")
      issues.push({ path: ["installments", i, "amountKind"], message: "The last installment takes what is left: it has no amount of its own" });
    if (i < last && installment.amount.kind === "rest")
      issues.push({ path: ["installments", i, "amountKind"], message: "Only the last installment takes what is left" });
    const before = installments[i - 1];
    if (before && dueOrder(installment.due) < dueOrder(before.due))
      issues.push({ path: ["installments", i, "dueKind"], message: "Installments due at checkout come first" });
    const lastDate = installments
      .slice(0, i)
      .map((earlier) => (earlier.due.kind === "date" ? earlier.due.day : ""))
      .reduce((a, b) => (a > b ? a : b), "");
    if (installment.due.kind === "date" && installment.due.day <= lastDate)
      issues.push({ path: ["installments", i, "dueDate"], message: `Installment ${i + 1} must be due after the one before it` });
  });
  const percents = installments.reduce((sum, { amount }) => sum + (amount.kind === "percent" ? amount.hundredths : 0), 0);
  if (percents >= 10_000)
    issues.push({
      path: ["installments"],
      message: `The percents add up to ${percents / 100}%: together they must be less than 100%, so the last installment has something left to pay`,
    });
  return issues;
}

export const paymentPlanSchema = z.preprocess(
  foldInstallments,
  z
    .object({
      season: seasonField,
      name: z.string({ error: "Name the plan" }).trim().min(1, "Name the plan").max(80, "A plan's name is at most 80 characters"),
      installments: z
        .array(installmentFields, { error: "A plan needs at least one installment" })
        .min(1, "A plan needs at least one installment")
        .max(MAX_INSTALLMENTS, `A plan has at most ${MAX_INSTALLMENTS} installments`),
    })
    .transform((input, ctx) => {
      const read = input.installments.map(readInstallment);
      read.forEach(({ issues }, i) => {
        for (const { field, message } of issues) ctx.addIssue({ code: "custom", path: ["installments", i, field], message });
      });
      if (read.some((r) => !r.installment)) return z.NEVER;
      const installments = read.map((r) => r.installment!);
      const issues = planIssues(installments);
      for (const issue of issues) ctx.addIssue({ code: "custom", ...issue });
      if (issues.length > 0) return z.NEVER;
      return { season: input.season, name: input.name, installments };
    }),
);
export type PaymentPlanInput = z.output<typeof paymentPlanSchema>;

/** Installments as stored (the JSON the schema above made), read back whole or refused. */
export const storedInstallmentsSchema = z
  .array(
    z.object({
      due: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("checkout") }),
        z.object({ kind: z.literal("date"), day: z.string() }),
        z.object({ kind: z.literal("before-first-day"), days: z.number().int().min(0) }),
      ]),
      amount: z.discriminatedUnion("kind", [
        z.object({ kind: z.literal("percent"), hundredths: z.number().int().min(1) }),
        z.object({ kind: z.literal("fixed"), cents: z.number().int().min(1) }),
        z.object({ kind: z.literal("rest") }),
      ]),
    }),
  )
  .min(1);

/**
 * Why a deposit and a plan's installments cannot work for a week at `weekCents` (the season's
 * lowest week price), or null. The schedule caps every amount anyway (a discounted week may cost
 * less); this catches what the office surely did not mean: a deposit that is a whole week, or
 * fixed amounts that leave the last installment nothing.
 */
export function termsProblem(deposit: Deposit, installments: Installment[], weekCents: number): string | null {
  if (deposit.kind === "fixed" && deposit.cents >= weekCents)
    return `A deposit of ${formatDollars(deposit.cents)} is a whole week at the season's lowest price (${formatDollars(weekCents)}): that is paying in full`;
  const depositPart = depositCents(deposit, weekCents);
  const fixed = installments.reduce((sum, { amount }) => sum + (amount.kind === "fixed" ? amount.cents : 0), 0);
  if (fixed > 0 && depositPart + fixed >= weekCents)
    return `The deposit and the fixed amounts come to ${formatDollars(depositPart + fixed)} a week, as much as the season's lowest week price (${formatDollars(weekCents)}): the last installment would have nothing left to pay`;
  return null;
}
