import { describe, expect, test } from "vitest";
import { addDays, campToday } from "../camp-dates";
import type { Deposit, Installment } from "./payment-plan-schema";
import { depositCents, paymentSchedule, splitInProportion, type ScheduleLine, type ScheduledPayment } from "./payment-schedule";

// Checked out on the camp clock's day (tests/support/test-now.ts); the summer after it.
const today = campToday();
const firstMonday = "2027-06-14";
const week = (id: number, priceCents: number, firstDay = firstMonday): ScheduleLine => ({ id, priceCents, firstDay });

const fixed = (cents: number): Deposit => ({ kind: "fixed", cents });
const percent = (hundredths: number): Deposit => ({ kind: "percent", hundredths });
const atCheckout = { kind: "checkout" } as const;
const on = (day: string) => ({ kind: "date", day }) as const;
const daysBefore = (days: number) => ({ kind: "before-first-day", days }) as const;
const part = (due: Installment["due"], hundredths: number): Installment => ({ due, amount: { kind: "percent", hundredths } });
const flat = (due: Installment["due"], cents: number): Installment => ({ due, amount: { kind: "fixed", cents } });
const rest = (due: Installment["due"]): Installment => ({ due, amount: { kind: "rest" } });

const amounts = (schedule: ScheduledPayment[]) => schedule.map((p) => p.amountCents);
const byLine = (schedule: ScheduledPayment[]) => schedule.map((p) => p.lines.map((l) => l.cents));

/** What every schedule must keep: payments split to the cent, every line paid to its price, days in order. */
function expectWhole(schedule: ScheduledPayment[], lines: ScheduleLine[], checkoutDay: string) {
  for (const payment of schedule) {
    expect(payment.lines.reduce((sum, l) => sum + l.cents, 0)).toBe(payment.amountCents);
    expect(payment.lines.every((l) => l.cents >= 0)).toBe(true);
    expect(payment.dueDay >= checkoutDay).toBe(true);
  }
  for (const [i, line] of lines.entries()) expect(schedule.reduce((sum, p) => sum + p.lines[i].cents, 0)).toBe(line.priceCents);
  expect(schedule.map((p) => p.dueDay)).toEqual(schedule.map((p) => p.dueDay).sort());
}

