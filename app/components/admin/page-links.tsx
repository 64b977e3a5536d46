// An office list's page links (the Registrations and Waitlist tabs): Previous, the first and last
// pages, two either side of this one, Next. Each is an address with the search and filters, so a
// page can be shared, reloaded and reached with Back.
import { Link } from "react-router";
import { filtersToSearchParams, type ListFilters } from "~/lib/admin/list-query";
import { buttonClasses } from "~/components/ui/button";

/** The page numbers to offer, with null where pages are left out ("…"). */
export function pagesAround(page: number, pageCount: number): Array<number | null> {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  return shown.flatMap((p, i) => (i > 0 && p - shown[i - 1] > 1 ? [null, p] : [p]));
}

export function PageLinks({ label, filters, page, pageCount }: { label: string; filters: ListFilters; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const to = (p: number) => ({ search: `?${filtersToSearchParams(filters, p)}` });
  const link = buttonClasses("outline", "sm", "min-w-9");
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev" className={link}>
              Previous
            </Link>
          </li>
        ) : null}
        {pagesAround(page, pageCount).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span className="px-1 text-muted" aria-hidden="true">
                …
              </span>
            ) : p === page ? (
              <span aria-current="page" className={buttonClasses("secondary", "sm", "min-w-9")}>
                <span className="sr-only">Page </span>
                {p}
              </span>
            ) : (
              <Link to={to(p)} className={link} aria-label={`Page ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount ? (
          <li>
            <Link to={to(page + 1)} rel="next" className={link}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
