import { useState, type ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import { ChevronIcon } from "~/components/ui/icons";

/** Which page comes next, wrapping around at both ends. */
export function wrapPage(page: number, delta: number, pages: number) {
  return (((page + delta) % pages) + pages) % pages;
}

/**
 * The round previous/next arrows of every carousel. A disabled arrow is `aria-disabled`, not
 * `disabled`, so a keyboard user pressing it at the end keeps focus on it.
 */
const carouselArrowClasses =
  "grid size-12 shrink-0 cursor-pointer place-items-center rounded-full bg-white text-sea-900 shadow-md ring-1 ring-sea-100 hover:bg-sea-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white";

/**
 * A row of items shown `perPage` at a time, with previous/next buttons and one dot per page. The
 * page carousels wrap around at both ends; with `wrap={false}` (the media carousels, as the spec
 * says) an arrow is disabled at its end. The current page is announced politely to screen readers.
 */
export function PagedCarousel<T>({
  label,
  items,
  perPage,
  renderItem,
  itemKey,
  className,
  gridClassName = "grid gap-6 md:grid-cols-3",
  wrap = true,
}: {
  label: string;
  items: T[];
  perPage: number;
  renderItem: (item: T, index: number) => ReactNode;
  itemKey: (item: T, index: number) => string;
  className?: string;
  gridClassName?: string;
  wrap?: boolean;
}) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const visible = items.slice(page * perPage, page * perPage + perPage);
  const controls = pages > 1;
  const atStart = !wrap && page === 0;
  const atEnd = !wrap && page === pages - 1;
  const previous = () => (atStart ? undefined : setPage(wrapPage(page, -1, pages)));
  const next = () => (atEnd ? undefined : setPage(wrapPage(page, 1, pages)));

  return (
    <section aria-roledescription="carousel" aria-label={label} className={className}>
      <div className="flex items-center gap-3">
        {controls ? (
          <button
            type="button"
            className={cn(carouselArrowClasses, "hidden sm:grid")}
            aria-label="Previous"
            aria-disabled={atStart || undefined}
            onClick={previous}
          >
            <ChevronIcon direction="left" />
          </button>
        ) : null}
        <div className={cn("min-w-0 flex-1", gridClassName)} aria-live="polite" aria-label={`Page ${page + 1} of ${pages}`} role="group" data-page={page + 1}>
          {visible.map((item, i) => (
            <div key={itemKey(item, page * perPage + i)} className="min-w-0">
              {renderItem(item, page * perPage + i)}
            </div>
          ))}
        </div>
        {controls ? (
          <button type="button" className={cn(carouselArrowClasses, "hidden sm:grid")} aria-label="Next" aria-disabled={atEnd || undefined} onClick={next}>
            <ChevronIcon direction="right" />
          </button>
        ) : null}
      </div>
      <div className={cn("mt-6 flex items-center justify-center gap-3", !controls && "hidden")}>
        <button type="button" className={cn(carouselArrowClasses, "sm:hidden")} aria-label="Previous" aria-disabled={atStart || undefined} onClick={previous}>
          <ChevronIcon direction="left" />
        </button>
        <div className="flex items-center">
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              className="group grid size-8 cursor-pointer place-items-center"
              aria-label={`Go to page ${i + 1}`}
              aria-current={i === page ? "true" : undefined}
              onClick={() => setPage(i)}
            >
              <span className={cn("block size-3 rounded-full transition-colors", i === page ? "bg-coral-600" : "bg-sea-200 group-hover:bg-sea-500")} />
            </button>
          ))}
        </div>
        <button type="button" className={cn(carouselArrowClasses, "sm:hidden")} aria-label="Next" aria-disabled={atEnd || undefined} onClick={next}>
          <ChevronIcon direction="right" />
        </button>
      </div>
    </section>
  );
}
