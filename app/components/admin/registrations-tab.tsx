// Registrations: every registration with its parent's e-mail, searchable and filtered by status
// and payment, with a details view and the payment desk's actions. Export downloads the same
// filtered rows as CSV (built on the server from the same filters).
import { useDeferredValue, useState } from "react";
import type { AdminRegistration } from "~/server/admin/registrations.server";
import { filtersToSearchParams, PAYMENT_STATUS_FILTERS, REGISTRATION_STATUS_FILTERS, type RegistrationFilters } from "~/lib/registration-filters";
import { gradeLabel } from "~/lib/registration-rules";
import { Button, buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Skeleton } from "~/components/ui/skeleton";
import { StatusBadge, statusLabel } from "~/components/ui/badge";
import { formatDay, formatMoney, useAdminData } from "./admin-api";
import { PaymentActions } from "./payment-actions";
import { RegistrationDetailDialog } from "./registration-detail-dialog";

const label = (value: string) => (value === "all" ? "All" : value === "none" ? "None (waitlist)" : statusLabel(value));

export function RegistrationsTab() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<RegistrationFilters["status"]>("all");
  const [payment, setPayment] = useState<RegistrationFilters["payment"]>("all");
  const [viewing, setViewing] = useState<number | null>(null);
  const filters = { search: useDeferredValue(search.trim()), status, payment };
  const query = filtersToSearchParams(filters).toString();
  const { data, error, loading } = useAdminData<AdminRegistration[]>(`/api/admin/registrations${query ? `?${query}` : ""}`);

  return (
    <section aria-labelledby="registrations-heading">
      <h2 id="registrations-heading" className="sr-only">Registrations</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor="registration-search">Search</Label>
          <Input id="registration-search" type="search" placeholder="Camper, parent, e-mail, session or program" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <FilterSelect id="status-filter" label="Status" value={status} values={REGISTRATION_STATUS_FILTERS} onChange={(v) => setStatus(v as typeof status)} />
        <FilterSelect id="payment-filter" label="Payment" value={payment} values={PAYMENT_STATUS_FILTERS} onChange={(v) => setPayment(v as typeof payment)} />
        <a href={`/admin/registrations.csv${query ? `?${query}` : ""}`} download className={buttonClasses("teal", "md")}>
          Export
        </a>
      </div>

      <p className="mt-4 text-sm font-bold text-sea-800" aria-live="polite">
        {data ? `Showing ${data.length} ${data.length === 1 ? "registration" : "registrations"}` : loading ? "Loading registrations…" : ""}
      </p>
      {error ? <p role="alert" className="mt-2 text-red-800">{error}</p> : null}

      {!data ? (
        <div className="mt-3 grid gap-2" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => <Skeleton key={i} className="h-14 w-full" />)}
        </div>
      ) : data.length === 0 ? (
        <Card className="mt-3 p-8 text-center text-muted">No registrations match these filters.</Card>
      ) : (
        // Below lg (a tablet) the row squeezes rather than scrolls: the payment badge joins the
        // status cell and the row's buttons stack, so every row's actions stay on screen.
        // (relative: the header's sr-only text is clipped by the card, not the page.)
        <Card className="relative mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm lg:min-w-[900px] [&_td]:px-3 [&_th]:px-3 lg:[&_td]:px-4 lg:[&_th]:px-4">
            <thead className="border-b border-sea-100 bg-sea-50 text-sea-900">
              <tr>
                <th scope="col" className="px-4 py-3">Camper</th>
                <th scope="col" className="px-4 py-3">Parent</th>
                <th scope="col" className="px-4 py-3">Session</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="hidden px-4 py-3 lg:table-cell">Payment</th>
                <th scope="col" className="px-4 py-3 text-right">Total</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {data.map((r) => (
                <tr key={r.id} className="border-b border-sea-50 last:border-0" data-testid="registration-row">
                  <td className="px-4 py-3">
                    <p className="font-bold text-ink">{r.camper.firstName} {r.camper.lastName}</p>
                    <p className="text-muted">#{r.id} · {gradeLabel(r.camper.grade)}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p>{r.parent.firstName} {r.parent.lastName}</p>
                    <p className="text-muted break-all">{r.parent.email}</p>
                  </td>
                  <td className="px-4 py-3">
                    <p className="font-semibold">{r.session.program.name}</p>
                    <p className="text-muted">{r.session.name} · {formatDay(r.session.startDate)}</p>
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
                  <td className="hidden px-4 py-3 lg:table-cell">{r.paymentStatus ? <StatusBadge status={r.paymentStatus} /> : <span className="text-muted">—</span>}</td>
                  <td className="px-4 py-3 text-right font-bold tabular-nums">
                    {formatMoney(r.totalAmountCents)}
                    {r.receivedCents > 0 && r.balanceCents > 0 ? <p className="text-xs font-semibold text-coral-700">{formatMoney(r.balanceCents)} due</p> : null}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex flex-col items-end gap-2 lg:flex-row lg:justify-end">
                      <Button variant="outline" size="sm" onClick={() => setViewing(r.id)} aria-label={`View registration of ${r.camper.firstName} ${r.camper.lastName}`}>
                        View
                      </Button>
                      <PaymentActions registration={r} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      <RegistrationDetailDialog registrationId={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}

function FilterSelect({ id, label: text, value, values, onChange }: { id: string; label: string; value: string; values: readonly string[]; onChange: (v: string) => void }) {
  return (
    <div className="grid w-44 gap-1.5">
      <Label htmlFor={id}>{text}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-label={`${text} filter`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {values.map((v) => (
            <SelectItem key={v} value={v}>{label(v)}</SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
