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

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), islandsBuild(), doorPrecache()],
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
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "react-router", test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
          ],
        },
      },
    },
  },
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
});
