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
    // Measured, not taken from the observer's answer: an observer's last answer can be stale after
    // the viewport changed and came back (a full-page capture, a phone's toolbar), and the bar
    // would then stay hidden over a page with the cart far below. The observer, scrolling and
    // resizing only say when to measure again (the cart moves as weeks are picked).
    let frame = 0;
    const measure = () => {
      frame = 0;
      setReached(cart.getBoundingClientRect().top < window.innerHeight);
    };
    const soon = () => {
      frame ||= requestAnimationFrame(measure);
    };
    const observer = new IntersectionObserver(soon);
    observer.observe(cart);
    window.addEventListener("scroll", soon, { passive: true });
    window.addEventListener("resize", soon);
    measure();
    return () => {
      observer.disconnect();
      window.removeEventListener("scroll", soon);
      window.removeEventListener("resize", soon);
      cancelAnimationFrame(frame);
    };
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
