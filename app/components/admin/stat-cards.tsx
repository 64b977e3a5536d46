import type { AdminStats } from "~/server/admin/stats.server";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { formatMoney, useAdminData } from "./admin-api";

export const STATS_PATH = "/api/admin/stats";

export function StatCards() {
  const { data, error } = useAdminData<AdminStats>(STATS_PATH);
  const cards = [
    { label: "Total Registrations", value: data?.totalRegistrations.toLocaleString("en-US"), tone: "bg-sea-50" },
    { label: "Confirmed", value: data?.confirmedRegistrations.toLocaleString("en-US"), tone: "bg-teal-50" },
    { label: "Pending Payment", value: data?.pendingRegistrations.toLocaleString("en-US"), tone: "bg-sun-100" },
    { label: "Total Revenue", value: data ? formatMoney(data.totalRevenueCents) : undefined, tone: "bg-coral-50" },
  ];
  return (
    <section aria-label="Registration figures" aria-busy={!data && !error} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map((card) => (
        <Card key={card.label} className={`${card.tone} p-4 sm:p-5`}>
          <p className="text-sm font-bold text-sea-800">{card.label}</p>
          {card.value !== undefined ? (
            <p className="mt-1 text-2xl font-extrabold text-sea-950 sm:text-3xl" data-testid={`stat-${card.label}`}>
              {card.value}
            </p>
          ) : error ? (
            <p className="mt-1 text-sm text-red-800">Could not load</p>
          ) : (
            <Skeleton className="mt-2 h-8 w-20" />
          )}
        </Card>
      ))}
    </section>
  );
}
