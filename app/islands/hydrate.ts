// The client entry of islands pages (built by vite.config.ts's islandsBuild). It is tiny on
// purpose: it decides when each island the server rendered hydrates, and loads the React runtime
// (./runtime.ts) only then. The server HTML already works without script (links, the header's
// <details> menus), so nothing waits on this:
// - "interaction" (the default): on the visitor's first pointer, touch, focus, key or change inside it
//   (the header, Sign Up buttons, paged carousels, the video panel, the gallery grid: all they do
//   is answer the visitor). A button, or a link to a place on the same page, clicked before its
//   island ran is clicked again once it has.
// - "visible": when the island comes within 200 px of the viewport (islands that act on their
//   own once seen: the scroll carousels measure their ends, posts embed).
// - "load": at once (none today).
// - "soon": 4 s after the page opened, when the browser is idle, or at the first interaction:
//   islands that must run without being touched but not during the page's first seconds (the
//   hero's slideshow, whose first change is due at 5 s; the archive filters, a GET form that
//   works before they run and gives focus back to the filter used once they do).
// - "with-others": with the first island that hydrates (the toast host, which shows what the
//   others report), or at once when the last page left a toast to show.
import { FLASH_TOAST_COOKIE } from "~/lib/flash-toast";
import type { IslandHydration } from "./island";

const SOON_MS = 4000;

let runtime: Promise<typeof import("./runtime")> | undefined;
const pending = new Map<HTMLElement, AbortController>();
// A button, or a link to a place on this page, clicked before its island ran.
const clickedEarly = new Map<HTMLElement, HTMLElement>();

async function hydrate(container: HTMLElement) {
  const listeners = pending.get(container);
  if (!listeners) return;
  pending.delete(container);
  const { hydrateIsland } = await (runtime ??= import("./runtime"));
  listeners.abort();
  hydrateIsland(container);
  // Outside React's root: says the island now answers the visitor itself.
  container.dataset.hydrated = "true";
  const early = clickedEarly.get(container);
  clickedEarly.delete(container);
  early?.click();
  for (const [other] of pending) if (mode(other) === "with-others") void hydrate(other);
}

const mode = (container: HTMLElement) => (container.dataset.hydrate ?? "visible") as IslandHydration;

const visibility =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const container = entry.target.closest<HTMLElement>("[data-island]");
            visibility?.unobserve(entry.target);
            if (container) void hydrate(container);
          }
        },
        { rootMargin: "200px" },
      )
    : null;

const isOnThisPage = (link: HTMLAnchorElement) =>
  link.hash !== "" && link.origin === location.origin && link.pathname === location.pathname && link.search === location.search;

function waitForInteraction(container: HTMLElement, signal: AbortSignal) {
  const start = () => void hydrate(container);
  // `change` too: a value set without focus or pointer (assistive technology, autofill) counts.
  for (const type of ["pointerover", "pointerdown", "touchstart", "focusin", "keydown", "change"]) {
    container.addEventListener(type, start, { passive: true, signal });
  }
  // A button's handler is not there yet: hold the click and repeat it once the island runs. So
  // too a link to a place on this same page (the phone menu's Parent Handbook, on About Us): no
  // page load follows it, so the island must run to close its menu first.
  container.addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element).closest<HTMLElement>("button, a[href]");
      if (!control || !container.contains(control)) return;
      if (control instanceof HTMLAnchorElement && !isOnThisPage(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      clickedEarly.set(container, control);
      start();
    },
    { capture: true, signal },
  );
}

const leftAToast = document.cookie.split("; ").some((c) => c.startsWith(`${FLASH_TOAST_COOKIE}=`));

for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const listeners = new AbortController();
  pending.set(container, listeners);
  const how = mode(container);
  if (how === "load") void hydrate(container);
  else if (how === "interaction") waitForInteraction(container, listeners.signal);
  else if (how === "with-others") {
    if (leftAToast) void hydrate(container);
  } else if (how === "soon") {
    waitForInteraction(container, listeners.signal);
    const idle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 500 }) : setTimeout(run, 0));
    setTimeout(() => idle(() => void hydrate(container)), Math.max(0, SOON_MS - performance.now()));
  } else {
    // The container itself has no box (display: contents): watch what it holds.
    const parts = [...container.children];
    if (!visibility || parts.length === 0) void hydrate(container);
    else for (const part of parts) visibility.observe(part);
    waitForInteraction(container, listeners.signal);
  }
}
