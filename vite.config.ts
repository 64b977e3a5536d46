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
const REACT_ROUTER = /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/;
const APP_DIR = path.resolve(import.meta.dirname, "app") + path.sep;
const SCRIPT = /\.[cm]?[jt]sx?$/;
const APP_ROOT = /[\\/]app[\\/](root|entry\.client)\.tsx$/;

/**
 * Fewer, larger chunks for fully hydrated pages (docs/decisions/0064-app-pages-on-a-phone.md),
 * planned from the module graph once it is built. Every app page loads what root and the client
 * entry import; the islands load their entry, then their runtime with every island at once. So:
 * - "app-islands": what both load (the header, toasts, buttons), less what the islands' entry needs
 *   before its runtime (it stays small);
 * - "app": what only app pages load.
 * Neither adds a byte to any page: each page loaded all of it already, as many small files. Only
 * the app's own modules are grouped: a group takes every module it captures whole, and a package
 * reached through a barrel (radix-ui) would then bring all its parts.
 */
function appChunkPlan() {
  const appPages = new Set<string>();
  const islands = new Set<string>();
  const islandsEntry = new Set<string>();
  const shared = new Set<string>();
  const appOnly = new Set<string>();
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
        if (/[\\/]app[\\/]islands[\\/]hydrate\.ts$/.test(id)) {
          walk(id, islands, true);
          walk(id, islandsEntry, false);
        }
      }
      // A chunk group takes its modules' imports with it: a module that reaches the islands' entry
      // would pull that into the group, and the islands' first script with it.
      const memo = new Map<string, boolean>();
      const reachesEntry = (id: string): boolean => {
        if (memo.has(id)) return memo.get(id)!;
        memo.set(id, false);
        const result = islandsEntry.has(id) || imports(id, false).some((dep) => !REACT.test(dep) && !REACT_ROUTER.test(dep) && reachesEntry(dep));
        memo.set(id, result);
        return result;
      };
      for (const id of appPages) {
        // Scripts only: a stylesheet stays with root, where the islands' build finds the site's sheet to inline.
        if (!id.startsWith(APP_DIR) || !SCRIPT.test(id) || APP_ROOT.test(id) || reachesEntry(id)) continue;
        (islands.has(id) ? shared : appOnly).add(id);
      }
    },
  };
  return { plugin, shared: (id: string) => shared.has(id), appOnly: (id: string) => appOnly.has(id) };
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
        // React with its DOM client (which the islands load whole anyway) in one, React Router in another.
        advancedChunks: {
          groups: [
            { name: "react", test: REACT },
            { name: "react-router", test: REACT_ROUTER },
            { name: "app-islands", test: (id: string) => chunkPlan.shared(id) },
            { name: "app", test: (id: string) => chunkPlan.appOnly(id) },
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
});
