// Registrations: every registration with its parent's e-mail, searchable and filtered by status
// and payment (kept in the address), with a details view (?view=12) and the payment desk's actions. Export downloads the same
// filtered rows as CSV (built on the server from the same filters).
import { lazy, Suspense, useEffect, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import type { AdminRegistration, RegistrationDetail } from "~/server/admin/registrations.server";
import { filtersToSearchParams, PAYMENT_STATUS_FILTERS, REGISTRATION_STATUS_FILTERS, type RegistrationFilters } from "~/lib/registration-filters";
import { gradeLabel } from "~/lib/registration-rules";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/field";
import { StatusBadge, statusLabel } from "~/components/ui/badge";
import { formatDay, formatMoney } from "./admin-api";
import { useOpenedId } from "./use-opened-id";

// The payment desk's menus and dialogs (Radix menus, dialogs, the forms' zod schemas) load after
// the tab is on screen, apart from the page's first scripts; the server renders them as usual.
const PaymentActions = lazy(() => import("./payment-actions").then((m) => ({ default: m.PaymentActions })));
const FilterSelectMenu = lazy(() => import("./filter-select-menu").then((m) => ({ default: m.FilterSelectMenu })));
const RegistrationDetailDialog = lazy(() => import("./registration-detail-dialog").then((m) => ({ default: m.RegistrationDetailDialog })));

const label = (value: string) => (value === "all" ? "All" : value === "none" ? "None (waitlist)" : statusLabel(value));

type Props = { filters: RegistrationFilters; registrations: AdminRegistration[]; detail: RegistrationDetail | null };

export function RegistrationsTab({ filters, registrations: data, detail }: Props) {
  const [, setParams] = useSearchParams();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/registrations";
  const [search, setSearch] = useState(filters.search);
  const query = filtersToSearchParams(filters).toString();
  // The address holds the filters (a shared link shows the same rows); typing waits a moment
  // before it changes the address, and replaces the entry so Back leaves the tab, not a letter.
  const change = (name: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== fallback) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  useEffect(() => {
    if (search.trim() === filters.search) return;
    const timer = setTimeout(() => change("search", search.trim(), ""), 250);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- change reads the current address itself
  }, [search, filters.search]);
  const [viewing, view] = useOpenedId("view");

  return (
    <section aria-labelledby="registrations-heading">
      <h2 id="registrations-heading" className="sr-only">
        Registrations
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor="registration-search">Search</Label>
          <Input
            id="registration-search"
            type="search"
            placeholder="Camper, parent, e-mail, session or program"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <FilterSelect
          id="status-filter"
          label="Status"
          value={filters.status}
          values={REGISTRATION_STATUS_FILTERS}
          onChange={(v) => change("status", v, "all")}
        />
        <FilterSelect
          id="payment-filter"
          label="Payment"
          value={filters.payment}
          values={PAYMENT_STATUS_FILTERS}
          onChange={(v) => change("payment", v, "all")}
        />
        <a href={`/admin/registrations.csv${query ? `?${query}` : ""}`} download className={buttonClasses("teal", "md")}>
          Export
        </a>
      </div>

      <p className="mt-4 text-sm font-bold text-sea-800" aria-live="polite">
        {loading ? "Loading registrations…" : `Showing ${data.length} ${data.length === 1 ? "registration" : "registrations"}`}
      </p>

      {data.length === 0 ? (
        <Card className="mt-3 p-8 text-center text-muted">No registrations match these filters.</Card>
      ) : (
        // Below lg (a tablet) the row squeezes rather than scrolls: the payment badge joins the
        // status cell and the row's buttons stack, so every row's actions stay on screen.
        // (relative: the header's sr-only text is clipped by the card, not the page.)
        <Card className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm lg:min-w-[900px] [&_td]:px-3 [&_th]:px-3 lg:[&_td]:px-4 lg:[&_th]:px-4">
            <thead className="border-b border-sea-100 bg-sea-50 text-sea-900">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Camper
                </th>
                <th scope="col" className="px-4 py-3">
                  Parent
                </th>
                <th scope="col" className="px-4 py-3">
                  Session
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                  Payment
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Total
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={r.id} className="border-b border-sea-50 last:border-0" data-testid="registration-row">
                  <td className="px-4 py-3">
                    <p className="font-bold text-ink">
                      {r.camper.firstName} {r.camper.lastName}
                    </p>
                    <p className="text-muted">
                      #{r.id} · {gradeLabel(r.camper.grade)}
                    </p>
                  </td>
                  <td className="px-4 py-3">
                    <p>
                      {r.parent.firstName} {r.parent.lastName}
                    </p>
                    <p className="text-muted break-all">{r.parent.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-semibold">{r.session.program.name}</p>
                    <p className="text-muted">
                      {r.session.name} · {formatDay(r.session.startDate)}
                    </p>
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={r.status} />
                    {r.paymentStatus ? (
                      <p className="mt-1 lg:hidden">
                        <span className="sr-only">Payment: </span>
                        <StatusBadge status={r.paymentStatus} />
                      </p>
                    ) : null}
                  </td>
                  <td className="hidden px-4 py-3 lg:table-cell">
                    {r.paymentStatus ? <StatusBadge status={r.paymentStatus} /> : <span className="text-muted">—</span>}
                  </td>
                  <td className="px-4 py-3 text-right font-bold tabular-nums">
                    {formatMoney(r.totalAmountCents)}
                    {r.receivedCents > 0 && r.balanceCents > 0 ? (
                      <p className="text-xs font-semibold text-coral-700">{formatMoney(r.balanceCents)} due</p>
                    ) : null}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-col items-end gap-2 lg:flex-row lg:justify-end">
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => view(r.id)}
                        aria-label={`View registration of ${r.camper.firstName} ${r.camper.lastName}`}
                      >
                        View
                      </Button>
                      <Suspense fallback={null}>
                        <PaymentActions registration={r} />
                      </Suspense>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <Suspense fallback={null}>
        <RegistrationDetailDialog registrationId={viewing} detail={detail} onClose={() => view(null)} />
      </Suspense>
    </section>
  );
}

function FilterSelect({
  id,
  label: text,
  value,
  values,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  values: readonly string[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="grid w-44 gap-1.5">
      <Label htmlFor={id}>{text}</Label>
      <Suspense fallback={null}>
        <FilterSelectMenu id={id} name={text} value={value} options={values.map((v) => ({ value: v, label: label(v) }))} onChange={onChange} />
      </Suspense>
    </div>
  );
}
