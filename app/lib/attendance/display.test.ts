import { expect, test } from "vitest";
import { countCampers, formatAgesInNotes, lastNameOf } from "./display";

test.each([
  ["Age 8:4, pickup at 3:30", "Age 8y 4m, pickup at 3:30"],
  ["Grade: 3, Age: 9:11", "Grade: 3, Age: 9y 11m"],
  ["age: 10:0", "age: 10y 0m"],
  ["8:4", "8y 4m"],
  ["12:11", "12y 11m"],
  ["3:30", "3:30"],
  ["pickup at 3:30", "pickup at 3:30"],
  ["Age 8:14", "Age 8:14"],
  ["", ""],
])("formatAgesInNotes(%j) is %j", (notes, shown) => {
  expect(formatAgesInNotes(notes)).toBe(shown);
});

test("lastNameOf takes the last word", () => {
  expect(lastNameOf("Maya Rivera")).toBe("Rivera");
  expect(lastNameOf(" Ana Sofia De-Cruz ")).toBe("De-Cruz");
  expect(lastNameOf("Cher")).toBe("Cher");
});

test("counts campers in words: '1 camper', '2 campers'", () => {
  expect([0, 1, 2].map(countCampers)).toEqual(["0 campers", "1 camper", "2 campers"]);
});
