import { Slot } from "radix-ui";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { defineIsland } from "~/islands/island";

const loadPanel = () => import("./sign-up-dialog-panel");
const SignUpDialogPanel = lazy(loadPanel);

/**
 * Wraps any Sign Up / SIGN UP NOW / Register Now button: opens the 'Opening CampBrain
 * Registration' dialog. The dialog's code loads when the pointer or focus reaches the button,
 * so it stays out of the page's initial JavaScript.
 */
export function SignUpDialog({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Slot.Root
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Slot.Root>
      {mounted ? (
        <Suspense fallback={null}>
          <SignUpDialogPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
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
