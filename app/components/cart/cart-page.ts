// Two behaviours of the summer cart page that live in the browser only.
import { useEffect, useRef, useState } from "react";

/**
 * Whether the parent has scrolled down to the cart (its top is in view, or above it): the phone's
 * cart bar hides then, so it never sits over the cart's lines or the footer's links below.
 */
export function useCartReached() {
  const ref = useRef<HTMLDivElement>(null);
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const cart = ref.current;
    if (!cart) return;
    // The watched area reaches far above the screen, so "intersecting" means the cart's top is
    // above the screen's bottom edge, however far the parent scrolled past it.
    const observer = new IntersectionObserver(([entry]) => setReached(entry.isIntersecting), { rootMargin: "100000px 0px 0px 0px" });
    observer.observe(cart);
    return () => observer.disconnect();
  }, []);
  return { ref, reached };
}

/**
 * A page the browser restores from its back/forward cache shows what it showed when the parent
 * left it (a checkout's outcome, weeks picked then). Seats may have been taken or paid since, so
 * such a page is loaded again from the server, which knows which weeks are held.
 */
export function useFreshAfterBackForward() {
  useEffect(() => {
    const reload = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener("pageshow", reload);
    return () => window.removeEventListener("pageshow", reload);
  }, []);
}
