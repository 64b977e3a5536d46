// The admin dashboard: stat cards on top, one tab per desk job below. Each tab is a link to its
// own address (/admin/waitlist), so a reload, a shared link or Back opens the same place; the
// open tab's route renders in the panel.
import { Link, Outlet, useLocation } from "react-router";
import type { AdminStats } from "~/server/admin/stats.server";
import { cn } from "~/components/ui/cn";
import { StatCards } from "./stat-cards";

export const ADMIN_TABS = [
  { value: "registrations", label: "Registrations" },
  { value: "waitlist", label: "Waitlist" },
  { value: "programs", label: "Programs" },
  { value: "sessions", label: "Sessions" },
  { value: "analytics", label: "Analytics" },
  { value: "staff", label: "Staff" },
  { value: "media", label: "Media" },
  { value: "mail", label: "Mail" },
  { value: "pickups", label: "Pickups & meds" },
] as const;

/** The open tab: /admin alone shows Registrations. */
function openTab(pathname: string) {
  const segment = pathname.replace(/\/+$/, "").split("/")[2];
  return ADMIN_TABS.find((t) => t.value === segment)?.value ?? "registrations";
}

export function AdminDashboard({ adminName, stats }: { adminName: string; stats: AdminStats }) {
  const tab = openTab(useLocation().pathname);
  return (
    <main className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted">Welcome back, {adminName}. Here is how camp registration is going.</p>
        </div>
        <nav aria-label="More admin tools">
          <Link to="/admin/windows" className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
            Registration windows &amp; lottery
          </Link>
        </nav>
      </div>

      <StatCards stats={stats} />

      <div className="mt-8">
        {/* Links that look and read as tabs: the selected one is the page's address. */}
        <div role="tablist" aria-label="Admin sections" className="inline-flex flex-wrap items-center gap-1 rounded-2xl bg-sea-50 p-1">
          {ADMIN_TABS.map((t) => (
            <Link
              key={t.value}
              id={`admin-tab-${t.value}`}
              to={`/admin/${t.value}`}
              role="tab"
              aria-selected={tab === t.value}
              aria-controls="admin-tab-panel"
              preventScrollReset
              className={cn(
                "inline-flex min-h-10 items-center justify-center rounded-xl px-4 text-sm font-bold text-sea-800",
                "hover:bg-white/70 aria-selected:bg-white aria-selected:text-sea-900 aria-selected:shadow",
              )}
            >
              {t.label}
            </Link>
          ))}
        </div>
        <div id="admin-tab-panel" role="tabpanel" aria-labelledby={`admin-tab-${tab}`} className="mt-4">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
