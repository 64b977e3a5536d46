import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronIcon } from "~/components/ui/icons";

// Within this many pixels of an end counts as there (sub-pixel widths, snap positions).
const END_SLACK = 4;

/**
 * A horizontally scrolling row that moves `perScroll` cards at a time with its arrow buttons
 * (and by swipe or the keyboard's scroll keys); shows `empty` when there is nothing to list.
 * As the spec asks of the media carousels, an arrow is disabled at its end (no wrapping).
 */
export function ScrollCarousel<T>({
  label,
  items,
  perScroll = 3,
  itemKey,
  renderItem,
  empty,
}: {
  label: string;
  items: T[];
  perScroll?: number;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: string;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const atStart = el.scrollLeft <= END_SLACK;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - END_SLACK;
    setEnds((was) => (was.atStart === atStart && was.atEnd === atEnd ? was : { atStart, atEnd }));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  if (items.length === 0) return <p className="rounded-2xl bg-sea-50 p-6 text-center text-lg">{empty}</p>;

  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card || (direction === 1 ? ends.atEnd : ends.atStart)) return;
    el.scrollBy({ left: direction * (card.offsetWidth + 24) * perScroll });
  };
  // aria-disabled, not disabled: a keyboard user pressing an arrow at the end keeps focus on it.
  const arrow =
    "grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-white text-sea-900 shadow-md ring-1 ring-sea-100 hover:bg-sea-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-white";

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <ul
        ref={list}
        tabIndex={0}
        onScroll={measure}
        aria-label={`${label}: ${items.length} items`}
        className="flex snap-x snap-mandatory gap-6 overflow-x-auto scroll-smooth pb-4"
      >
        {items.map((item) => (
          <li key={itemKey(item)} className="w-[85%] shrink-0 snap-start sm:w-[calc((100%-3rem)/3)]">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {items.length > perScroll ? (
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" className={arrow} aria-label={`Previous ${label}`} aria-disabled={ends.atStart || undefined} onClick={() => scroll(-1)}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className={arrow} aria-label={`Next ${label}`} aria-disabled={ends.atEnd || undefined} onClick={() => scroll(1)}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
