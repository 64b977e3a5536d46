import { describe, expect, test } from "vitest";
import { cancellationDeadline, cancellationRefusal, refundFor } from "./cancellation";

const policy = { cancellationDeadlineDays: 7, cancellationRefundPercent: 90 };

describe("the office's cancellation policy", () => {
  test("a parent may cancel through the end of the deadline day, not the day after", () => {
    expect(cancellationDeadline("2026-12-23", policy)).toBe("2026-12-16");
    expect(cancellationRefusal({ status: "confirmed", startDate: "2026-12-23" }, "2026-12-16", policy)).toBeNull();
    expect(cancellationRefusal({ status: "confirmed", startDate: "2026-12-23" }, "2026-12-17", policy)).toContain("deadline for this session has passed");
    expect(cancellationRefusal({ status: "cancelled", startDate: "2026-12-23" }, "2026-11-01", policy)).toBe("This registration is already cancelled.");
    // Across a month and a year end.
    expect(cancellationDeadline("2027-01-02", policy)).toBe("2026-12-26");
  });

  test("the refund is the policy's percent of what was paid by card, in whole cents", () => {
    expect(refundFor(12000, policy)).toBe(10800);
    expect(refundFor(12345, policy)).toBe(11111);
    expect(refundFor(0, policy)).toBe(0);
    expect(refundFor(12000, { ...policy, cancellationRefundPercent: 0 })).toBe(0);
  });
});
