// The admin dashboard: stat cards on top, one tab per desk job below. The open tab is kept in
// the address (?tab=waitlist) so a reload or a shared link opens the same place.
import { Link, useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { AnalyticsTab } from "./analytics-tab";
import { MailTab } from "./mail-tab";
import { MediaTab } from "./media-tab";
import { ProgramsTab } from "./programs-tab";
import { RegistrationsTab } from "./registrations-tab";
import { SessionsTab } from "./sessions-tab";
import { StaffTab } from "./staff-tab";
import { StatCards } from "./stat-cards";
import { WaitlistTab } from "./waitlist-tab";

const TABS = [
  { value: "registrations", label: "Registrations", Panel: RegistrationsTab },
  { value: "waitlist", label: "Waitlist", Panel: WaitlistTab },
  { value: "programs", label: "Programs", Panel: ProgramsTab },
  { value: "sessions", label: "Sessions", Panel: SessionsTab },
  { value: "analytics", label: "Analytics", Panel: AnalyticsTab },
  { value: "staff", label: "Staff", Panel: StaffTab },
  { value: "media", label: "Media", Panel: MediaTab },
  { value: "mail", label: "Mail", Panel: MailTab },
] as const;

export function AdminDashboard({ adminName }: { adminName: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = TABS.some((t) => t.value === requested) ? requested! : "registrations";
  const selectTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("tab", value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

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

      <StatCards />

      <Tabs value={tab} onValueChange={selectTab} className="mt-8">
        <TabsList aria-label="Admin sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            {tab === value ? <Panel /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
