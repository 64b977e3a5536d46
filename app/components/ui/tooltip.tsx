import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ReactNode } from "react";

// The product's timings: open after 700 ms, skip delay 300 ms. Each tooltip carries its own
// provider so pages without tooltips do not load the positioning code.

/** A short hint on hover or focus. The trigger must be focusable (a button or link). */
export function Tooltip({ content, children, side = "top" }: { content: ReactNode; children: ReactNode; side?: "top" | "right" | "bottom" | "left" }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-sea-950 px-3 py-1.5 text-sm text-white shadow-lg data-[state=delayed-open]:animate-fade-in"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-sea-950" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
