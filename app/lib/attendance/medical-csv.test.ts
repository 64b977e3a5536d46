import { expect, test } from "vitest";
import { camperNamesMatch, matchMedicalUpdates, medicalImportMessage, medicalNameToCamperName, parseMedicalCsv } from "./medical-csv";

const nurseExport = [
  "Camp Sarraka Medical Report,,,,,,",
  "Printed 12/20,,,,,,",
  "Session,Camper,Grade,Site,Type,Item,Details",
  'Dec 23,"Rivera, Maya",2,UUCA,Allergy,Peanuts,Epi-pen in backpack',
  'Dec 23,"Rivera, Maya",2,UUCA,Medication,Inhaler,12pm daily',
  'Dec 23,"Park, Leo",3,UUCA,Dietary Restriction,Gluten free,',
  'Dec 23,"Chen, Ava",5,UUCA,Medication,Ritalin,"with lunch, 11:30"',
  "Total: 4 rows,,,,,,",
].join("\r\n");

test("finds the header within the first 10 rows and sorts rows into allergies and medications", () => {
  const result = parseMedicalCsv(nurseExport);
  expect(result).toEqual({
    ok: true,
    skippedRows: 1,
    updates: [
      { camperName: "Maya Rivera", allergies: "Peanuts: Epi-pen in backpack", medications: "Inhaler: 12pm daily" },
      { camperName: "Leo Park", allergies: "Gluten free", medications: "" },
      { camperName: "Ava Chen", allergies: "", medications: "Ritalin: with lunch, 11:30" },
    ],
  });
});

test("a row split by a line break refuses the whole file and names its rows", () => {
  const split = nurseExport.replace("Allergy,Peanuts,Epi-pen in backpack", "Allergy,Pea\nnuts,Epi-pen in backpack");
  expect(parseMedicalCsv(split)).toEqual({
    ok: false,
    message: "Failed to import medical data",
    rejected: [
      { row: 4, reason: "has 6 fields where the header has 7; a cell with a line break or a comma needs quotes" },
      { row: 5, reason: "has 2 fields where the header has 7; a cell with a line break or a comma needs quotes" },
    ],
  });
});

test("CRLF and LF line ends mixed in one file read as the same rows", () => {
  const mixed = nurseExport
    .split("\r\n")
    .map((line, i) => line + (i % 2 ? "\n" : "\r\n"))
    .join("");
  expect(parseMedicalCsv(mixed)).toEqual(parseMedicalCsv(nurseExport));
});

test("a header cell equal to 'camper' works as well as one containing it", () => {
  const result = parseMedicalCsv('x,camper,y,z,type,item,detail\n1,"Park, Leo",,,allergy,Eggs,\n');
  expect(result.ok && result.updates).toEqual([{ camperName: "Leo Park", allergies: "Eggs", medications: "" }]);
});

test("no camper header in the first 10 rows: 'Could not find camper data in CSV'", () => {
  const rows = Array.from({ length: 10 }, (_, i) => `row ${i},a,b,c,d`).concat(["x,Camper,a,b,c"]);
  expect(parseMedicalCsv(rows.join("\n"))).toEqual({ ok: false, message: "Could not find camper data in CSV" });
  expect(parseMedicalCsv("name,allergies\nMaya,peanuts")).toEqual({ ok: false, message: "Could not find camper data in CSV" });
});

test("medicalNameToCamperName turns 'Last, First' around", () => {
  expect(medicalNameToCamperName("Rivera, Maya")).toBe("Maya Rivera");
  expect(medicalNameToCamperName("Maya Rivera")).toBe("Maya Rivera");
});

test.each([
  ["Maya Rivera", "Maya Rivera", true],
  ["maya rivera", "Maya  Rivera", true],
  ["Maya Rivera", "Maya Sofia Rivera", true],
  ["Ana De La Cruz", "Ana Sofia De La Cruz", true],
  ["Maya Rivera", "Maya Rivers", false],
  ["Maya Rivera", "Mia Rivera", false],
  ["Maya", "Maya Rivera", false],
  ["", "Maya Rivera", false],
])("camperNamesMatch(%j, %j) is %s", (csv, roster, expected) => {
  expect(camperNamesMatch(csv, roster)).toBe(expected);
});

test("matchMedicalUpdates pairs updates with roster entries and lists the names it could not place", () => {
  const roster = [
    { id: 1, camperName: "Maya Rivera" },
    { id: 2, camperName: "Leo Park" },
  ];
  const updates = [
    { camperName: "Maya Rivera", allergies: "Peanuts", medications: "" },
    { camperName: "Zoe Quinn", allergies: "Eggs", medications: "" },
  ];
  const { matches, unmatchedNames } = matchMedicalUpdates(updates, roster);
  expect(matches.map((m) => m.entry.id)).toEqual([1]);
  expect(unmatchedNames).toEqual(["Zoe Quinn"]);
});

test("the import message follows the spec", () => {
  expect(medicalImportMessage(0, 3)).toBe("No matching campers found");
  expect(medicalImportMessage(2, 1)).toBe("Matched 2 campers");
  expect(medicalImportMessage(1, 1)).toBe("Matched 1 camper");
  expect(medicalImportMessage(3, 0)).toBe("Medical data imported successfully");
});

test("matchMedicalUpdates agrees with camperNamesMatch on every pair", () => {
  const names = ["Maya Rivera", "Maya Sofia Rivera", "Mia Rivera", "Leo Park", "leo  PARK", "Ana De La Cruz", "Ana Sofia De La Cruz", "Maya", ""];
  const roster = names.map((camperName, id) => ({ id, camperName }));
  for (const csvName of names) {
    const { matches } = matchMedicalUpdates([{ camperName: csvName, allergies: "", medications: "" }], roster);
    expect(matches.map((m) => m.entry.id)).toEqual(roster.filter((r) => camperNamesMatch(csvName, r.camperName)).map((r) => r.id));
  }
});
