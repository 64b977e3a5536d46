// The islands' React runtime: React, React DOM and every island component. ./hydrate.ts loads
// it only when a first island needs to hydrate, so a page whose islands wait for the visitor
// (the header, Sign Up buttons) runs no React at all until then.
import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands } from "./registry";

const byName = new Map(islands.map((island) => [island.name, island]));

/** Hydrates one island the server rendered, as its own root, with the props it was rendered with. */
export function hydrateIsland(container: HTMLElement) {
  const island = byName.get(container.dataset.island ?? "");
  if (!island) return;
  const props = JSON.parse(container.dataset.props ?? "{}") as never;
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread. A click that reaches a root still hydrating makes React finish it at once
  // and then handle the click.
  startTransition(() => {
    hydrateRoot(container, createElement(island.Component, props), { identifierPrefix: container.dataset.islandPrefix });
  });
}
