import { useRef, type ReactNode } from "react";
import { ChevronIcon } from "~/components/ui/icons";

/**
 * A horizontally scrolling row that moves `perScroll` cards at a time with its arrow buttons
 * (and by swipe or the keyboard's scroll keys); shows `empty` when there is nothing to list.
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
  if (items.length === 0) return <p className="rounded-2xl bg-sea-50 p-6 text-center text-lg">{empty}</p>;

  const scroll = (direction: 1 | -1) => {
    const el = list.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    const step = (card.offsetWidth + 24) * perScroll;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    const atStart = el.scrollLeft <= 4;
    // Wrap around at both ends, like the page carousels.
    if (direction === 1 && atEnd) el.scrollTo({ left: 0 });
    else if (direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth });
    else el.scrollBy({ left: direction * step });
  };
  const arrow = "grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-white text-sea-900 shadow-md ring-1 ring-sea-100 hover:bg-sea-50";

  return (
    <section aria-roledescription="carousel" aria-label={label}>
      <ul
        ref={list}
        tabIndex={0}
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
          <button type="button" className={arrow} aria-label={`Previous ${label}`} onClick={() => scroll(-1)}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" className={arrow} aria-label={`Next ${label}`} onClick={() => scroll(1)}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      ) : null}
    </section>
  );
}
