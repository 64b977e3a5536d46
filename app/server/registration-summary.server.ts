// What a parent sees of one registration wherever it is listed (the dashboard's cards, the
// registrations page, the family page): one mapping of the parent's registration join, so the
// pages cannot drift apart on a field (a balance shown on one and not the other).
import type { RegistrationListItem } from "./family/family-registrations.server";

/** One registration as the parent's pages show it: who, which session, its money. */
export function registrationSummary(r: RegistrationListItem) {
  return {
    id: r.id,
    camperName: `${r.camper.firstName} ${r.camper.lastName}`,
    programName: r.session.program.name,
    sessionName: r.session.name,
    location: r.session.location,
    startDate: r.session.startDate,
    endDate: r.session.endDate,
    status: r.status,
    paymentStatus: r.paymentStatus,
    totalAmountCents: r.totalAmountCents,
    dayPriceCents: r.dayPriceCents,
    beforeCareCents: r.beforeCareCents,
    afterCareCents: r.afterCareCents,
    discountCents: r.discountCents,
    earlyBirdCents: r.earlyBirdCents,
    season: r.season,
    beforeCare: r.beforeCare,
    afterCare: r.afterCare,
    receivedCents: r.receivedCents,
    balanceCents: r.balanceCents,
    payInCart: r.payInCart,
  };
}

export type RegistrationSummary = ReturnType<typeof registrationSummary>;
