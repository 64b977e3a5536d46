import { Slot } from "radix-ui";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { CloseIcon } from "~/components/ui/icons";
import { headerMenusFor, type NavGroup } from "~/content/navigation";
import { site } from "~/content/site";
import { defineIsland } from "~/islands/island";
import { Logo } from "./logo";
import { preloadSignUpDialog, SignUpDialog, SignUpDialogPanelOnDemand } from "./sign-up-dialog";
import { SiteLink as Link } from "./site-link";

export type HeaderUser = { isAdmin: boolean } | null;

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 transition-transform group-open:rotate-180"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** `onSignUp` opens the Sign Up dialog from outside (the mobile menu, which closes first). */
function AccountActions({ user, onChoose, onSignUp, stacked }: { user: HeaderUser; onChoose?: () => void; onSignUp?: () => void; stacked?: boolean }) {
  const layout = stacked ? "flex flex-col gap-3" : "flex items-center gap-2";
  if (!user) {
    const signUp = (
      <Button size="sm" className={stacked ? "h-11" : undefined}>
        Sign Up
      </Button>
    );
    return (
      <div className={layout}>
        {onSignUp ? (
          <Slot.Root aria-haspopup="dialog" onPointerEnter={preloadSignUpDialog} onFocus={preloadSignUpDialog} onClick={onSignUp}>
            {signUp}
          </Slot.Root>
        ) : (
          <SignUpDialog>{signUp}</SignUpDialog>
        )}
        <a
          href={site.nonprofit.donateUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onChoose}
          className={buttonClasses("sunny", stacked ? "md" : "sm")}
        >
          Give Back<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {/* A plain navigation: /api/login leads to the sign-in page and back. */}
        <a href="/api/login" onClick={onChoose} className={buttonClasses("outline", stacked ? "md" : "sm")}>
          Parent Login
        </a>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link to="/registration" onClick={onChoose} className={buttonClasses("primary", stacked ? "md" : "sm")}>
        Register Camper
      </Link>
      {user.isAdmin ? (
        <Link to="/admin" onClick={onChoose} className={buttonClasses("secondary", stacked ? "md" : "sm")}>
          Admin
        </Link>
      ) : null}
      {/* A plain navigation: /api/logout ends the session on the server. */}
      <a href="/api/logout" className={buttonClasses("outline", stacked ? "md" : "sm")}>
        Logout
      </a>
    </div>
  );
}

/**
 * The header's menus are <details> elements: the server sends every link, and they open and
 * close with JavaScript off (crawlers and scriptless visitors). Once hydrated, the script adds
 * what a disclosure widget owes a keyboard and screen-reader user: `aria-expanded` on the
 * summary (left out of the server HTML so a scriptless browser's own state is not overridden),
 * Escape closes and returns focus to the summary, a click elsewhere or a choice closes it, and
 * a mouse opens the desktop menus on hover.
 */
function useDisclosure(closeSignal: unknown) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // A menu opened before the script ran keeps its state.
    setOpen(details.current?.open ?? false);
    setHydrated(true);
  }, []);
  const close = useCallback((returnFocus = false) => {
    if (details.current) details.current.open = false;
    if (returnFocus) summary.current?.focus();
  }, []);
  // A navigation closes the menu (not the first render: a menu opened before hydration stays open).
  const firstSignal = useRef(closeSignal);
  useEffect(() => {
    if (closeSignal !== firstSignal.current) close();
  }, [closeSignal, close]);
  useEffect(() => {
    if (!open) return;
    // A click elsewhere closes the menu without taking focus back, so the click lands where aimed.
    const outside = (event: globalThis.PointerEvent) => {
      if (details.current && !details.current.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, close]);
  return {
    open,
    close,
    detailsProps: {
      ref: details,
      onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "Escape" && details.current?.open) {
          event.preventDefault();
          close(true);
        }
      },
    },
    summaryProps: { ref: summary, "aria-expanded": hydrated ? open : undefined },
  };
}

const summaryReset = "list-none cursor-pointer [&::-webkit-details-marker]:hidden";

