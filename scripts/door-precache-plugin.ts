// The door app's precache list (docs/decisions/0027-door-rows-by-id.md): every script and
// stylesheet the /attendance page can ask for, its dialogs and menus loaded on first use
// included, written at build time to build/client/door-precache.js. The door's service worker
// (public/door-sw.js) imports that file and keeps every file on the device when it installs, so
// a dialog opened for the first time with no network still opens. The list changes with every
// build that changes a file, and so does the worker's imported script: the browser installs the
// worker again (its update check compares imported scripts too).
import { createHash } from "node:crypto";
import type { Plugin } from "vite";

type Chunk = {
  type: "chunk";
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Output = Chunk | { type: "asset"; fileName: string };

/** The page modules whose scripts (and everything they import, now or later) the door keeps. */
// (A route module is built as several chunks: its component, clientLoader, clientAction, ...;
// their ids carry a query after the file name.)
const DOOR_MODULES = [/[\\/]app[\\/]root\.tsx(\?|$)/, /[\\/]app[\\/]routes[\\/]attendance\.tsx(\?|$)/];

export const DOOR_PRECACHE_FILE = "door-precache.js";

/** The files reachable from the entry and the door's route modules, static and dynamic imports alike. */
export function doorFiles(bundle: Record<string, Output>, base: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is Chunk => o.type === "chunk");
  // Every route module is an entry of the client build: start from the client's own entry only.
  const start = chunks.filter(
    (c) => (c.isEntry && /^assets\/entry\.client-/.test(c.fileName)) || (c.facadeModuleId && DOOR_MODULES.some((m) => m.test(c.facadeModuleId!))),
  );
  const files = new Set<string>();
  const queue = start.map((c) => c.fileName);
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (files.has(name)) continue;
    files.add(name);
    const chunk = bundle[name];
    if (chunk?.type !== "chunk") continue;
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  // The islands entry serves the public pages, not the door.
  return [...files]
    .filter((f) => !/^assets\/islands-/.test(f))
    .map((f) => base + f)
    .sort();
}

export function doorPrecache(): Plugin {
  return {
    name: "camp-sarraka-door-precache",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client" || this.environment.mode !== "build") return;
      const files = doorFiles(bundle as unknown as Record<string, Output>, this.environment.config.base);
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 16);
      this.emitFile({
        type: "asset",
        fileName: DOOR_PRECACHE_FILE,
        source: `// Generated at build time (scripts/door-precache-plugin.ts): the files the door app keeps.\nself.DOOR_PRECACHE = ${JSON.stringify({ version, files })};\n`,
      });
    },
  };
}
