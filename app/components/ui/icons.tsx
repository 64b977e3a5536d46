import { cn } from "./cn";

export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn("size-5", className)} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

// Whole class names, so Tailwind sees them (cn joins classes; it does not let one size override another).
const CHEVRON_SIZES = { 4: "size-4", 5: "size-5", 6: "size-6" } as const;

export function ChevronIcon({
  direction = "down",
  size = 5,
  className,
}: {
  direction?: "down" | "left" | "right";
  size?: keyof typeof CHEVRON_SIZES;
  className?: string;
}) {
  const d = { down: "M6 9l6 6 6-6", left: "M15 6l-6 6 6 6", right: "M9 6l6 6-6 6" }[direction];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn(CHEVRON_SIZES[size], className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}
