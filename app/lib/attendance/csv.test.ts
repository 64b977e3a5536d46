import { describe, expect, test } from "vitest";
import { describeInvalidCsv, INVALID_CSV, InvalidCsvError, readCsvRecords, readCsvRows } from "./csv";
import { describeRejectedRows, normalizeGroupName, parseAgeMonths, parseCabinName, parseGroupHeader, parseRosterCsv } from "./roster-csv";

describe("readCsvRows", () => {
  test("reads UTF-8 with a byte-order mark and CRLF line ends", () => {
    expect(readCsvRows("\uFEFFname,notes\r\nMaya Rivera,hi\r\n")).toEqual([
      ["name", "notes"],
      ["Maya Rivera", "hi"],
    ]);
  });
  test("keeps quoted commas and newlines inside one cell", () => {
    expect(readCsvRows('name,notes\n"Rivera, Maya","line one\nline two"\n')).toEqual([
      ["name", "notes"],
      ["Rivera, Maya", "line one\nline two"],
    ]);
  });
  test("reads a file whose line ends mix CRLF and LF", () => {
    expect(readCsvRows("name,notes\r\nMaya Rivera,hi\nLeo Park,yo\r\nAva Chen,ok\n")).toEqual([
      ["name", "notes"],
      ["Maya Rivera", "hi"],
      ["Leo Park", "yo"],
      ["Ava Chen", "ok"],
    ]);
    expect(readCsvRows("name,notes\nMaya Rivera,hi\r\nLeo Park,yo\n")).toEqual([
      ["name", "notes"],
      ["Maya Rivera", "hi"],
      ["Leo Park", "yo"],
    ]);
  });
  test("numbers rows as the spreadsheet does: blank rows count, a quoted line break does not", () => {
    expect(readCsvRecords('name,notes\n\n"Rivera, Maya","line one\nline two"\nLeo,x\n')).toEqual([
      { row: 1, cells: ["name", "notes"] },
      { row: 3, cells: ["Rivera, Maya", "line one\nline two"] },
      { row: 4, cells: ["Leo", "x"] },
    ]);
  });
  test("an unclosed quote names the row it opens in", () => {
    let error: unknown;
    try {
      readCsvRows('name,notes\nLeo Park,hi\n\nMaya Rivera,"pickup at 3\nAva Chen,ok\n');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidCsvError);
    expect(describeInvalidCsv(error as InvalidCsvError)).toBe("Row 4: a quote opened in this row is never closed");
  });
  test("drops blank rows and trims cells", () => {
    expect(readCsvRows("name\n\n  Leo  \n,,\n")).toEqual([["name"], ["Leo"]]);
  });
  test.each([
    ["a binary file", "PK\u0003\u0004\u0000\u0000xl/workbook.xml"],
    ["JSON", '[{"name":"Maya"}]'],
    ["HTML", "<html><body>roster</body></html>"],
    ["an unterminated quote", 'name\n"Maya Rivera,notes\n'],
    ["text decoded from a non-UTF-8 file", "name\nJos\uFFFD Ortiz"],
  ])("refuses %s with 'Invalid CSV format'", (_what, text) => {
    expect(() => readCsvRows(text)).toThrow(INVALID_CSV);
  });
});

describe("parseRosterCsv, simple columns", () => {
  test("reads every spec column case-insensitively", () => {
    const csv =
      "Camper_Name,NICKNAME,Group_Name,Allergies,Medications,After_Care,Parent_Phone,Notes\nMaya Rivera,May,Sea Otters,Peanuts,Inhaler at 12pm,true,703-555-0101,Age: 8:4\n";
    const { campers, rejected, format } = parseRosterCsv(csv);
    expect(format).toBe("simple");
    expect(rejected).toEqual([]);
    expect(campers).toEqual([
      {
        camperName: "Maya Rivera",
        nickname: "May",
        groupName: "Sea Otters",
        allergies: "Peanuts",
        medications: "Inhaler at 12pm",
        afterCare: true,
        parentPhone: "703-555-0101",
        notes: "Age: 8:4",
        site: null,
        ageMonths: null,
      },
    ]);
  });
  test("after_care is true only for 'true' or '1'", () => {
    const { campers } = parseRosterCsv("name,after_care\nA One,1\nB Two,TRUE\nC Three,yes\nD Four,0\n");
    expect(campers.map((c) => c.afterCare)).toEqual([true, true, false, false]);
  });
  test("accepts 'name' and 'group' as column names and skips rows without a name", () => {
    const { campers } = parseRosterCsv("group,name\nBull Sharks,Leo Park\nSea Otters,\n,Ava Chen\n");
    expect(campers.map((c) => [c.camperName, c.groupName])).toEqual([
      ["Leo Park", "Bull Sharks"],
      ["Ava Chen", ""],
    ]);
  });
  test("rejects a row with an over-long name and says which row", () => {
    const { campers, rejected } = parseRosterCsv(`name\nLeo Park\n${"x".repeat(121)}\n`);
    expect(campers).toHaveLength(1);
    expect(rejected).toEqual([{ row: 3, reason: "Name is longer than 120 characters" }]);
    expect(describeRejectedRows(rejected)).toBe("Row 3: Name is longer than 120 characters");
  });
  test("a row split by a line break refuses the whole file, naming both halves", () => {
    const csv = "name,nickname,group,allergies,medications\nAva Chen,,Sea Otters,,\nBruno Baker,,Sea Ot\nters,Peanuts,\nLeo Park,,Bull Sharks,,\n";
    const { rejected } = parseRosterCsv(csv);
    expect(rejected).toEqual([
      { row: 3, reason: "has 3 fields where the header has 5; a cell with a line break or a comma needs quotes" },
      { row: 4, reason: "has 3 fields where the header has 5; a cell with a line break or a comma needs quotes" },
    ]);
    expect(describeRejectedRows(rejected)).toContain("Row 3: has 3 fields where the header has 5");
  });
  test("a comma outside quotes (one field too many) is refused; empty padding past the last column is not", () => {
    expect(parseRosterCsv("name,group\nRivera, Maya,Sea Otters\n").rejected).toEqual([
      { row: 2, reason: "has 3 fields where the header has 2; a cell with a line break or a comma needs quotes" },
    ]);
    expect(parseRosterCsv("name,group,\nLeo Park,Bull Sharks,,,\n")).toMatchObject({
      rejected: [],
      campers: [{ camperName: "Leo Park", groupName: "Bull Sharks" }],
    });
  });
  test("an empty file has no campers", () => {
    expect(parseRosterCsv("").campers).toEqual([]);
    expect(parseRosterCsv("name,group\n").campers).toEqual([]);
  });
});

