import { expect, test } from "vitest";
import { campTimeToInstant } from "../camp-dates";
import { refusedChangeText } from "./refused-change";

const nineFive = campTimeToInstant("2026-11-28", "09:05");

test("a refused change says which child, what change, when it was made and why, without the batch's numbering", () => {
  expect(
    refusedChangeText({ kind: "checkIn", at: nineFive, who: "Sam Lee", message: "Change 3: Camper not found: the camper was removed from the roster" }),
  ).toBe("Checked in: Sam Lee, made at 9:05 AM on this device, was not saved. Camper not found: the camper was removed from the roster.");
  expect(refusedChangeText({ kind: "checkOut", at: nineFive, who: "Sam Lee", message: "" })).toBe(
    "Checked out: Sam Lee, made at 9:05 AM on this device, was not saved. The server did not say why.",
  );
});
