// A dialog whose code (Radix Dialog, its form, the form's schema) loads the first time it opens,
// not with the page (on-first-use.ts, docs/admin.md). Its opener stays a plain button: pointing
// at it or focusing it starts the download (`preload`), and if a click comes first the dialog's
// panel says "Opening…" until the code is there. After the first opening the dialog stays
// mounted, so it closes with its animation and gives focus back to its opener. If the code
// cannot be fetched, the panel says so instead of the page going blank.
import { Component, Suspense, useState, type ReactNode } from "react";
import { DialogLoadFailed, DialogLoading } from "./dialog-loading";
import { isLoadFailure } from "./on-first-use";

/**
 * `children` is the dialog itself (a `Part` of onFirstUse), rendered from its first opening on;
 * `title` and `className` draw the panel shown while it loads; `onClose` closes it (as Escape would).
 */
export function DialogOnFirstUse({
  open,
  title,
  className,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  className?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <LoadFailure open={open} title={title} className={className} onClose={onClose}>
      <Suspense fallback={open ? <DialogLoading title={title} className={className} /> : null}>{children}</Suspense>
    </LoadFailure>
  );
}

type LoadFailureProps = { open: boolean; title: string; className?: string; onClose: () => void; children: ReactNode };
type LoadFailureState = { error: unknown; wasOpen: boolean };

/**
 * Catches the dialog's file not arriving. The failure stays until the dialog is opened again
 * (its opener, reached, has started a new download: on-first-use.ts); clearing it on close would
 * render the failed part again at once, and fail again, in a loop.
 */
class LoadFailure extends Component<LoadFailureProps, LoadFailureState> {
  state: LoadFailureState = { error: null, wasOpen: this.props.open };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: LoadFailureProps, state: LoadFailureState): Partial<LoadFailureState> | null {
    if (props.open === state.wasOpen) return null;
    return props.open ? { wasOpen: true, error: null } : { wasOpen: false };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Any other fault is the page's (its error screen).
    if (!isLoadFailure(error)) throw error;
    if (!this.props.open) return null;
    return <DialogLoadFailed title={this.props.title} className={this.props.className} onClose={this.props.onClose} />;
  }
}
