import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A placeholder block while data loads; hidden from screen readers (announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-lg bg-sea-100", className)} {...props} />;
}
