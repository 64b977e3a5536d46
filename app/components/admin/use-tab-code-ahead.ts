// The dashboard's tabs' code, loaded once the open tab is idle. React Router fetches a route's code
// on its first visit and, when that fetch fails, reloads the whole page: with the server down, a tab
// click became the browser's "This site can't be reached". With every tab's code already here, a
// tab opened with no network fails only on its data, which the app says in words (root.tsx's
// ErrorBoundary). A fetch that fails here is tried again by the next dashboard visit.
import { useEffect } from "react";

type RouterWindow = Window & { __reactRouterManifest?: { routes: Record<string, { module?: string }> } };

// After the first screen's own work: the tab links are discovered (their routes added to the manifest) by then.
const AFTER_MS = 2000;

export function useTabCodeAhead() {
  useEffect(() => {
    const load = () => {
      const routes = (window as RouterWindow).__reactRouterManifest?.routes ?? {};
      for (const [id, route] of Object.entries(routes)) {
        if (id.startsWith("routes/admin.") && route.module) import(/* @vite-ignore */ route.module).catch(() => undefined);
      }
    };
    const timer = window.setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(load) : load()), AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
