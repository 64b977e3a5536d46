// The signed-in home: welcome, the three figures, the parent's campers and recent registrations,
// with the way to every registration (the registrations page) and to pay what is due.
import { Suspense } from "react";
import { Await, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { StatusBadge } from "~/components/ui/badge";
import { gradeLabel } from "~/lib/registration-rules";
import type { ParentDashboardData } from "~/server/dashboard.server";
import { PickupCodeCard } from "~/components/pickup/pickup-code-card";
import { camperRegistrationsId, RegistrationCard, REGISTRATIONS_PAGE } from "./registration-card";
import { TodayAtCamp } from "./today-at-camp";
import { UrgentMessages, type UrgentMessageView } from "~/components/family/urgent-messages";
import { plural } from "~/lib/format";

export function ParentDashboard({
  firstName,
  urgentMessages,
  dashboard,
}: {
  firstName: string;
  urgentMessages: UrgentMessageView[];
  dashboard: Promise<ParentDashboardData>;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold text-sea-900 sm:text-4xl">Welcome back, {firstName}!</h1>
          <p className="mt-1 text-muted">Manage your campers and registrations.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {/* The family page: every registration, campers' medical forms, settings, data. */}
          <Link to="/account" className={buttonClasses("outline", "lg")}>
            Your family
          </Link>
          <Link to="/registration" className={buttonClasses("primary", "lg")}>
            Register New Camper
          </Link>
        </div>
      </div>
      <UrgentMessages messages={urgentMessages} />
      <Suspense fallback={<DashboardSkeleton />}>
        <Await resolve={dashboard} errorElement={<p className="mt-8 text-red-800">We could not load your dashboard. Please refresh the page.</p>}>
          {(data) => <DashboardBody data={data} />}
        </Await>
      </Suspense>
    </main>
  );
}

function DashboardBody({ data }: { data: ParentDashboardData }) {
  const { stats, campers, recentRegistrations, totalRegistrations } = data;
  return (
    <>
      {data.summer ? (
        <p className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sun-100 p-4 font-semibold" data-testid="summer-booking">
          <span>
            Summer camp {data.summer.year}: {plural(data.summer.weeks, "week is", "weeks are")} open. Book several weeks for several campers in one cart.
          </span>
          <Link to="/registration/summer" className={buttonClasses("primary")}>
            Pick summer weeks
          </Link>
        </p>
      ) : null}
      <TodayAtCamp initial={data.today} />
      <div className="mt-8 grid gap-4 lg:grid-cols-[2fr_1fr] lg:items-stretch">
        <PickupCodeCard code={data.pickupCode} compact />
        <Card>
          <CardContent className="flex h-full flex-col justify-center gap-3 pt-6">
            <p className="font-bold text-sea-900">Who may pick up your campers</p>
            <Link to="/account/pickup" className={buttonClasses("outline")}>
              Manage authorized pickup
            </Link>
          </CardContent>
        </Card>
      </div>
      <section aria-label="Summary" className="mt-8 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Campers" value={stats.totalCampers} />
        <StatCard label="Active Registrations" value={stats.activeRegistrations} />
        <StatCard label="Pending Payments" value={stats.pendingPayments} />
      </section>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="your-campers">
          <h2 id="your-campers" className="text-2xl font-extrabold text-sea-900">
            Your Campers
          </h2>
          {campers.length === 0 ? (
            <Card className="mt-4">
              <CardContent className="flex flex-col items-center gap-4 py-10 text-center">
                <p className="text-lg font-semibold text-sea-900">No campers registered yet</p>
                <Link to="/registration" className={buttonClasses("primary")}>
                  Register Your First Camper
                </Link>
              </CardContent>
            </Card>
          ) : (
            <ul className="mt-4 grid gap-4">
              {campers.map((camper) => (
                <li key={camper.id}>
                  <Card data-testid="camper-card">
                    <CardHeader>
                      <CardTitle>
                        {camper.firstName} {camper.lastName}
                      </CardTitle>
                      <p className="text-sm text-muted">
                        {gradeLabel(camper.grade)} · {plural(camper.registrationCount, "registration")}
                      </p>
                    </CardHeader>
                    <CardContent>
                      {camper.registrations.length > 0 ? (
                        <ul className="grid gap-2">
                          {camper.registrations.map((r) => (
                            <li key={r.id} className="flex items-center justify-between gap-3 text-sm">
                              <span>
                                {r.programName} <span className="text-muted">· {r.sessionName}</span>
                              </span>
                              <StatusBadge status={r.status} />
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <p className="text-sm text-muted">Not registered for a session yet.</p>
                      )}
                      {camper.registrationCount > camper.registrations.length ? (
                        <Link
                          to={`${REGISTRATIONS_PAGE}#${camperRegistrationsId(camper.id)}`}
                          aria-label={`+${camper.registrationCount - camper.registrations.length} more: every registration of ${camper.firstName} ${camper.lastName}`}
                          className="mt-2 inline-block text-sm font-semibold text-sea-700 underline underline-offset-4 hover:text-sea-900"
                        >
                          +{camper.registrationCount - camper.registrations.length} more
                        </Link>
                      ) : null}
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="recent-registrations">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="recent-registrations" className="text-2xl font-extrabold text-sea-900">
              Recent Registrations
            </h2>
            {totalRegistrations > 0 ? (
              <Link to={REGISTRATIONS_PAGE} className="font-bold text-sea-700 underline underline-offset-4 hover:text-sea-900">
                View all {plural(totalRegistrations, "registration")}
              </Link>
            ) : null}
          </div>
          {recentRegistrations.length === 0 ? (
            <Card className="mt-4">
              <CardContent className="py-10 text-center text-lg font-semibold text-sea-900">No registrations yet</CardContent>
            </Card>
          ) : (
            <ul className="mt-4 grid gap-4">
              {recentRegistrations.map((r) => (
                <li key={r.id}>
                  <RegistrationCard registration={r} testId="recent-registration" />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <p className="text-sm font-bold text-muted">{label}</p>
        <p className="mt-1 text-4xl font-extrabold text-sea-900">{value}</p>
      </CardContent>
    </Card>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading your dashboard">
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="grid gap-4">
            <Skeleton className="h-8 w-48" />
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        ))}
      </div>
    </div>
  );
}
