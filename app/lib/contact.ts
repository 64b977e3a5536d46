// The office's contact details as the pages show them: the e-mail from app/content/site.ts, the
// phone from the office's Settings (camp_settings.phone). No phone set: none is shown.
import { site } from "../content/site";

export type CampContact = { email: string; phone: { text: string; href: string } | null };

export function campContact(phone: string | null | undefined): CampContact {
  const text = phone?.trim() ?? "";
  const digits = text.replace(/[^\d+]/g, "");
  // A ten-digit US number is dialled with its country code.
  const href = `tel:${/^\d{10}$/.test(digits) ? `+1${digits}` : digits}`;
  return { email: site.email, phone: text ? { text, href } : null };
}
