import { expect, test } from "vitest";
import { handbookBlocks } from "./handbook-text";

test("blank lines split paragraphs, wrapped lines join, and dash lines form one list", () => {
  expect(handbookBlocks("Walk your camper\nto the door.\n\nBring:\n- a water bottle\n- lunch\nThanks!")).toEqual([
    { kind: "paragraph", text: "Walk your camper to the door." },
    { kind: "paragraph", text: "Bring:" },
    { kind: "list", items: ["a water bottle", "lunch"] },
    { kind: "paragraph", text: "Thanks!" },
  ]);
});
