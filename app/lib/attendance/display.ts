// How roster text is shown: ages written 'years:months' in notes read as 'Ny Mm'.
import { plural } from "../format";

/** 'Age: 8:4, pickup at 3:30' -> 'Age: 8y 4m, pickup at 3:30'; a note that is only '8:4' too. */
export function formatAgesInNotes(notes: string): string {
  const withPrefix = notes.replace(/\b(age:?\s*)(\d{1,2}):(\d{1,2})\b/gi, (_m, prefix: string, y: string, mo: string) =>
    Number(mo) <= 11 ? `${prefix}${Number(y)}y ${Number(mo)}m` : _m,
  );
  const alone = withPrefix.trim().match(/^(\d{1,2}):(\d{1,2})$/);
  // A bare 'years:months' note; '3:30' is a time (30 cannot be months) and stays as written.
  if (alone && Number(alone[2]) <= 11) return `${Number(alone[1])}y ${Number(alone[2])}m`;
  return withPrefix;
}

/** 'Maya Rivera' -> 'Rivera' (the last word), used by the lastName sort. */
export function lastNameOf(camperName: string): string {
  const parts = camperName.trim().split(/\s+/);
  return parts[parts.length - 1] ?? "";
}

/** 1 -> '1 camper', 3 -> '3 campers'. */
export const countCampers = (count: number) => plural(count, "camper");

/** A phone number as a tap-to-call link ('(703) 555-0101' -> 'tel:7035550101'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
