// The columns that say which week a camp session is, and where and for whom: what a list of
// sessions (the waitlist's, a summer cart's) shows of each.
import { campSessions, registrations } from "../../db/schema";

export const campWeekColumns = {
  id: campSessions.id,
  name: campSessions.name,
  location: campSessions.location,
  ageGroup: campSessions.ageGroup,
  startDate: campSessions.startDate,
  endDate: campSessions.endDate,
};

/**
 * What a registration was sold at, as its stored price lines (priceLineItems in
 * app/lib/registration-rules.ts) read them: the total, the day price, each add-on chosen and its
 * price, each discount. The office's table, a cart's lines and a receipt select the same list.
 */
export const registrationPriceColumns = {
  totalAmountCents: registrations.totalAmountCents,
  dayPriceCents: registrations.dayPriceCents,
  beforeCare: registrations.beforeCare,
  beforeCareCents: registrations.beforeCareCents,
  afterCare: registrations.afterCare,
  afterCareCents: registrations.afterCareCents,
  discountCents: registrations.discountCents,
  earlyBirdCents: registrations.earlyBirdCents,
};
