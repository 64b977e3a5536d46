// An office list's search box with its filter menus beside it, and the line that says which rows
// are shown (the Registrations and Waitlist tabs).
import type { ReactNode } from "react";
import { Input, Label } from "~/components/ui/field";
import { cn } from "~/components/ui/cn";
import { ROWS_PER_PAGE } from "~/lib/admin/list-query";
import { formatCount, plural } from "~/lib/format";

export function ListFilterBar({
  searchId,
  placeholder,
  search,
  onSearch,
  className,
  children,
}: {
  searchId: string;
  placeholder: string;
  search: string;
  onSearch: (text: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-wrap items-end gap-3", className)}>
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor={searchId}>Search</Label>
        <Input id={searchId} type="search" placeholder={placeholder} value={search} onChange={(e) => onSearch(e.target.value)} />
      </div>
      {children}
    </div>
  );
}

/**
 * "Showing 51–100 of 1,012 waiting campers" (or all of them, or the loading words): `shown` is the
 * list's page as the server cut it, `onPage` how many rows it holds.
 */
export function ShowingLine({
  shown: { page, pageCount, total },
  onPage,
  noun,
  loading,
  loadingText,
}: {
  shown: { page: number; pageCount: number; total: number };
  onPage: number;
  noun: string;
  loading: boolean;
  loadingText: string;
}) {
  const first = (page - 1) * ROWS_PER_PAGE + 1;
  return (
    <p className="mt-4 text-sm font-bold text-sea-800" aria-live="polite">
      {loading
        ? loadingText
        : pageCount > 1
          ? `Showing ${formatCount(first)}–${formatCount(first + onPage - 1)} of ${plural(total, noun)}`
          : `Showing ${plural(total, noun)}`}
    </p>
  );
}
