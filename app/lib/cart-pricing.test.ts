import { describe, expect, test } from "vitest";
import { cartChargeCents, earlyBirdApplies, priceCart, type DiscountSettings } from "./cart-pricing";

const week = { pricePerWeekCents: 45000, careAddOnCents: 7500 };
const none: DiscountSettings = { siblingDiscountPercent: 0, earlyBirdPercent: 0, earlyBirdUntil: null };
const line = (camperId: number, care: { beforeCare?: boolean; afterCare?: boolean } = {}) => ({
  camperId,
  beforeCare: care.beforeCare ?? false,
  afterCare: care.afterCare ?? false,
  price: week,
});

describe("priceCart", () => {
  test("without discounts every line is the week price plus the care chosen", () => {
    const priced = priceCart([line(1, { beforeCare: true }), line(1, { beforeCare: true, afterCare: true }), line(2)], none, "2027-01-20");
    expect(priced.map((p) => p.totalCents)).toEqual([52500, 60000, 45000]);
    expect(priced[1]).toMatchObject({ dayPriceCents: 45000, beforeCareCents: 7500, afterCareCents: 7500, discountCents: 0, earlyBird: false });
  });

  test("the sibling discount comes off the week price of every child after the first, never off care", () => {
    const settings = { ...none, siblingDiscountPercent: 10 };
    const priced = priceCart([line(7), line(7), line(9, { afterCare: true }), line(9), line(12)], settings, "2027-01-20");
    expect(priced.map((p) => p.discountCents)).toEqual([0, 0, 4500, 4500, 4500]);
    expect(priced[2]).toMatchObject({ afterCareCents: 7500, totalCents: 45000 - 4500 + 7500 });
  });

  test("a child only on the waitlist is nobody's sibling: the first child with a seat pays full price", () => {
    const settings = { ...none, siblingDiscountPercent: 10 };
    const madeUp = { ...line(5), seated: false };
    expect(priceCart([madeUp, { ...line(6), seated: true }, { ...line(6), seated: true }], settings, "2027-01-20").map((p) => p.discountCents)).toEqual([
      4500, 0, 0,
    ]);
    expect(priceCart([madeUp, { ...line(6), seated: false }], settings, "2027-01-20").map((p) => p.discountCents)).toEqual([0, 0]);
  });

  test("the first child is whoever appears first in the cart, even if their lines come later", () => {
    const priced = priceCart([line(3), line(2), line(3)], { ...none, siblingDiscountPercent: 50 }, "2027-01-20");
    expect(priced.map((p) => p.discountCents)).toEqual([0, 22500, 0]);
  });

  test("the early-bird price applies up to and including its last day, and the sibling discount is taken from it", () => {
    const settings = { siblingDiscountPercent: 10, earlyBirdPercent: 20, earlyBirdUntil: "2027-02-28" };
    const [first, sibling] = priceCart([line(1), line(2)], settings, "2027-02-28");
    expect(first).toMatchObject({ dayPriceCents: 36000, discountCents: 0, earlyBird: true, totalCents: 36000 });
    expect(sibling).toMatchObject({ dayPriceCents: 36000, discountCents: 3600, totalCents: 32400 });
    const [late] = priceCart([line(1)], settings, "2027-03-01");
    expect(late).toMatchObject({ dayPriceCents: 45000, earlyBird: false });
  });

  test("amounts stay whole cents", () => {
    const odd = { pricePerWeekCents: 33333, careAddOnCents: 0 };
    const [a, b] = priceCart(
      [
        { camperId: 1, beforeCare: false, afterCare: false, price: odd },
        { camperId: 2, beforeCare: false, afterCare: false, price: odd },
      ],
      { siblingDiscountPercent: 15, earlyBirdPercent: 7, earlyBirdUntil: "2030-01-01" },
      "2027-01-01",
    );
    for (const p of [a, b]) {
      for (const cents of [p.dayPriceCents, p.discountCents, p.totalCents]) expect(Number.isInteger(cents)).toBe(true);
    }
    expect(a.dayPriceCents).toBe(33333 - 2333);
    expect(b.discountCents).toBe(Math.round((31000 * 15) / 100));
  });

  test("an empty cart costs nothing", () => {
    expect(priceCart([], none, "2027-01-01")).toEqual([]);
  });
});

test("earlyBirdApplies needs both a percent and a last day", () => {
  expect(earlyBirdApplies({ ...none, earlyBirdUntil: "2030-01-01" }, "2027-01-01")).toBe(false);
  expect(earlyBirdApplies({ ...none, earlyBirdPercent: 10 }, "2027-01-01")).toBe(false);
});

test("cartChargeCents charges only the lines that hold a seat", () => {
  expect(
    cartChargeCents([
      { totalCents: 45000, charged: true },
      { totalCents: 52500, charged: false },
      { totalCents: 40500, charged: true },
    ]),
  ).toBe(85500);
});
