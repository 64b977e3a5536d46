import { expect, test } from "vitest";
import { isCalendarDay } from "./calendar-day";
import { calendarDay } from "./calendar-day-schema";
import { parseCampDateTimeInput } from "./format";

test("real calendar days pass, leap days only in leap years", () => {
  for (const day of ["2030-01-01", "2030-12-31", "2028-02-29", "2000-02-29", "2018-04-30"]) expect(isCalendarDay(day), day).toBe(true);
});

test("made-up days, impossible months and other shapes are refused", () => {
  for (const day of [
    "2030-99-99",
    "2030-02-31",
    "2030-02-29",
    "1900-02-29",
    "2030-04-31",
    "2030-13-01",
    "2030-00-10",
    "2030-01-00",
    "0001-01-01",
    "2030-1-1",
    "2030-01-01T00:00",
    "",
    "tomorrow",
  ]) {
    expect(isCalendarDay(day), day).toBe(false);
  }
});

test("the schema answers with the field's own message", () => {
  const schema = calendarDay("Start date is required");
  expect(schema.safeParse(" 2030-06-01 ").data).toBe("2030-06-01");
  expect(schema.safeParse("2030-99-99").error?.issues[0]?.message).toBe("Start date is required");
  expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe("Start date is required");
});

test("a registration window's date and time must fall on a real day", () => {
  expect(parseCampDateTimeInput("2030-02-28T10:00")).not.toBeNull();
  expect(parseCampDateTimeInput("2030-02-31T10:00")).toBeNull();
  expect(parseCampDateTimeInput("2030-99-99T10:00")).toBeNull();
});
