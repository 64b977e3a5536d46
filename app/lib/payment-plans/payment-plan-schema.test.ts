import { describe, expect, test } from "vitest";
import { depositSchema, paymentPlanSchema, seasonName, termsProblem } from "./payment-plan-schema";

const messages = (input: unknown) => {
  const parsed = paymentPlanSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};
const plan = (installments: unknown[]) => ({ season: "summer-2027", name: "Three payments", installments });
const rest = { dueKind: "before-first-day", daysBefore: 30, amountKind: "rest" };

describe("paymentPlanSchema", () => {
  test("the form's flat fields and the API's list read the same: percents and dollars to whole hundredths and cents", () => {
    const form = {
      season: "summer-2027",
      name: " Deposit, then thirds ",
      "installments.0.dueKind": "date",
      "installments.0.dueDate": "2027-02-01",
      "installments.0.amountKind": "percent",
      "installments.0.amount": "33.33",
      "installments.1.dueKind": "checkout",
      "installments.1.amountKind": "fixed",
      "installments.1.amount": "12.5",
      "installments.2.dueKind": "before-first-day",
      "installments.2.daysBefore": "30",
      "installments.2.amountKind": "rest",
    };
    // Checkout after a date is refused (below); here the checkout installment comes first.
    const ordered = { ...form, "installments.0.dueKind": "checkout", "installments.1.dueKind": "date", "installments.1.dueDate": "2027-02-01" };
    expect(paymentPlanSchema.parse(ordered)).toEqual({
      season: "summer-2027",
      name: "Deposit, then thirds",
      installments: [
        { due: { kind: "checkout" }, amount: { kind: "percent", hundredths: 3_333 } },
        { due: { kind: "date", day: "2027-02-01" }, amount: { kind: "fixed", cents: 1_250 } },
        { due: { kind: "before-first-day", days: 30 }, amount: { kind: "rest" } },
      ],
    });
    const api = plan([
      { dueKind: "checkout", amountKind: "percent", amount: 33.33 },
      { dueKind: "date", dueDate: "2027-02-01", amountKind: "fixed", amount: 12.5 },
      rest,
    ]);
    expect(paymentPlanSchema.parse(api)).toEqual({ ...paymentPlanSchema.parse(ordered), name: "Three payments" });
  });

  test("refusals name the field they are about", () => {
    expect(messages(plan([]))).toEqual({ installments: "A plan needs at least one installment" });
    expect(messages({ season: "summer-2027", name: "None" })).toEqual({ installments: "A plan needs at least one installment" });
    expect(
      messages(
        plan([
          { dueKind: "checkout", amountKind: "percent", amount: "60" },
          { dueKind: "date", dueDate: "2027-03-01", amountKind: "percent", amount: "45" },
          rest,
        ]),
      ),
    ).toEqual({
      installments: "The percents add up to 105%: together they must be less than 100%, so the last installment has something left to pay",
    });
    expect(
      messages(plan([{ dueKind: "checkout", amountKind: "percent", amount: "50" }, { dueKind: "checkout", amountKind: "percent", amount: "50" }, rest]))
        .installments,
    ).toContain("add up to 100%");
    expect(messages(plan([{ dueKind: "checkout", amountKind: "fixed", amount: "100" }]))).toEqual({
      "installments.0.amountKind": "The last installment takes what is left: it has no amount of its own",
    });
    expect(messages(plan([{ dueKind: "checkout", amountKind: "rest" }, rest]))).toEqual({
      "installments.0.amountKind": "Only the last installment takes what is left",
    });
    expect(
      messages(
        plan([
          { dueKind: "date", dueDate: "2027-03-01", amountKind: "percent", amount: "20" },
          { dueKind: "checkout", amountKind: "rest" },
        ]),
      ),
    ).toEqual({
      "installments.1.dueKind": "Installments due at checkout come first",
    });
    expect(
      messages(
        plan([
          { dueKind: "date", dueDate: "2027-03-01", amountKind: "percent", amount: "20" },
          { dueKind: "date", dueDate: "2027-03-01", amountKind: "rest" },
        ]),
      ),
    ).toEqual({ "installments.1.dueDate": "Installment 2 must be due after the one before it" });
    expect(messages(plan([{ dueKind: "checkout", amountKind: "fixed", amount: "10000.01" }, rest]))).toEqual({
      "installments.0.amount": "The amount must be from $0.01 to $10,000",
    });
    expect(messages(plan([{ dueKind: "checkout", amountKind: "percent", amount: "12.345" }, rest]))).toEqual({
      "installments.0.amount": "The percent must be a number with at most two decimals",
    });
    expect(messages(plan([{ dueKind: "date", dueDate: "2027-02-30", amountKind: "rest" }]))).toEqual({ "installments.0.dueDate": "Enter the day it is due" });
    expect(messages(plan([{ dueKind: "before-first-day", daysBefore: "400", amountKind: "rest" }]))).toEqual({
      "installments.0.daysBefore": "Days before must be a whole number from 0 to 365",
    });
    expect(messages({ ...plan([rest]), name: " " })).toEqual({ name: "Name the plan" });
    expect(messages({ ...plan([rest]), season: "winter" })).toEqual({ season: "Choose a season" });
  });
});

describe("depositSchema", () => {
  test("a fixed amount in dollars or a percent under 100", () => {
    expect(depositSchema.parse({ season: "summer-2027", kind: "fixed", amount: "75" })).toEqual({
      season: "summer-2027",
      deposit: { kind: "fixed", cents: 7_500 },
    });
    expect(depositSchema.parse({ season: "summer-2027", kind: "percent", amount: 12.5 })).toEqual({
      season: "summer-2027",
      deposit: { kind: "percent", hundredths: 1_250 },
    });
    const refused = (input: unknown) => depositSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(refused({ season: "summer-2027", kind: "percent", amount: "100" })).toEqual([["amount", "The deposit must be more than 0% and less than 100%"]]);
    expect(refused({ season: "summer-2027", kind: "fixed", amount: "0" })).toEqual([["amount", "The deposit must be from $0.01 to $10,000"]]);
    expect(refused({ season: "summer-2027", kind: "fixed" })).toEqual([["amount", "The deposit is required"]]);
    expect(refused({ season: "summer-2027", kind: "half", amount: "5" })).toEqual([["kind", "The deposit is a fixed amount or a percent"]]);
  });

  test("terms that cannot work for a week at the season's lowest price are named, and the season too", () => {
    const last = { due: { kind: "checkout" }, amount: { kind: "rest" } } as const;
    const monthly = { due: { kind: "date", day: "2027-02-01" }, amount: { kind: "fixed", cents: 20_000 } } as const;
    expect(termsProblem({ kind: "fixed", cents: 30_000 }, [last], 30_000)).toBe(
      "A deposit of $300 is a whole week at the season's lowest price ($300): that is paying in full",
    );
    expect(termsProblem({ kind: "fixed", cents: 10_000 }, [monthly, last], 30_000)).toBe(
      "The deposit and the fixed amounts come to $300 a week, as much as the season's lowest week price ($300): the last installment would have nothing left to pay",
    );
    expect(termsProblem({ kind: "percent", hundredths: 2_000 }, [monthly, last], 30_000)).toBeNull();
    expect(termsProblem({ kind: "percent", hundredths: 5_000 }, [monthly, last], 30_000)).toContain("come to $350 a week");
    expect(seasonName("summer-2027")).toBe("Summer 2027");
  });
});
