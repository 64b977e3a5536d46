// The emergency sheet says when it was printed on the camp's clock: a tablet set to another time
// zone (a counselor back from a trip, a loaner from elsewhere) must not stamp the sheet with its own.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { EmergencySheetPrint } from "./print-views";

const deviceZone = process.env.TZ;
beforeEach(() => {
  process.env.TZ = "Asia/Tokyo";
  vi.useFakeTimers({ now: Date.parse("2026-07-06T13:05:00Z") }); // 9:05 AM in Arlington, 10:05 PM in Tokyo
});
afterEach(() => {
  vi.useRealTimers();
  if (deviceZone === undefined) delete process.env.TZ;
  else process.env.TZ = deviceZone;
});

test("the emergency sheet is stamped with the camp's time, whatever the device's time zone", () => {
  const session = { title: "Summer Week 1", date: "2026-07-06", location: "UUCA", dailyPrize: "" };
  const html = renderToStaticMarkup(createElement(EmergencySheetPrint, { session, rows: [] }));
  expect(html).toContain("printed 9:05 AM");
  expect(html).not.toContain("10:05 PM");
});
