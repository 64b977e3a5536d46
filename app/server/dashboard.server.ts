// The parent dashboard's data: the parent's campers and registrations, read in parallel (one
// round trip after the session lookup, so the page costs two sequential D1 round trips).
import { listCampersForParent } from "./campers.server";
import { listRegistrationsForParent } from "./registrations.server";

export const CAMPER_CARD_REGISTRATIONS = 2;
export const RECENT_REGISTRATIONS = 5;

export async function loadParentDashboard(env: Env, parentId: string) {
  const [campers, registrations] = await Promise.all([listCampersForParent(env, parentId), listRegistrationsForParent(env, parentId)]);
  return {
    stats: {
      totalCampers: campers.length,
      activeRegistrations: registrations.filter((r) => r.status === "confirmed").length,
      pendingPayments: registrations.filter((r) => r.paymentStatus === "pending").length,
    },
    campers: campers.map((camper) => ({
      id: camper.id,
      firstName: camper.firstName,
      lastName: camper.lastName,
      grade: camper.grade,
      registrationCount: camper.registrations.length,
      registrations: camper.registrations.slice(0, CAMPER_CARD_REGISTRATIONS).map((r) => ({ id: r.id, status: r.status, programName: r.session.program.name, sessionName: r.session.name })),
    })),
    recentRegistrations: registrations.slice(0, RECENT_REGISTRATIONS).map((r) => ({
      id: r.id,
      camperName: `${r.camper.firstName} ${r.camper.lastName}`,
      programName: r.session.program.name,
      sessionName: r.session.name,
      startDate: r.session.startDate,
      endDate: r.session.endDate,
      status: r.status,
      paymentStatus: r.paymentStatus,
      totalAmountCents: r.totalAmountCents,
      dayPriceCents: r.dayPriceCents,
      beforeCareCents: r.beforeCareCents,
      afterCareCents: r.afterCareCents,
      beforeCare: r.beforeCare,
      afterCare: r.afterCare,
      receivedCents: r.receivedCents,
      balanceCents: r.balanceCents,
    })),
  };
}

export type ParentDashboardData = Awaited<ReturnType<typeof loadParentDashboard>>;
