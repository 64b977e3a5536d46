// Islands: public pages are server-rendered HTML without React Router's client runtime; only
// their interactive parts hydrate, each as its own small React root, from one client entry
// (./hydrate.ts). A part becomes an island with `defineIsland(name, Component)` (listed in
// ./registry.ts) and is placed with `<Island of={...} props={...} />`; its props travel to the
// browser as JSON, so they must be plain data. On fully hydrated pages (everything that is not an
// islands page, and every page under `react-router dev`) <Island> renders the component as is.
import { createContext, createElement, useContext, useId, type ComponentType, type ReactElement } from "react";
import type { UIMatch } from "react-router";

/** When an island hydrates on an islands page (./hydrate.ts says what each means). */
export type IslandHydration = "load" | "visible" | "interaction" | "soon" | "with-others";

export type IslandDefinition<P> = { name: string; Component: ComponentType<P>; hydrate: IslandHydration };

export function defineIsland<P extends object>(name: string, Component: ComponentType<P>, hydrate: IslandHydration = "interaction"): IslandDefinition<P> {
  return { name, Component, hydrate };
}

/** What the build tells the server about the islands' client entry (see vite.config.ts). */
export type IslandsBuild = { entry: string; css: string | null };

/** Provided by entry.server.tsx; root's Layout keeps it only for islands pages. */
export type IslandsServer = {
  build: IslandsBuild;
  /** Renders one island to HTML as its own root, the way the browser will hydrate it. */
  renderToString: (element: ReactElement, identifierPrefix: string) => string;
};

export const IslandsContext = createContext<IslandsServer | null>(null);

/**
 * A route becomes an islands page with `export const handle = { islands: true } satisfies
 * IslandsHandle;` (or a function of its loader data); without it a page keeps full hydration.
 */
export type IslandsHandle = { islands?: boolean | ((loaderData: unknown) => boolean) };

export function wantsIslands(matches: UIMatch[]) {
  const leaf = matches.at(-1);
  const islands = (leaf?.handle as IslandsHandle | undefined)?.islands;
  return typeof islands === "function" ? islands(leaf?.loaderData) : islands === true;
}

export function Island<P extends object>({ of, props }: { of: IslandDefinition<P>; props: P }) {
  const server = useContext(IslandsContext);
  const id = useId();
  if (!server) return createElement(of.Component, props);
  // Exactly what the browser will parse back, so server and client render the same thing.
  const json = JSON.stringify(props);
  const prefix = `${of.name}${id}`;
  const html = server.renderToString(createElement(of.Component, JSON.parse(json) as P), prefix);
  return (
    <div
      data-island={of.name}
      data-island-prefix={prefix}
      data-props={json}
      data-hydrate={of.hydrate}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