describe("paymentSchedule", () => {
  test("a deposit per camper-week, then thirds of the rest: the last third takes the rounding and every line sums to its price", () => {
    const lines = [week(1, 35_000), week(2, 35_000, "2027-06-21")];
    const plan = { deposit: fixed(5_000), installments: [part(on("2027-02-01"), 3_333), part(on("2027-04-01"), 3_333), rest(daysBefore(30))] };
    const schedule = paymentSchedule(plan, lines, today);
    expect(schedule.map((p) => [p.label, p.dueDay, p.amountCents])).toEqual([
      ["deposit", today, 10_000],
      [1, "2027-02-01", 19_998],
      [2, "2027-04-01", 19_998],
      // Thirty days before the cart's first camp day (the earlier week's Monday).
      [3, "2027-05-15", 20_004],
    ]);
    expect(byLine(schedule)).toEqual([
      [5_000, 5_000],
      [9_999, 9_999],
      [9_999, 9_999],
      [10_002, 10_002],
    ]);
    expectWhole(schedule, lines, today);
  });

  test("thirds of a sum that does not divide: each installment's cents go to the lines by largest remainder, and the lines still sum exactly", () => {
    const lines = [week(1, 10_000), week(2, 10_000), week(3, 10_001)];
    const plan = { deposit: percent(1_000), installments: [part(atCheckout, 3_333), part(on("2027-03-01"), 3_333), rest(on("2027-05-01"))] };
    const schedule = paymentSchedule(plan, lines, today);
    // Deposits 10% of each line (1,000.1 rounds to 1,000); the rest is 27,001.
    expect(byLine(schedule)[0]).toEqual([1_000, 1_000, 1_000]);
    expect(amounts(schedule)).toEqual([3_000, 8_999, 8_999, 9_003]);
    expect(byLine(schedule)[1]).toEqual([3_000, 2_999, 3_000]);
    expectWhole(schedule, lines, today);
  });

  test("a deposit larger than a cheap line is capped at the line's price, and that line owes nothing later", () => {
    const lines = [week(1, 35_000), week(2, 6_000)];
    const plan = { deposit: fixed(10_000), installments: [part(on("2027-03-01"), 5_000), rest(daysBefore(14))] };
    const schedule = paymentSchedule(plan, lines, today);
    expect(byLine(schedule)).toEqual([
      [10_000, 6_000],
      [12_500, 0],
      [12_500, 0],
    ]);
    expect(depositCents(fixed(10_000), 6_000)).toBe(6_000);
    expect(depositCents(percent(5_000), 0)).toBe(0);
    expectWhole(schedule, lines, today);
  });

  test("a due day already passed at checkout is due at checkout, and none is due before the one listed before it", () => {
    const checkoutDay = "2027-04-20";
    const lines = [week(1, 40_000)];
    const plan = {
      deposit: fixed(5_000),
      // February has passed; 90 days before June 14 (March 16) has too; then May 1, then 60 days before (April 15, before May 1).
      installments: [part(on("2027-02-01"), 2_000), part(daysBefore(90), 2_000), part(on("2027-05-01"), 2_000), rest(daysBefore(60))],
    };
    const schedule = paymentSchedule(plan, lines, checkoutDay);
    expect(schedule.map((p) => [p.label, p.dueDay, p.dueAtCheckout])).toEqual([
      ["deposit", checkoutDay, true],
      [1, checkoutDay, true],
      [2, checkoutDay, true],
      [3, "2027-05-01", false],
      [4, "2027-05-01", false],
    ]);
    expectWhole(schedule, lines, checkoutDay);
  });

  test("a single-line cart: a percent deposit, a fixed amount, a percent of the rest and the rest", () => {
    const lines = [week(7, 35_000)];
    const plan = { deposit: percent(2_000), installments: [flat(on("2027-01-15"), 10_000), part(on("2027-03-01"), 2_500), rest(daysBefore(30))] };
    const schedule = paymentSchedule(plan, lines, today);
    expect(schedule.map((p) => [p.label, p.dueDay, p.amountCents, p.lines])).toEqual([
      ["deposit", today, 7_000, [{ lineId: 7, cents: 7_000 }]],
      [1, "2027-01-15", 10_000, [{ lineId: 7, cents: 10_000 }]],
      [2, "2027-03-01", 7_000, [{ lineId: 7, cents: 7_000 }]],
      [3, "2027-05-15", 11_000, [{ lineId: 7, cents: 11_000 }]],
    ]);
  });

  test("a fixed amount is per camper-week and never more than is left; a payment of nothing is left out", () => {
    const one = paymentSchedule(
      { deposit: fixed(5_000), installments: [flat(on("2027-02-01"), 12_000), flat(on("2027-03-01"), 12_000), rest(on("2027-04-01"))] },
      [week(1, 20_000)],
      today,
    );
    // 15,000 left after the deposit: 12,000, then the 3,000 left, and the rest has nothing to pay.
    expect(one.map((p) => [p.label, p.amountCents])).toEqual([
      ["deposit", 5_000],
      [1, 12_000],
      [2, 3_000],
    ]);
    const three = paymentSchedule(
      { deposit: fixed(5_000), installments: [flat(on("2027-02-01"), 10_000), rest(on("2027-04-01"))] },
      [week(1, 35_000), week(2, 35_000), week(3, 20_000)],
      today,
    );
    expect(amounts(three)).toEqual([15_000, 30_000, 45_000]);
    expectWhole(three, [week(1, 35_000), week(2, 35_000), week(3, 20_000)], today);
  });

  test("percents of a rest that rounds up never take more than is left", () => {
    // A rest of 1 cent: 50% of it rounds up to the whole cent, and 49.99% then finds nothing left.
    const schedule = paymentSchedule(
      { deposit: fixed(9_999), installments: [part(atCheckout, 5_000), part(atCheckout, 4_999), rest(on("2027-01-10"))] },
      [week(1, 10_000)],
      today,
    );
    expect(schedule.map((p) => [p.label, p.amountCents])).toEqual([
      ["deposit", 9_999],
      [1, 1],
    ]);
  });

  test("a cart of nothing, or of free weeks, pays nothing on any day", () => {
    const plan = { deposit: fixed(5_000), installments: [rest(daysBefore(30))] };
    expect(paymentSchedule(plan, [], today)).toEqual([]);
    expect(paymentSchedule(plan, [week(1, 0)], today)).toEqual([]);
  });

  test("many carts: every payment splits to the cent and every line is paid exactly its price", () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n;
    for (let run = 0; run < 300; run++) {
      const lines = Array.from({ length: 1 + random(8) }, (_, i) =>
        week(i + 1, random(3) === 0 ? random(2_000) : 10_000 + random(60_000), addDays(firstMonday, 7 * random(10))),
      );
      const installments: Installment[] = Array.from({ length: random(5) }, (_, i) =>
        random(2) === 0 ? part(on(addDays(today, 30 * (i + 1))), 1 + random(3_000)) : flat(daysBefore(200 - 30 * i), 1 + random(20_000)),
      );
      installments.push(rest(daysBefore(random(40))));
      const deposit = random(2) === 0 ? fixed(1 + random(30_000)) : percent(1 + random(9_998));
      expectWhole(paymentSchedule({ deposit, installments }, lines, today), lines, today);
    }
  });
});

describe("splitInProportion", () => {
  test("cents left by the whole shares go to the largest remainders, the earlier line first on a tie", () => {
    expect(splitInProportion(1, [100, 100, 100])).toEqual([1, 0, 0]);
    expect(splitInProportion(2, [100, 100, 100])).toEqual([1, 1, 0]);
    expect(splitInProportion(10, [1, 2, 3])).toEqual([2, 3, 5]);
    expect(splitInProportion(0, [0, 0])).toEqual([0, 0]);
  });
});
