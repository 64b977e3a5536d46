import type { AdminStats } from "~/server/admin/stats.server";
import { Card } from "~/components/ui/card";
import { formatMoney } from "./admin-api";

// What each card counts (app/server/admin/stats.server.ts), said under its figure: the
// Registrations tab lists cancelled registrations too, so its count is larger than the first card's.
export const STAT_NOTES = {
  total: "Every registration not cancelled, the waitlist included",
  confirmed: "Seat confirmed",
  pending: "Seat held, not yet paid",
  revenue: "Payments received, less refunds",
};

export function StatCards({ stats }: { stats: AdminStats }) {
  const cards = [
    { label: "Total Registrations", value: stats.totalRegistrations.toLocaleString("en-US"), note: STAT_NOTES.total, tone: "bg-sea-50" },
    { label: "Confirmed", value: stats.confirmedRegistrations.toLocaleString("en-US"), note: STAT_NOTES.confirmed, tone: "bg-teal-50" },
    { label: "Pending Payment", value: stats.pendingRegistrations.toLocaleString("en-US"), note: STAT_NOTES.pending, tone: "bg-sun-100" },
    { label: "Total Revenue", value: formatMoney(stats.totalRevenueCents), note: STAT_NOTES.revenue, tone: "bg-coral-50" },
  ];
  return (
    <section aria-label="Registration figures" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map((card) => (
        <Card key={card.label} className={`${card.tone} p-4 sm:p-5`}>
          <p className="text-sm font-bold text-sea-800">{card.label}</p>
          <p className="mt-1 text-2xl font-extrabold text-sea-950 sm:text-3xl" data-testid={`stat-${card.label}`}>
            {card.value}
          </p>
          <p className="mt-1 text-xs text-sea-800">{card.note}</p>
        </Card>
      ))}
    </section>
  );
}
