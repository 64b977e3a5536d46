import type { AdminStats } from "~/server/admin/stats.server";
import { Card } from "~/components/ui/card";
import { formatMoney } from "./admin-api";

export function StatCards({ stats }: { stats: AdminStats }) {
  const cards = [
    { label: "Total Registrations", value: stats.totalRegistrations.toLocaleString("en-US"), tone: "bg-sea-50" },
    { label: "Confirmed", value: stats.confirmedRegistrations.toLocaleString("en-US"), tone: "bg-teal-50" },
    { label: "Pending Payment", value: stats.pendingRegistrations.toLocaleString("en-US"), tone: "bg-sun-100" },
    { label: "Total Revenue", value: formatMoney(stats.totalRevenueCents), tone: "bg-coral-50" },
  ];
  return (
    <section aria-label="Registration figures" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map((card) => (
        <Card key={card.label} className={`${card.tone} p-4 sm:p-5`}>
          <p className="text-sm font-bold text-sea-800">{card.label}</p>
          <p className="mt-1 text-2xl font-extrabold text-sea-950 sm:text-3xl" data-testid={`stat-${card.label}`}>
            {card.value}
          </p>
        </Card>
      ))}
    </section>
  );
}