function HeaderMenu({ group, navigationKey }: { group: NavGroup; navigationKey?: string }) {
  const { detailsProps, summaryProps, close } = useDisclosure(navigationKey);
  const hoverOpened = useRef(false);
  const openOnHover = (event: PointerEvent) => {
    const details = detailsProps.ref.current;
    if (event.pointerType !== "mouse" || !details || details.open) return;
    hoverOpened.current = true;
    details.open = true;
  };
  const closeOnLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse" || !hoverOpened.current) return;
    hoverOpened.current = false;
    close();
  };
  // Hydrated by the pointer coming over it (app/islands/hydrate.ts): open as the hover asked.
  useEffect(() => {
    const details = detailsProps.ref.current;
    if (!details || details.open || !details.matches(":hover") || !window.matchMedia("(hover: hover)").matches) return;
    hoverOpened.current = true;
    details.open = true;
  }, [detailsProps.ref]);
  return (
    // `name` makes the three menus one group: opening one closes the others, script or not.
    <details {...detailsProps} name="header-menu" className="group relative" onPointerEnter={openOnHover} onPointerLeave={closeOnLeave}>
      <summary
        {...summaryProps}
        onClick={() => (hoverOpened.current = false)}
        className={`${summaryReset} inline-flex h-11 items-center gap-1 rounded-full px-3 font-bold text-sea-900 group-open:bg-sea-50 hover:bg-sea-50`}
      >
        {group.label}
        <Chevron />
      </summary>
      {/* The padding bridges the gap under the summary, so a mouse moving down keeps it open. */}
      <div className="absolute top-full left-0 z-50 w-60 pt-2">
        <ul className="rounded-2xl border border-sea-100 bg-white p-2 shadow-xl">
          {group.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={() => close()} className="block rounded-xl px-3 py-2 font-semibold text-ink hover:bg-sea-50 focus:bg-sea-50">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function DesktopMenus({ menus, navigationKey }: { menus: NavGroup[]; navigationKey?: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {menus.map((group) => (
          <li key={group.label}>
            <HeaderMenu group={group} navigationKey={navigationKey} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MobileMenuLinks({ menus, user, onClose, onSignUp }: { menus: NavGroup[]; user: HeaderUser; onClose: () => void; onSignUp: () => void }) {
  return (
    <nav id="mobile-menu" aria-label="Main" className="absolute inset-x-0 top-full border-t border-b border-sea-100 bg-white px-4 pt-2 pb-6 shadow-xl">
      {menus.map((group) => (
        <div key={group.label} className="py-2">
          <p className="px-2 text-sm font-extrabold tracking-wide text-teal-700 uppercase">{group.label}</p>
          <ul>
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose} className="block rounded-xl px-2 py-2.5 text-lg font-semibold text-ink hover:bg-sea-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="mt-2 border-t border-sea-100 pt-4">
        <AccountActions user={user} onChoose={onClose} onSignUp={onSignUp} stacked />
      </div>
    </nav>
  );
}

/**
 * `navigationKey` changes with every client-side navigation (root passes React Router's location
 * key); on islands pages every link is a page load, which closes the menu anyway.
 */
export function SiteHeader({ user, navigationKey, summerYear }: { user: HeaderUser; navigationKey?: string; summerYear: number }) {
  const [signUpOpen, setSignUpOpen] = useState(false);
  const menus = headerMenusFor(summerYear);
  // Any navigation (including back/forward) closes the phone menu.
  const { open: menuOpen, close: closeMenu, detailsProps, summaryProps } = useDisclosure(navigationKey);
  // Sign Up in the phone menu closes the menu (not left open behind the dialog). Focus waits on
  // the menu button, where the dialog returns it when it closes.
  const signUpFromMenu = () => {
    closeMenu(true);
    setSignUpOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-sea-100 bg-white/95 backdrop-blur">
      <div className="mx-auto grid h-18 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4">
        <div className="flex items-center">
          <details {...detailsProps} className="group lg:hidden">
            <summary
              {...summaryProps}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              className={`${summaryReset} grid size-11 place-items-center rounded-full text-sea-900 hover:bg-sea-50`}
            >
              <CloseIcon className="hidden size-6 group-open:block" />
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6 group-open:hidden"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              >
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            </summary>
            <MobileMenuLinks menus={menus} user={user} onClose={() => closeMenu()} onSignUp={signUpFromMenu} />
          </details>
          <DesktopMenus menus={menus} navigationKey={navigationKey} />
        </div>
        <Link to="/" aria-label={`${site.name} home`} className="justify-self-center rounded-full">
          <Logo />
        </Link>
        <div className="hidden justify-self-end lg:block">
          <AccountActions user={user} />
        </div>
      </div>
      <SignUpDialogPanelOnDemand open={signUpOpen} onOpenChange={setSignUpOpen} />
    </header>
  );
}

export const siteHeaderIsland = defineIsland("site-header", SiteHeader);
