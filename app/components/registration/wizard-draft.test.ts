import { afterEach, beforeEach, expect, test } from "vitest";
import { DRAFT_MAX_AGE_MS, readDraft, saveDraft } from "./wizard-draft";

// A tab's sessionStorage, as the browser gives it.
class TabStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

let tab: TabStorage;
beforeEach(() => {
  tab = new TabStorage();
  (globalThis as { window?: unknown }).window = { sessionStorage: tab };
});
afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

const typed = {
  firstName: "Kai",
  lastName: "Nguyen",
  grade: "1st",
  emergencyContactPhone: "(703) 555-0144",
  waiverAccepted: "on",
  allergies: "Peanuts",
  medications: "EpiPen",
  doctorName: "Dr Lee",
  insuranceProvider: "Aetna",
  authorizedPickupPersons: "Grandpa Lee",
  specialInstructions: "Inhaler in the blue bag",
};

test("the draft keeps the camper's details and never the medical form, pickup people or instructions", () => {
  saveDraft("parent-1", { camperId: null, values: typed });
  const stored = [...tab.items.values()].join("");
  for (const secret of ["Peanuts", "EpiPen", "Dr Lee", "Aetna", "Grandpa Lee", "Inhaler"]) expect(stored).not.toContain(secret);
  expect(readDraft("parent-1")).toEqual({
    camperId: null,
    values: { firstName: "Kai", lastName: "Nguyen", grade: "1st", emergencyContactPhone: "(703) 555-0144", waiverAccepted: "on" },
  });
});

test("a draft is picked up by its own account or, typed before signing in, by whoever signs in; never by another account", () => {
  saveDraft("parent-1", { camperId: 7, values: typed });
  expect(readDraft("parent-2")).toBeNull();
  // Another account's look deletes it: the owner does not find it later either.
  expect(readDraft("parent-1")).toBeNull();

  saveDraft(null, { camperId: null, values: typed });
  expect(readDraft("parent-2")?.values.firstName).toBe("Kai");
});

test("a draft older than an hour is gone", () => {
  const savedAt = Date.now();
  saveDraft("parent-1", { camperId: null, values: typed }, savedAt);
  expect(readDraft("parent-1", savedAt + DRAFT_MAX_AGE_MS - 1)).not.toBeNull();
  expect(readDraft("parent-1", savedAt + DRAFT_MAX_AGE_MS)).toBeNull();
  expect(tab.items.size).toBe(0);
});
