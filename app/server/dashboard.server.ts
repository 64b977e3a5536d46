// The parent dashboard's data: the parent's campers and registrations, read in parallel (one
// round trip after the session lookup, so the page costs two sequential D1 round trips), and
// the page of all their registrations, by camper.
import { listCampersForParent } from "./campers.server";
import { listOfferedSessions, listRegistrationsForParent } from "./family/family-registrations.server";
import { registrationSummary, type RegistrationSummary } from "./registration-summary.server";
import { ensurePickupCode } from "./attendance/pickup.server";
import { loadFamilyToday } from "./pickup/family-day.server";

export const CAMPER_CARD_REGISTRATIONS = 2;
export const RECENT_REGISTRATIONS = 5;

export async function loadParentDashboard(env: Env, parentId: string) {
  const [campers, registrations, today, pickupCode, summerWeeks] = await Promise.all([
    listCampersForParent(env, parentId),
    listRegistrationsForParent(env, parentId),
    loadFamilyToday(env, parentId),
    ensurePickupCode(env, parentId),
    listOfferedSessions(env, undefined, { weeks: true }),
  ]);
  return {
    today,
    pickupCode,
    // Summer weeks on sale: the dashboard leads to the summer cart while there are any.
    summer: summerWeeks.length
      ? {
          weeks: new Set(summerWeeks.map((w) => w.startDate)).size,
          year: summerWeeks
            .map((w) => w.startDate)
            .sort()[0]
            .slice(0, 4),
        }
      : null,
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
      registrations: camper.registrations
        .slice(0, CAMPER_CARD_REGISTRATIONS)
        .map((r) => ({ id: r.id, status: r.status, programName: r.session.program.name, sessionName: r.session.name })),
    })),
    totalRegistrations: registrations.length,
    recentRegistrations: registrations.slice(0, RECENT_REGISTRATIONS).map(registrationSummary),
  };
}

export type ParentDashboardData = Awaited<ReturnType<typeof loadParentDashboard>>;

/**
 * Every registration of the parent, grouped by camper (the camper with the newest registration
 * first), newest first within each. Only the parent's own rows are read.
 */
export async function loadParentRegistrations(env: Env, parentId: string) {
  const registrations = await listRegistrationsForParent(env, parentId);
  const byCamper = new Map<number, { camperId: number; camperName: string; registrations: RegistrationSummary[] }>();
  for (const r of registrations) {
    const group = byCamper.get(r.camper.id) ?? { camperId: r.camper.id, camperName: `${r.camper.firstName} ${r.camper.lastName}`, registrations: [] };
    group.registrations.push(registrationSummary(r));
    byCamper.set(r.camper.id, group);
  }
  return { campers: [...byCamper.values()] };
}
