import path from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { doorPrecache } from "./scripts/door-precache-plugin";

/**
 * Public pages hydrate only their interactive parts (islands: app/islands/island.tsx). This
 * plugin adds the islands' own client entry to the client build (hashed, sharing chunks with the
 * rest of the app) and hands its URL and the site stylesheet to the server build as
 * `virtual:islands-build` (null under `react-router dev`, where every page hydrates fully).
 */
function islandsBuild(): Plugin {
  const entry = path.resolve(import.meta.dirname, "app/islands/hydrate.ts");
  const virtualId = "virtual:islands-build";
  let referenceId: string | undefined;
  let built: { entry: string; css: string | null } | null = null;
  return {
    name: "camp-sarraka-islands",
    buildStart() {
      if (this.environment.name === "client" && this.environment.mode === "build") {
        referenceId = this.emitFile({ type: "chunk", id: entry, name: "islands" });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || !referenceId) return;
      const file = this.getFileName(referenceId);
      const chunk = bundle[file];
      if (chunk?.type !== "chunk") throw new Error("the islands entry was not built");
      const base = this.environment.config.base;
      // The site's stylesheet is the one root imports (app/app.css); a page's own stylesheet (the
      // door's print sheet) is not one a public page needs. Inline it only when root has exactly one.
      const rootStyles = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && output.facadeModuleId && /[\\/]app[\\/]root\.tsx(\?|$)/.test(output.facadeModuleId)) {
          for (const css of output.viteMetadata?.importedCss ?? []) rootStyles.add(css);
        }
      }
      const sheet = rootStyles.size === 1 ? bundle[[...rootStyles][0]] : undefined;
      const css = sheet?.type === "asset" ? String(sheet.source) : null;
      built = { entry: base + file, css };
    },
    resolveId(id) {
      if (id === virtualId) return `\0${virtualId}`;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return;
      return `export default ${JSON.stringify(built)};`;
    },
  };
}

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const REACT_ROUTER = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser|@remix-run[\\/]route-pattern)[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const CONFORM = /[\\/]node_modules[\\/]@conform-to[\\/]/;
const APP_DIR = path.resolve(import.meta.dirname, "app") + path.sep;
const SCRIPT = /\.[cm]?[jt]sx?$/;
const APP_ROOT = /[\\/]app[\\/](root|entry\.client)\.tsx$/;
const ISLANDS_ENTRY = /[\\/]app[\\/]islands[\\/]hydrate\.ts$/;
// The site's copy: pages of one kind share it (the legal pages, the public pages' words); it stays
// with them, not in a chunk every page of a part loads.
const CONTENT = /[\\/]app[\\/]content[\\/]/;
const ROUTE_ENTRY = /[\\/]app[\\/]routes[\\/]([^\\/?]+)\.tsx?\?/;

/** The part of the app a route belongs to: the admin dashboard, the door, or the family's pages. */
function routeArea(file: string): RouteArea {
  if (/^admin([.]|$)/.test(file)) return "admin";
  if (/^attendance/.test(file)) return "door";
  return "family";
}
type RouteArea = "admin" | "door" | "family";

/**
 * Fewer, larger chunks for fully hydrated pages (docs/decisions/0064-app-pages-on-a-phone.md),
 * planned from the module graph once it is built. Every app page loads what root and the client
 * entry import; the islands load their entry, then their runtime with every island at once. So:
 * - "boot": what the islands' entry imports besides itself (the preload helper, the flash toast's
 *   cookie name). Every app page loads it too; in a group of its own, the entry stays without
 *   React, and the modules that import it (header, toasts) can join the groups below;
 * - "app-islands": what both app pages and the islands' runtime load (the header, toasts,
 *   buttons), built into React's chunk: whoever loads one loads the other;
 * - "app": what only app pages load, with React Router;
 * and of the modules two routes or more load at once (route entries' static imports):
 * - what routes of more than one part of the app share (badges, skeletons, vocabulary) joins
 *   "app", or React's chunk if the islands load it too (cards);
 * - what routes of one part share joins that part's chunk: "family", "admin" or "door".
 * Those last add a few KB a page may not use, for a file fewer: on a slow phone every file is a
 * round trip of more than half a second. Only the app's own modules are grouped, and only those
 * whose imports are all the app's own scripts: a group takes what its modules import with it,
 * and a package (radix-ui, zod) or the site's copy would then load on every page of the group.
 * A module one route alone uses stays in that route's chunk; one loaded on first use, its own.
 */
function appChunkPlan() {
  const appPages = new Set<string>();
  const islands = new Set<string>();
  const islandsEntry = new Set<string>();
  const shared = new Set<string>();
  const appOnly = new Set<string>();
  const byArea = new Map<string, RouteArea>();
  const formsByArea = new Map<string, RouteArea>();
  const plugin: Plugin = {
    name: "camp-sarraka-app-chunk-plan",
    buildEnd() {
      if (this.environment.name !== "client") return;
      const imports = (id: string, dynamic: boolean) => {
        const info = this.getModuleInfo(id);
        return info ? [...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : [])] : [];
      };
      const walk = (start: string, into: Set<string>, dynamic: boolean) => {
        const todo = [start];
        while (todo.length) {
          const id = todo.pop()!;
          if (into.has(id) || !this.getModuleInfo(id)) continue;
          into.add(id);
          todo.push(...imports(id, dynamic));
        }
      };
      for (const id of this.getModuleIds()) {
        if (APP_ROOT.test(id)) walk(id, appPages, false);
        if (ISLANDS_ENTRY.test(id)) {
          walk(id, islands, true);
          walk(id, islandsEntry, false);
          islandsEntry.delete(id);
        }
      }
      for (const id of appPages) {
        // Scripts only: a stylesheet stays with root, where the islands' build finds the site's sheet to inline.
        if (!id.startsWith(APP_DIR) || !SCRIPT.test(id) || APP_ROOT.test(id) || islandsEntry.has(id)) continue;
        (islands.has(id) ? shared : appOnly).add(id);
      }
      // Which parts of the app load each module at once (static imports from route entries).
      const areas = new Map<string, Set<RouteArea>>();
      const routes = new Map<string, number>();
      for (const id of this.getModuleIds()) {
        const file = this.getModuleInfo(id)?.isEntry ? ROUTE_ENTRY.exec(id)?.[1] : undefined;
        if (!file) continue;
        const reached = new Set<string>();
        walk(id, reached, false);
        for (const dep of reached) {
          if (!areas.has(dep)) areas.set(dep, new Set());
          areas.get(dep)!.add(routeArea(file));
          routes.set(dep, (routes.get(dep) ?? 0) + 1);
        }
      }
      // A group takes its modules' imports with it: only a module whose imports are all the app's
      // own scripts (React and React Router aside) can join one without bringing a package along.
      const planned = (id: string) => islandsEntry.has(id) || shared.has(id) || appOnly.has(id);
      // A planned module's own imports go with it into its group: the walk stops there. With
      // `schemas`, a module may reach zod too (the forms' schemas: see the `-forms` groups below).
      const pure = (id: string, schemas = false) => {
        const todo = [id];
        const seen = new Set<string>();
        while (todo.length) {
          const dep = todo.pop()!;
          if (seen.has(dep) || !this.getModuleInfo(dep)) continue;
          seen.add(dep);
          if (REACT.test(dep) || REACT_ROUTER.test(dep) || (schemas && ZOD.test(dep)) || (dep !== id && planned(dep))) continue;
          if (!(dep.startsWith(APP_DIR) && SCRIPT.test(dep) && !CONTENT.test(dep))) return false;
          todo.push(...imports(dep, false));
        }
        return true;
      };
      for (const [id, parts] of areas) {
        if (planned(id) || !id.startsWith(APP_DIR) || !SCRIPT.test(id) || APP_ROOT.test(id) || ROUTE_ENTRY.test(id) || (routes.get(id) ?? 0) < 2) continue;
        if (!pure(id)) {
          if (parts.size === 1 && !islands.has(id) && pure(id, true)) formsByArea.set(id, [...parts][0]);
          continue;
        }
        if (islands.has(id)) {
          if (parts.size > 1) shared.add(id);
        } else if (parts.size > 1) appOnly.add(id);
        else byArea.set(id, [...parts][0]);
      }
    },
  };
  return {
    plugin,
    boot: (id: string) => islandsEntry.has(id),
    shared: (id: string) => shared.has(id),
    appOnly: (id: string) => appOnly.has(id),
    area: (area: RouteArea) => (id: string) => byArea.get(id) === area,
    forms: (area: RouteArea) => (id: string) => formsByArea.get(id) === area,
  };
}
const chunkPlan = appChunkPlan();

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), islandsBuild(), doorPrecache(), chunkPlan.plugin],
  build: {
    rolldownOptions: {
      treeshake: {
        // app/lib and app/content hold pure rules, schemas and copy: a page that imports nothing it
        // uses from one of them does not load it (nor zod with it). A route module's imports for its
        // loader and action would otherwise keep their zod schemas in the page's first scripts.
        moduleSideEffects: (id: string) => !/[\\/]app[\\/](lib|content)[\\/]/.test(id),
      },
      output: {
        // Fewer, larger chunks for what every fully hydrated page loads (docs/decisions/0064-app-pages-on-a-phone.md):
        // React with its DOM client (which the islands load whole anyway) and the app's modules
        // the islands load too in one, React Router with what only app pages load in another.
        // "boot" comes first: a module it takes is not pulled into the others with its importers.
        advancedChunks: {
          groups: [
            { name: "boot", test: (id: string) => chunkPlan.boot(id), priority: 2 },
            { name: "react", test: (id: string) => REACT.test(id) || chunkPlan.shared(id), priority: 1 },
            { name: "app", test: (id: string) => REACT_ROUTER.test(id) || chunkPlan.appOnly(id) },
            { name: "family", test: chunkPlan.area("family") },
            { name: "admin", test: chunkPlan.area("admin") },
            { name: "door", test: chunkPlan.area("door") },
            // What a form validates with in the browser: zod in a chunk of its own (first, so the
            // groups after it leave it there; it imports nothing), then Conform, then the schemas
            // routes of one part share. A page that uses zod without Conform (/account) loads no
            // Conform. After React's group: a group takes its modules' imports, React among them.
            { name: "zod", test: ZOD, priority: 4 },
            { name: "conform", test: CONFORM },
            { name: "family-forms", test: chunkPlan.forms("family") },
            { name: "admin-forms", test: chunkPlan.forms("admin") },
            { name: "door-forms", test: chunkPlan.forms("door") },
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
});
