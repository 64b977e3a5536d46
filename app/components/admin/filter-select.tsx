// A tab's filter menu (Registrations: status and payment; Waitlist: site and session). The menu
// (Radix Select) loads the first time one is used (ui/on-first-use.ts); until then a stand-in
// with the same look, rendered by the server.
import { Suspense } from "react";
import { Label } from "~/components/ui/field";
import { SelectStandIn } from "~/components/ui/select-stand-in";
import { onFirstUse, useFirstUse } from "~/components/ui/on-first-use";
import { cn } from "~/components/ui/cn";

const filterMenu = onFirstUse(() => import("./filter-select-menu").then((m) => m.FilterSelectMenu));

export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (v: string) => void;
  className?: string;
}) {
  const { used, busy, use, reach } = useFirstUse(filterMenu.preload);
  const shown = options.find((o) => o.value === value)?.label ?? value;
  const standIn = <SelectStandIn id={id} aria-label={`${label} filter`} shown={shown} busy={busy} onReach={reach} onUse={use} />;
  return (
    <div className={cn("grid w-44 gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {/* As in registration-row.tsx: the stand-in stays, busy, until the menu's file is in. */}
      <Suspense fallback={standIn}>
        {used ? <filterMenu.Part id={id} name={label} value={value} options={options} onChange={onChange} openAtOnce /> : standIn}
      </Suspense>
    </div>
  );
}
