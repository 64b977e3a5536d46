import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

const TONES = {
  green: "bg-green-100 text-green-900 ring-green-300",
  yellow: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  red: "bg-red-100 text-red-900 ring-red-300",
  blue: "bg-sea-100 text-sea-900 ring-sea-200",
  teal: "bg-teal-100 text-teal-700 ring-teal-400/40",
  grey: "bg-slate-100 text-slate-800 ring-slate-300",
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = "grey", className, ...props }: ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ring-inset", TONES[tone], className)}
      {...props}
    />
  );
}

// Registration and payment states in one place, so every screen colours them alike.
const STATUS: Record<string, { tone: BadgeTone; label: string }> = {
  confirmed: { tone: "green", label: "Confirmed" },
  pending: { tone: "yellow", label: "Pending" },
  cancelled: { tone: "red", label: "Cancelled" },
  waitlisted: { tone: "blue", label: "Waitlisted" },
  interested: { tone: "blue", label: "Interested/Waitlisted" },
  paid: { tone: "green", label: "Paid" },
  failed: { tone: "red", label: "Failed" },
};

export function statusLabel(status: string) {
  return STATUS[status]?.label ?? status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * A registration or payment status with the product's colours (unknown states are grey).
 * `prefix` ("Status: ", "Payment: ") names which it is where the two stand together.
 */
export function StatusBadge({ status, className, prefix }: { status: string; className?: string; prefix?: ReactNode }) {
  const entry = STATUS[status] ?? { tone: "grey" as const, label: statusLabel(status) };
  return (
    <Badge tone={entry.tone} className={cn(prefix ? "gap-1" : undefined, className)} data-status={status}>
      {prefix}
      {entry.label}
    </Badge>
  );
}
