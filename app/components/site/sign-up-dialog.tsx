import { Slot } from "radix-ui";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { defineIsland } from "~/islands/island";

/** Starts loading the dialog's code (on hover or focus of a button that opens it). */
export const preloadSignUpDialog = () => import("./sign-up-dialog-panel");
const SignUpDialogPanel = lazy(preloadSignUpDialog);

/**
 * The 'Opening CampBrain Registration' dialog, for a button that opens it itself (the header's
 * mobile menu). Its code loads the first time it opens, so it stays out of the page's initial
 * JavaScript; closing it returns focus to whatever had focus when it opened.
 */
export function SignUpDialogPanelOnDemand({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <SignUpDialogPanel open={open} onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;
}

/**
 * Wraps any Sign Up / SIGN UP NOW / Register Now button: opens the 'Opening CampBrain
 * Registration' dialog. The dialog's code loads when the pointer or focus reaches the button.
 */
export function SignUpDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Slot.Root aria-haspopup="dialog" aria-expanded={open} onPointerEnter={preloadSignUpDialog} onFocus={preloadSignUpDialog} onClick={() => setOpen(true)}>
        {children}
      </Slot.Root>
      <SignUpDialogPanelOnDemand open={open} onOpenChange={setOpen} />
    </>
  );
}

/** A Sign Up button on its own, for otherwise static parts of a page. */
export function SignUpButton({ label, size, className }: { label: string; size?: ButtonProps["size"]; className?: string }) {
  return (
    <SignUpDialog>
      <Button size={size} className={className}>
        {label}
      </Button>
    </SignUpDialog>
  );
}

export const signUpButtonIsland = defineIsland("sign-up-button", SignUpButton);
