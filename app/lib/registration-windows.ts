// Rules about registration windows with no I/O, shared by the cron, the admin form and the tests.
import { z } from "zod";
import { formatCampInstantDay, formatCampInstantMonth, parseCampDateTimeInput } from "./format";

export type RegistrationWindowTimes = {
  opensAt: number;
  closesAt: number | null;
  notifyBy: number | null;
  lotteryFinalizeAt: number | null;
};

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Draws still in review are finalised this long before the notify-by date unless a time is set. */
export const FINALIZE_BEFORE_NOTIFY_MS = 24 * HOUR;
/** "Registration is open" is news for a week after opening; later, parents just see it on the site. */
export const OPEN_NOTICE_FRESH_MS = 7 * DAY;
/** Without a notify-by date, a closed window's lottery is still drawn for this long after closing. */
export const DRAW_GRACE_WITHOUT_NOTIFY_MS = 14 * DAY;
/** Deferred-payment reminders go out this many days before the session's payment due date. */
export const PAYMENT_REMINDER_DAYS = 3;

/** When a draw of this window is finalised automatically, or null when only an admin may. */
export function lotteryFinalizeTime(window: RegistrationWindowTimes): number | null {
  if (window.lotteryFinalizeAt != null) return window.lotteryFinalizeAt;
  if (window.notifyBy != null) return Math.max(window.closesAt ?? 0, window.notifyBy - FINALIZE_BEFORE_NOTIFY_MS);
  return null;
}

export function isWindowOpen(window: RegistrationWindowTimes, now: number): boolean {
  return window.opensAt <= now && (window.closesAt == null || now < window.closesAt);
}

/**
 * Whether the cron still settles this closed window's sign-ups (draws or seats everyone). A window
 * whose notify-by date has passed is history: the office has already told families, so a late
 * cron run or an edited old window must not reshuffle them.
 */
export function isWindowAwaitingSettlement(window: RegistrationWindowTimes, now: number): boolean {
  if (window.closesAt == null || now < window.closesAt) return false;
  const settleUntil = window.notifyBy ?? window.closesAt + DRAW_GRACE_WITHOUT_NOTIFY_MS;
  return now <= settleUntil;
}

// The API may send null for "no time"; the form sends an empty field.
const campDateTime = (label: string) =>
  z.preprocess(
    (value) => (value === null ? "" : value),
    z
      .string()
      .trim()
      .transform((value, ctx) => {
        if (value === "") return null;
        const instant = parseCampDateTimeInput(value);
        if (instant == null) {
          ctx.addIssue({ code: "custom", message: `${label} must be a date and time` });
          return z.NEVER;
        }
        return instant;
      }),
  );

/** The admin form for a window's times (camp time, `datetime-local` values); no `windowId`: a new window. */
export const registrationWindowFormSchema = z
  .object({
    windowId: z.preprocess((value) => (value === "" || value == null ? undefined : value), z.coerce.number().int().positive().optional()),
    label: z.string().trim().min(1, "Label is required").max(80, "Label must be at most 80 characters"),
    opensAt: campDateTime("Opens at").refine((v) => v != null, "Opens at is required"),
    closesAt: campDateTime("Closes at"),
    notifyBy: campDateTime("Notify by"),
    lotteryFinalizeAt: campDateTime("Finalise lottery at"),
  })
  .superRefine((w, ctx) => {
    if (w.opensAt == null) return;
    if (w.closesAt != null && w.closesAt <= w.opensAt) {
      ctx.addIssue({ code: "custom", path: ["closesAt"], message: "Closes at must be after opens at" });
    }
    if (w.notifyBy != null && w.closesAt == null) {
      ctx.addIssue({ code: "custom", path: ["notifyBy"], message: "A notify-by date needs a closing time" });
    }
    if (w.notifyBy != null && w.closesAt != null && w.notifyBy < w.closesAt) {
      ctx.addIssue({ code: "custom", path: ["notifyBy"], message: "Notify by must be after the window closes" });
    }
    if (w.lotteryFinalizeAt != null) {
      if (w.closesAt == null || w.lotteryFinalizeAt < w.closesAt) {
        ctx.addIssue({ code: "custom", path: ["lotteryFinalizeAt"], message: "The lottery can only be finalised after the window closes" });
      } else if (w.notifyBy != null && w.lotteryFinalizeAt > w.notifyBy) {
        ctx.addIssue({ code: "custom", path: ["lotteryFinalizeAt"], message: "The lottery must be finalised by the notify-by date" });
      }
    }
  });

export type RegistrationWindowForm = z.output<typeof registrationWindowFormSchema>;

export type WindowPhrase = {
  state: "open" | "upcoming" | "closed";
  /** "Winter 2026 registration is open", "Winter 2026 registration opens October 22", "Winter 2026 registration is closed". */
  sentence: string;
  /** Opening day in camp time, "October 22"; and its month, "January" (the spec's "opens in January"). */
  opensOn: string;
  opensInMonth: string;
  /** "October 29" or null when the window stays open. */
  closesOn: string | null;
  /** "November 7" or null. */
  notifyByDay: string | null;
};

/**
 * "Summer 2027 registration" from a window's label, whether the office wrote "Summer 2027" or
 * "Summer 2027 registration" (never "Summer 2027 registration registration").
 */
export function windowRegistrationName(label: string): string {
  const trimmed = label.trim();
  return /\bregistration$/i.test(trimmed) ? trimmed : `${trimmed} registration`;
}

/** Wording about one window at `now`, in camp time, for the public pages and the wizard. */
export function describeRegistrationWindow(window: RegistrationWindowTimes & { label: string }, now: number): WindowPhrase {
  const state = isWindowOpen(window, now) ? "open" : window.opensAt > now ? "upcoming" : "closed";
  const opensOn = formatCampInstantDay(window.opensAt);
  const name = windowRegistrationName(window.label);
  const sentence = state === "open" ? `${name} is open` : state === "upcoming" ? `${name} opens ${opensOn}` : `${name} is closed`;
  return {
    state,
    sentence,
    opensOn,
    opensInMonth: formatCampInstantMonth(window.opensAt),
    closesOn: window.closesAt == null ? null : formatCampInstantDay(window.closesAt),
    notifyByDay: window.notifyBy == null ? null : formatCampInstantDay(window.notifyBy),
  };
}
