import { describe, expect, it } from "vitest";
import { REGISTRATION_STATUS_FILTERS } from "./registration-filters";
import { SESSION_AGE_GROUPS, SESSION_LOCATIONS } from "./session-schema";
import { AGE_GROUPS, LOCATIONS, REGISTRATION_STATUSES, SEAT_HOLDING_STATUSES, WAITING_STATUSES } from "./vocabulary";

describe("the camp's vocabulary", () => {
  it("names a waitlisted sign-up `interested` only: the retired `waitlisted` is neither written nor offered as a filter", () => {
    expect(REGISTRATION_STATUSES).not.toContain("waitlisted");
    expect(WAITING_STATUSES).toEqual(["interested"]);
    expect(REGISTRATION_STATUS_FILTERS).toEqual(["all", "pending", "confirmed", "cancelled", "interested"]);
  });

  it("holds a seat for pending and confirmed registrations only", () => {
    expect(SEAT_HOLDING_STATUSES).toEqual(["pending", "confirmed"]);
  });

  it("gives the session form the same sites and age groups as the database", () => {
    expect(SESSION_LOCATIONS).toBe(LOCATIONS);
    expect(SESSION_AGE_GROUPS).toBe(AGE_GROUPS);
  });
});
