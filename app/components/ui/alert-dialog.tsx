import { AlertDialog as AlertPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "./button";
import { cn } from "./cn";
import { overlayClasses, panelClasses } from "./dialog-look";
import { useReturnFocus } from "./return-focus";

export const AlertDialog = AlertPrimitive.Root;
export const AlertDialogTrigger = AlertPrimitive.Trigger;

/** Closing returns focus to the control that opened it (see return-focus.ts). */
export function AlertDialogContent({ className, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof AlertPrimitive.Content>) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <AlertPrimitive.Portal>
      <AlertPrimitive.Overlay className={overlayClasses} />
      <AlertPrimitive.Content className={cn(panelClasses, "max-w-md", className)} {...props} {...returnFocus} />
    </AlertPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertPrimitive.Title>) {
  return <AlertPrimitive.Title className={cn("text-xl font-extrabold text-sea-900", className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof AlertPrimitive.Description>) {
  return <AlertPrimitive.Description className={cn("mt-2 text-muted", className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function AlertDialogCancel({ className, ...props }: ComponentProps<typeof AlertPrimitive.Cancel>) {
  return <AlertPrimitive.Cancel className={buttonClasses("outline", "md", className)} data-escape-closes {...props} />;
}

export function AlertDialogAction({
  className,
  variant = "destructive",
  ...props
}: ComponentProps<typeof AlertPrimitive.Action> & { variant?: ButtonVariant }) {
  return <AlertPrimitive.Action className={buttonClasses(variant, "md", className)} {...props} />;
}

/**
 * A confirmation before something that cannot be undone (cancel a registration, delete a photo).
 * `onConfirm` runs when the person chooses the confirm button; Escape or Cancel does nothing.
 *
 *   <ConfirmDialog trigger={<Button variant="destructive">Cancel registration</Button>}
 *     title="Cancel this registration?" description="The seat goes to the next camper."
 *     confirmLabel="Yes, cancel it" onConfirm={() => fetcher.submit(...)} />
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  variant = "destructive",
  onConfirm,
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  variant?: ButtonVariant;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={variant} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
