// Registrations: every registration with its parent's e-mail, searchable and filtered by status
// and payment (kept in the address), 50 to a page (the server counts and cuts the pages), with a
// details view (?view=12) and the payment desk's actions. Export downloads every filtered row as
// CSV (built on the server from the same filters), not only the page on screen.
import { useCallback } from "react";
import { useNavigation } from "react-router";
import type { RegistrationDetail, RegistrationsPage } from "~/server/admin/office-registrations.server";
import { PAYMENT_STATUS_FILTERS, REGISTRATION_STATUS_FILTERS } from "~/lib/registration-filters";
import { filtersToSearchParams } from "~/lib/admin/list-query";
import { buttonClasses } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { statusLabel } from "~/components/ui/badge";
import { RegistrationDesk } from "./registration-desk";
import { RegistrationRow } from "./registration-row";
import { PageLinks } from "./page-links";
import { useOpenedId } from "./use-opened-id";
import { useAddressFilters } from "./use-address-filters";
import { RegistrationDetails } from "./registration-details";
import { FilterSelect } from "./filter-select";
import { ListFilterBar, ShowingLine } from "./list-filter-bar";

const label = (value: string) => (value === "all" ? "All" : value === "none" ? "None (waitlist)" : statusLabel(value));
const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: label(value) }));
const STATUS_OPTIONS = optionsOf(REGISTRATION_STATUS_FILTERS);
const PAYMENT_OPTIONS = optionsOf(PAYMENT_STATUS_FILTERS);

type Props = RegistrationsPage & { detail: RegistrationDetail | null };

export function RegistrationsTab({ filters, registrations: rows, total, page, pageCount, detail }: Props) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/admin/registrations";
  const { chosen, typeSearch, choose } = useAddressFilters(filters);
  const query = filtersToSearchParams(filters).toString();
  const [viewing, view] = useOpenedId("view");
  // Stable for the memoised rows: opening a registration re-renders none of them.
  const openDetails = useCallback((id: number) => view(id), [view]);

  return (
    <RegistrationDesk>
      <section aria-labelledby="registrations-heading">
        <h2 id="registrations-heading" className="sr-only">
          Registrations
        </h2>
        <ListFilterBar searchId="registration-search" placeholder="Camper, parent, e-mail, session or program" search={chosen.search} onSearch={typeSearch}>
          <FilterSelect id="status-filter" label="Status" value={chosen.status} options={STATUS_OPTIONS} onChange={(v) => choose("status", v)} />
          <FilterSelect id="payment-filter" label="Payment" value={chosen.payment} options={PAYMENT_OPTIONS} onChange={(v) => choose("payment", v)} />
          <a href={`/admin/registrations.csv${query ? `?${query}` : ""}`} download className={buttonClasses("teal", "md")}>
            Export
          </a>
        </ListFilterBar>

        <ShowingLine shown={{ page, pageCount, total }} onPage={rows.length} noun="registration" loading={loading} loadingText="Loading registrations…" />
        {filters.status === "all" && !loading ? (
          <p className="text-xs text-muted" data-testid="registrations-count-note">
            Cancelled registrations included; the Total Registrations card counts those not cancelled.
          </p>
        ) : null}

        {rows.length === 0 ? (
          <Card className="mt-3 p-8 text-center text-muted">No registrations match these filters.</Card>
        ) : (
          // Below lg (a tablet) the row squeezes rather than scrolls: the parent joins the camper's
          // cell, the payment badge the status cell, and the row's buttons stack; below sm (a
          // phone) the session, status and total join the camper's cell too (registration-row.tsx),
          // so every row's actions stay on screen. (relative: the header's sr-only text is
          // clipped by the card.)
          // The rows' one-click changes post through the desk around the tab (registration-desk.tsx).
          <Card className="relative mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm lg:min-w-[900px] [&_td]:px-3 [&_th]:px-3 lg:[&_td]:px-4 lg:[&_th]:px-4">
              <thead className="border-b border-sea-100 bg-sea-50 text-sea-900">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Camper
                  </th>
                  <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                    Parent
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    Session
                  </th>
                  <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                    Status
                  </th>
                  <th scope="col" className="hidden px-4 py-3 lg:table-cell">
                    Payment
                  </th>
                  <th scope="col" className="hidden px-4 py-3 text-right sm:table-cell">
                    Total
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <RegistrationRow key={r.id} registration={r} onView={openDetails} />
                ))}
              </tbody>
            </table>
          </Card>
        )}
        <PageLinks label="Pages of registrations" filters={filters} page={page} pageCount={pageCount} />
        <RegistrationDetails registrationId={viewing} detail={detail} onClose={() => view(null)} />
      </section>
    </RegistrationDesk>
  );
}
