// A message to families, as the office composes it: one schema for the Messages tab's form and
// the JSON API (worker/api/messages-admin.ts). Browser-safe: no server imports. The audience is
// only described here (which day, week, session, site or group); who is in it is decided by the
// server when the message is previewed and again when it is sent.
import { z } from "zod";
import { isCalendarDay } from "../calendar-day";
import { parseCampDateTimeInput } from "../format";
import { GROUP_NAMES, LOCATIONS, MESSAGE_KINDS, MESSAGE_SCOPES, type Location, type MessageScope } from "../vocabulary";

import { BODY_MAX, SUBJECT_MAX } from "./message-limits";

// A form sends "" for a field left empty; the API may send null or leave it out.
const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().optional());

const audienceShape = {
  scope: z.enum(MESSAGE_SCOPES, { error: "Choose who the message is for." }),
  date: optionalText,
  sessionId: z.preprocess(blankToUndefined, z.coerce.number({ error: "Choose a session." }).int("Choose a session.").positive("Choose a session.").optional()),
  site: z.preprocess(blankToUndefined, z.enum(LOCATIONS, { error: "Choose a site." }).optional()),
  group: z.preprocess(blankToUndefined, z.enum(GROUP_NAMES, { error: "Choose a camp group." }).optional()),
};

/** Who a message reaches, with only the fields its scope uses (the others are null). */
export type Audience = { scope: MessageScope; date: string | null; sessionId: number | null; site: Location | null; group: string | null };

type AudienceInput = { scope: MessageScope; date?: string; sessionId?: number; site?: Location; group?: string };

function checkAudience(a: AudienceInput, ctx: z.RefinementCtx) {
  const needsDate = a.scope === "day" || a.scope === "week" || a.scope === "group";
  if (needsDate && !(a.date && isCalendarDay(a.date))) {
    ctx.addIssue({ code: "custom", path: ["date"], message: a.scope === "week" ? "Choose a day of the week." : "Choose a camp day." });
  }
  if (a.scope === "session" && a.sessionId === undefined) ctx.addIssue({ code: "custom", path: ["sessionId"], message: "Choose a session." });
  if (a.scope === "site" && a.site === undefined) ctx.addIssue({ code: "custom", path: ["site"], message: "Choose a site." });
  if (a.scope === "group" && a.group === undefined) ctx.addIssue({ code: "custom", path: ["group"], message: "Choose a camp group." });
}

function toAudience(a: AudienceInput): Audience {
  const needsDate = a.scope === "day" || a.scope === "week" || a.scope === "group";
  return {
    scope: a.scope,
    date: needsDate ? (a.date ?? null) : null,
    sessionId: a.scope === "session" ? (a.sessionId ?? null) : null,
    // A session is at one site already; every other scope may be limited to one.
    site: a.scope === "session" ? null : (a.site ?? null),
    group: a.scope === "group" ? (a.group ?? null) : null,
  };
}

const kindField = z.enum(MESSAGE_KINDS, { error: "Choose the kind of message." });

/** The preview's input: the kind (news is for those who want it) and the audience. */
export const messagePreviewSchema = z
  .object({ ...audienceShape, kind: kindField })
  .superRefine(checkAudience)
  .transform(({ kind, ...audience }) => ({ kind, audience: toAudience(audience) }));

/** A whole message: kind, audience, subject, body and, to schedule it, a time in camp time. */
export const familyMessageSchema = z
  .object({
    ...audienceShape,
    kind: kindField,
    subject: z
      .string({ error: "Write a subject." })
      .trim()
      .min(1, "Write a subject.")
      .max(SUBJECT_MAX, `The subject must be at most ${SUBJECT_MAX} characters.`),
    body: z.string({ error: "Write the message." }).trim().min(1, "Write the message.").max(BODY_MAX, `The message must be at most ${BODY_MAX} characters.`),
    // Empty: send now. Otherwise the camp's wall-clock time ("2027-07-06T07:30").
    sendAt: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "Send at must be a date and time." })
        .refine((v) => parseCampDateTimeInput(v) !== null, "Send at must be a date and time.")
        .transform((v) => parseCampDateTimeInput(v)!)
        .optional(),
    ),
    // The compose form's own key: the same form posted twice is the same message.
    requestKey: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[\w-]{8,64}$/, "The form's key is not valid.")
        .optional(),
    ),
  })
  .superRefine(checkAudience)
  .transform(({ kind, subject, body, sendAt, requestKey, ...audience }) => ({
    kind,
    subject,
    body,
    sendAt: sendAt ?? null,
    requestKey: requestKey ?? null,
    audience: toAudience(audience),
  }));

export type FamilyMessageInput = z.output<typeof familyMessageSchema>;