describe("parseRosterCsv, cabin list", () => {
  const cabinList = [
    "Winter Break Day - December 23,,,",
    ",Name,Grade,Age",
    'CIT,"Nguyen, Thomas (Tom)",9,14',
    "Beluga Whales (FLC),,,",
    '1,"Rivera, Maya (May)",K,5:10',
    '2,"Okafor, Ada",1,6',
    "Bull Sharks,,,",
    '1.,"Park, Leo",3,8:7',
    "Sea Otters,,,",
    '1,"Chen, Ava (Avi)",5,10:2',
    "Total: 5,,,",
  ].join("\r\n");

  test("turns 'Last, First (nickname)' into 'First Last' with the nickname", () => {
    const { campers, format } = parseRosterCsv(cabinList);
    expect(format).toBe("cabin-list");
    expect(campers.map((c) => [c.camperName, c.nickname])).toEqual([
      ["Thomas Nguyen", "Tom"],
      ["Maya Rivera", "May"],
      ["Ada Okafor", ""],
      ["Leo Park", ""],
      ["Ava Chen", "Avi"],
    ]);
  });
  test("puts grade and age into notes as 'Grade: X, Age: Y'", () => {
    const { campers } = parseRosterCsv(cabinList);
    expect(campers[1].notes).toBe("Grade: K, Age: 5:10");
    expect(campers[1].ageMonths).toBe(70);
  });
  test("follows group headers and their site; CIT rows are CITs", () => {
    const { campers } = parseRosterCsv(cabinList);
    expect(campers.map((c) => [c.groupName, c.site])).toEqual([
      ["CITs", null],
      ["Beluga Whales", "FLC"],
      ["Beluga Whales", "FLC"],
      ["Bull Sharks", null],
      ["Sea Otters", null],
    ]);
  });
  test("uses the usual grade and age positions when there is no header row", () => {
    const { campers } = parseRosterCsv('Sea Otters\n1,"Chen, Ava",5,11\n');
    expect(campers[0]).toMatchObject({ camperName: "Ava Chen", notes: "Grade: 5, Age: 11", ageMonths: 132 });
  });
  test("a camper row split by a line break is refused with its row number", () => {
    const split = cabinList.replace('1.,"Park, Leo",3,8:7', '1.,"Park, Leo",3\r\n,8:7');
    expect(parseRosterCsv(split).rejected).toEqual([
      { row: 8, reason: "has 3 fields where the header has 4; a cell with a line break or a comma needs quotes" },
    ]);
  });
  test("rejects a numbered row whose name is not 'Last, First'", () => {
    const { rejected } = parseRosterCsv('Sea Otters\n1,"Ava Chen",5,11\n');
    expect(rejected).toEqual([{ row: 2, reason: "Name \"Ava Chen\" is not in the form 'Last, First (nickname)'" }]);
  });
});

describe("cabin-list pieces", () => {
  test.each([
    ["Rivera, Maya (May)", { camperName: "Maya Rivera", nickname: "May" }],
    ["Rivera,Maya", { camperName: "Maya Rivera", nickname: "" }],
    ["  De La Cruz , Ana Sofia ( Sofi ) ", { camperName: "Ana Sofia De La Cruz", nickname: "Sofi" }],
    ["Maya Rivera", null],
  ])("parseCabinName(%j)", (cell, expected) => {
    expect(parseCabinName(cell)).toEqual(expected);
  });
  test.each([
    ["Beluga Whales (FLC)", { groupName: "Beluga Whales", site: "FLC" }],
    ["Bull Sharks", { groupName: "Bull Sharks", site: null }],
    ["sea otter", { groupName: "Sea Otters", site: null }],
    ["CITs", { groupName: "CITs", site: null }],
    ["Dolphins", null],
  ])("parseGroupHeader(%j)", (cell, expected) => {
    expect(parseGroupHeader(cell)).toEqual(expected);
  });
  test.each([
    ["8", 96],
    ["8:4", 100],
    ["10:11", 131],
    ["9y 3m", 111],
    ["8:14", null],
    ["eight", null],
  ])("parseAgeMonths(%j) is %j", (value, months) => {
    expect(parseAgeMonths(value)).toBe(months);
  });
  test("normalizeGroupName keeps unknown names and fixes known spellings", () => {
    expect(normalizeGroupName("bull shark")).toBe("Bull Sharks");
    expect(normalizeGroupName("CIT")).toBe("CITs");
    expect(normalizeGroupName("Art Room")).toBe("Art Room");
    expect(normalizeGroupName("  ")).toBe("");
  });
});
