// The client entry of islands pages (built by vite.config.ts's islandsBuild): hydrates every
// island the server rendered, each as its own root with the props it was rendered with.
import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { islands } from "./registry";

const byName = new Map(islands.map((island) => [island.name, island]));

// In a transition, hydration yields to the browser every few milliseconds instead of holding
// the main thread; an island someone interacts with meanwhile hydrates at once.
startTransition(() => {
  for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
    const island = byName.get(container.dataset.island ?? "");
    if (!island) continue;
    const props = JSON.parse(container.dataset.props ?? "{}") as never;
    hydrateRoot(container, createElement(island.Component, props), { identifierPrefix: container.dataset.islandPrefix });
  }
});
