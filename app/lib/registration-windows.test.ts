import { describe, expect, test } from "vitest";
import { campTimeToInstant } from "./camp-dates";
import { describeRegistrationWindow, isWindowAwaitingSettlement, lotteryFinalizeTime, registrationWindowFormSchema } from "./registration-windows";

const winter = {
  label: "Winter 2026",
  opensAt: campTimeToInstant("2026-10-22", "10:00"),
  closesAt: campTimeToInstant("2026-10-29", "23:59"),
  notifyBy: campTimeToInstant("2026-11-07", "17:00"),
  lotteryFinalizeAt: null,
};

describe("registration windows", () => {
  test("wording follows the window's state in camp time", () => {
    expect(describeRegistrationWindow(winter, campTimeToInstant("2026-10-22", "09:59"))).toMatchObject({
      state: "upcoming",
      sentence: "Winter 2026 registration opens October 22",
      opensInMonth: "October",
      closesOn: "October 29",
      notifyByDay: "November 7",
    });
    expect(describeRegistrationWindow(winter, campTimeToInstant("2026-10-22", "10:00")).sentence).toBe("Winter 2026 registration is open");
    expect(describeRegistrationWindow(winter, campTimeToInstant("2026-10-30", "00:00")).state).toBe("closed");
  });

  test("a label that already says registration is not doubled", () => {
    const summer = { ...winter, label: "Summer 2027 registration" };
    expect(describeRegistrationWindow(summer, campTimeToInstant("2026-10-22", "10:00")).sentence).toBe("Summer 2027 registration is open");
    expect(describeRegistrationWindow({ ...summer, label: "Summer 2027 Registration " }, campTimeToInstant("2026-10-01", "10:00")).sentence).toBe(
      "Summer 2027 Registration opens October 22",
    );
  });

  test("the lottery is finalised 24 hours before notify-by unless a time is set, and settles only until notify-by", () => {
    expect(lotteryFinalizeTime(winter)).toBe(campTimeToInstant("2026-11-06", "17:00"));
    expect(lotteryFinalizeTime({ ...winter, lotteryFinalizeAt: 123 })).toBe(123);
    expect(lotteryFinalizeTime({ ...winter, notifyBy: null })).toBeNull();
    expect(isWindowAwaitingSettlement(winter, campTimeToInstant("2026-10-29", "23:00"))).toBe(false);
    expect(isWindowAwaitingSettlement(winter, campTimeToInstant("2026-10-30", "08:00"))).toBe(true);
    expect(isWindowAwaitingSettlement(winter, campTimeToInstant("2026-11-08", "08:00"))).toBe(false);
  });

  test("the admin form reads camp time and refuses times out of order", () => {
    const ok = registrationWindowFormSchema.parse({
      windowId: "2",
      label: "Winter 2026",
      opensAt: "2026-10-22T10:00",
      closesAt: "2026-10-29T23:59",
      notifyBy: "2026-11-07T17:00",
      lotteryFinalizeAt: "",
    });
    expect(ok).toMatchObject({ opensAt: winter.opensAt, closesAt: winter.closesAt, notifyBy: winter.notifyBy, lotteryFinalizeAt: null });
    const bad = registrationWindowFormSchema.safeParse({
      windowId: "2",
      label: "Winter",
      opensAt: "2026-10-22T10:00",
      closesAt: "2026-10-29T23:59",
      notifyBy: "2026-10-28T17:00",
      lotteryFinalizeAt: "2026-11-20T10:00",
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      "Notify by must be after the window closes",
      "The lottery must be finalised by the notify-by date",
    ]);
    expect(
      registrationWindowFormSchema.safeParse({ windowId: "2", label: "W", opensAt: "soon", closesAt: "", notifyBy: "", lotteryFinalizeAt: "" }).error!.issues[0]
        .message,
    ).toBe("Opens at must be a date and time");
  });
});
