// The door toolbar's Print menu (Radix DropdownMenu), loaded apart from the door app's first
// scripts (door-toolbar.tsx); the server renders it, and it opens once this file arrives.
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "~/components/ui/dropdown-menu";
import type { DoorDialog } from "./door-toolbar";
import { toolButton } from "./door-styles";

export function PrintMenu({ setDialog }: { setDialog: (dialog: DoorDialog) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button type="button" className={toolButton}>
          Print ▾
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => setDialog("printGroups")}>Print Group Rosters</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setDialog("printAllergy")}>Print Allergy Sheet</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
