import { NavigationMenu, Slot } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "~/components/ui/button";
import { CloseIcon } from "~/components/ui/icons";
import { headerMenus } from "~/content/navigation";
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
      className="size-4 transition-transform group-data-[state=open]:rotate-180"
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
 * A click outside an open menu closes it. Radix would then move focus from the menu's link back to
 * its button, which scrolls the page under the pointer, and the click lands on something else.
 * Letting go of focus first leaves it to whatever the pointer chose (Escape still returns it).
 */
function leaveFocusToThePointer() {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused.closest("[data-header-menu]")) focused.blur();
}

function DesktopMenus() {
  return (
    <NavigationMenu.Root aria-label="Main" className="relative hidden lg:block" delayDuration={100} data-header-menu="">
      <NavigationMenu.List className="flex items-center gap-1">
        {headerMenus.map((group) => (
          <NavigationMenu.Item key={group.label} className="relative">
            <NavigationMenu.Trigger className="group inline-flex h-11 cursor-pointer items-center gap-1 rounded-full px-3 font-bold text-sea-900 hover:bg-sea-50 data-[state=open]:bg-sea-50">
              {group.label}
              <Chevron />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content
              onPointerDownOutside={leaveFocusToThePointer}
              className="absolute top-full left-0 z-50 mt-2 w-60 rounded-2xl border border-sea-100 bg-white p-2 shadow-xl"
            >
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavigationMenu.Link asChild>
                      <Link to={link.to} className="block rounded-xl px-3 py-2 font-semibold text-ink hover:bg-sea-50 focus:bg-sea-50">
                        {link.label}
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function MobileMenu({ user, onClose, onSignUp }: { user: HeaderUser; onClose: () => void; onSignUp: () => void }) {
  return (
    <nav id="mobile-menu" aria-label="Main" className="border-t border-sea-100 bg-white px-4 pt-2 pb-6 lg:hidden">
      {headerMenus.map((group) => (
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
export function SiteHeader({ user, navigationKey }: { user: HeaderUser; navigationKey?: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [signUpOpen, setSignUpOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Any navigation (including back/forward) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [navigationKey]);
  // Sign Up in the mobile menu closes the menu (not left open behind the dialog). Focus waits on
  // the menu button, where the dialog returns it when it closes.
  const signUpFromMenu = () => {
    menuButton.current?.focus();
    setMenuOpen(false);
    setSignUpOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-sea-100 bg-white/95 backdrop-blur">
      <div className="mx-auto grid h-18 max-w-7xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4">
        <div className="flex items-center">
          <button
            ref={menuButton}
            type="button"
            className="grid size-11 cursor-pointer place-items-center rounded-full text-sea-900 hover:bg-sea-50 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <CloseIcon className="size-6" />
            ) : (
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
                <path d="M4 7h16M4 12h16M4 17h16" />
              </svg>
            )}
          </button>
          <DesktopMenus />
        </div>
        <Link to="/" aria-label={`${site.name} home`} className="justify-self-center rounded-full">
          <Logo />
        </Link>
        <div className="hidden justify-self-end lg:block">
          <AccountActions user={user} />
        </div>
      </div>
      {menuOpen ? <MobileMenu user={user} onClose={() => setMenuOpen(false)} onSignUp={signUpFromMenu} /> : null}
      <SignUpDialogPanelOnDemand open={signUpOpen} onOpenChange={setSignUpOpen} />
    </header>
  );
}

export const siteHeaderIsland = defineIsland("site-header", SiteHeader);
