// The strip that stays at the top of the door's screen however far the roster is scrolled
// (docs/decisions/0056-door-warnings-that-stay.md): the red Roll call (the emergency control is
// never off screen, nor scrolled away sideways with the toolbar), the network's line, and a
// group out of ratio until the counselor acknowledges it.
import { useEffect, useRef } from "react";
import type { GroupHeadcount } from "~/lib/here-now/adults";
import { useDoorStatusHeight } from "./door-status-height";
import { OfflineBanner } from "./offline-banner";
import { RatioAlertBar } from "./ratio-alert-bar";

type Props = {
  camperName: (entryId: number) => string;
  /** Null with no roster open: no roll call to start, no groups to judge. */
  rosterOpen: boolean;
  rollCall: "none" | "shown" | "behind";
  onRollCall: () => void;
  onBackToRollCall: () => void;
  headcounts: readonly GroupHeadcount[];
  staffOnSite: number;
};

export function DoorStrip({ camperName, rosterOpen, rollCall, onRollCall, onBackToRollCall, headcounts, staffOnSite }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  // The roll call's own title sticks just below the strip, never under it.
  useDoorStatusHeight(strip);
  // A row brought into view (focus, find-in-page, scrollIntoView) lands below the strip, whatever its height.
  useEffect(() => {
    const element = strip.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const html = document.documentElement;
    const observer = new ResizeObserver(() => (html.style.scrollPaddingTop = `${element.offsetHeight + 8}px`));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={strip} className="sticky top-0 z-20 -mx-3 flex flex-col gap-1 bg-white px-3 py-1 print:hidden" data-testid="door-strip">
      {rosterOpen && rollCall === "behind" ? (
        <button type="button" className="min-h-12 rounded-lg border-4 border-red-800 bg-red-700 px-3 text-lg font-black text-white" onClick={onBackToRollCall}>
          Roll call in progress: back to the roll call
        </button>
      ) : null}
      <div className="flex items-start gap-2">
        {/* In red, first: an emergency roll call starts on this device, with or without a network. */}
        {rosterOpen && rollCall === "none" ? (
          <button
            type="button"
            className="min-h-11 shrink-0 rounded-lg border-2 border-red-900 bg-red-700 px-3 font-black whitespace-nowrap text-white hover:bg-red-800"
            onClick={onRollCall}
            aria-label="Emergency roll call"
          >
            <span aria-hidden="true">⚠ </span>Roll call
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <OfflineBanner camperName={camperName} />
        </div>
      </div>
      {rosterOpen ? <RatioAlertBar headcounts={headcounts} staffOnSite={staffOnSite} /> : null}
    </div>
  );
}
