// The door toolbar's Print menu (Radix DropdownMenu), loaded apart from the door app's first
// scripts: door-toolbar.tsx shows a plain Print button until the first tap, then this menu,
// opened (the door's service worker keeps this file on the device).
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import type { DoorDialog } from "./door-toolbar";
import { toolButton } from "./door-styles";

export function PrintMenu({ setDialog, defaultOpen }: { setDialog: (dialog: DoorDialog) => void; defaultOpen: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <button type="button" className={toolButton}>
          Print ▾
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => setDialog("printGroups")}>Print Group Rosters</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setDialog("printAllergy")}>Print Allergy Sheet</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setDialog("printEmergency")}>Print Emergency Sheet</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
