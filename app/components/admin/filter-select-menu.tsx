// The Registrations tab's filter menus (Radix Select). Loaded the first time one is used
// (registrations-tab.tsx): until then the tab shows a stand-in with the same look.
import { useTriggerTakesFocus } from "~/components/ui/on-first-use";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";

export function FilterSelectMenu({
  id,
  name,
  value,
  options,
  onChange,
  openAtOnce = false,
}: {
  id: string;
  name: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (v: string) => void;
  /** The menu opens as it mounts (its stand-in was clicked while this file loaded). */
  openAtOnce?: boolean;
}) {
  const trigger = useTriggerTakesFocus<HTMLButtonElement>(openAtOnce);
  return (
    <Select value={value} onValueChange={onChange} defaultOpen={openAtOnce}>
      <SelectTrigger id={id} aria-label={`${name} filter`} ref={trigger}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
