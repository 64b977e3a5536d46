import { describe, expect, test } from "vitest";
import { mayPickUp } from "./print";

describe("who may pick a child up, on the emergency sheet", () => {
  test("each authorized adult once, with their phone, though the registration note names them too", () => {
    const adults = [
      { name: "Maria Garcia", phone: "(703) 555-0110" },
      { name: "Grandma Garcia", phone: "(571) 555-0310" },
    ];
    expect(mayPickUp(adults, "Maria Garcia; Grandma Garcia")).toEqual(["Maria Garcia (703) 555-0110", "Grandma Garcia (571) 555-0310"]);
    expect(mayPickUp(adults, "maria  garcia (mom), Grandma Garcia 571-555-0310")).toEqual(["Maria Garcia (703) 555-0110", "Grandma Garcia (571) 555-0310"]);
  });

  test("someone only the note names is kept as written; a camper with no adults listed keeps the whole note", () => {
    expect(mayPickUp([{ name: "Pat Rivera", phone: "(703) 555-0101" }], "Pat Rivera (mom), Lou Rivera (grandpa)")).toEqual([
      "Pat Rivera (703) 555-0101",
      "Lou Rivera (grandpa)",
    ]);
    expect(mayPickUp([], "Pat Rivera (mom)\nLou Rivera (grandpa)")).toEqual(["Pat Rivera (mom)", "Lou Rivera (grandpa)"]);
    expect(mayPickUp([], "")).toEqual([]);
  });
});
