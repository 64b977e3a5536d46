// The admin dashboard: stat cards on top, one tab per desk job below (admin-tabs.tsx); the open
// tab's route renders in the panel.
import { Outlet, useLocation } from "react-router";
import type { AdminStats } from "~/server/admin/stats.server";
import { AdminTabs, openTab } from "./admin-tabs";
import { StatCards } from "./stat-cards";

export function AdminDashboard({ greeting, stats }: { greeting: string; stats: AdminStats }) {
  const tab = openTab(useLocation().pathname);
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <div>
        <h1 className="text-3xl font-extrabold sm:text-4xl">Admin Dashboard</h1>
        <p className="mt-1 text-muted">{greeting} Here is how camp registration is going.</p>
      </div>

      <StatCards stats={stats} />

      <div className="mt-8">
        <AdminTabs open={tab} />
        <div id="admin-tab-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="mt-4">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
