import { useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import nunitoUrl from "@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url";
import faviconSvg from "../public/favicon.svg?raw";
import { SiteFooter } from "~/components/site/footer";
import { siteHeaderIsland } from "~/components/site/header";
import { SiteLinkContext } from "~/components/site/site-link";
import { toastHostIsland } from "~/components/ui/toast";
import { Island, IslandsContext, wantsIslands, type IslandsBuild } from "~/islands/island";
import { getEnv } from "~/server/context";
import { getCspNonce } from "~/server/nonce";
import { listSiteImages } from "~/server/public-media.server";
import { getSessionUser } from "~/server/session.server";
import { getCampSettings } from "~/server/camp-settings.server";
import { readSeasonWords } from "~/server/season-words.server";
import { campContact } from "~/lib/contact";
import { couldNotOpen, UNREACHABLE_TITLE } from "~/lib/failure-message";
import type { Route } from "./+types/root";
import "./app.css";

// The icon written into the page (a few hundred bytes): Chrome asks for a linked icon while the
// page is still loading, and on a slow phone that is one round trip more before an app page works
// (docs/decisions/0064-app-pages-on-a-phone.md). public/favicon.svg stays for whoever asks for it.
const favicon = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

const siteLinks = [
  { rel: "preload", href: nunitoUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
] as const;

export const links: Route.LinksFunction = () => [...siteLinks];

const fontFace = `@font-face{font-family:"Nunito Variable";font-style:normal;font-display:swap;font-weight:200 1000;src:url(${nunitoUrl}) format("woff2-variations");unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const [sessionUser, awards, settings, season] = await Promise.all([
    getSessionUser(env, request),
    listSiteImages(env, "award-"),
    getCampSettings(env),
    readSeasonWords(env, new Date()),
  ]);
  const user = sessionUser ? { id: sessionUser.id, firstName: sessionUser.firstName, email: sessionUser.email, isAdmin: sessionUser.isAdmin } : null;
  // The CSP nonce of this response, for the scripts React Router renders (worker/security.ts).
  // siteUrl: the public address (APP_URL) canonical links and shared-link tags are built from.
  // contact and season: the office's phone (Settings) and the season words of the camp's data
  // (the summer on sale, the year), never written in code (app/lib/season-words.ts).
  return { user, awards, nonce: getCspNonce(context), siteUrl: new URL(env.APP_URL).origin, contact: campContact(settings.phone), season };
}

/**
 * The door (/attendance) shows none of this data, and reloads its own roster after every tap and
 * whenever another device changed it: staying on the door, the root is not asked again. Before,
 * each of those reloads also read the parent's session and listed the award images in R2, and
 * any fault there took the whole door to this file's error screen.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const onTheDoor = currentUrl.pathname === DOOR_PATH && nextUrl.pathname === DOOR_PATH;
  return onTheDoor ? false : defaultShouldRevalidate;
}
const DOOR_PATH = "/attendance";

/**
 * A route opts out of the public header and footer (the attendance screens use their own dense
 * layout) with `export const handle = { chrome: "none" } satisfies ChromeHandle;`.
 */
export type ChromeHandle = { chrome?: "site" | "none" };

function useSiteChrome() {
  const matches = useMatches();
  return !matches.some((m) => (m.handle as ChromeHandle | undefined)?.chrome === "none");
}

/**
 * The head of an islands page: the stylesheet inline (one request less before the first paint).
 * The islands' chunks are not preloaded: measured on a slow phone (Lighthouse), preloads push the
 * first photos back by about a second, while the page paints and reads fine before hydration.
 */
function IslandsHead({ build }: { build: IslandsBuild }) {
  if (!build.css) return <Links />;
  return (
    <>
      {siteLinks.map((link) => (
        <link key={link.href} {...link} />
      ))}
      <style dangerouslySetInnerHTML={{ __html: build.css }} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined only when an error page renders without the root data.
  const nonce = useRouteLoaderData<typeof loader>("root")?.nonce;
  // Only the server knows how to render islands; in the browser this Layout only ever runs on
  // fully hydrated pages.
  const server = useContext(IslandsContext);
  const matches = useMatches();
  const islands = server && wantsIslands(matches) ? server : null;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3a5b" />
        <style dangerouslySetInnerHTML={{ __html: fontFace }} />
        <Meta />
        {islands ? <IslandsHead build={islands.build} /> : <Links />}
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-sun-400 px-4 py-2 font-bold text-sea-950 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <IslandsContext value={islands}>
          <SiteLinkContext value={Link}>{children}</SiteLinkContext>
        </IslandsContext>
        {islands ? (
          // No nonce: an islands page is served byte for byte from the edge cache, under a
          // hash-based policy (app/server/script-hashes.server.ts); 'self' allows this file.
          <script type="module" src={islands.build.entry} fetchPriority="low" />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function Chrome({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const withChrome = useSiteChrome();
  const location = useLocation();
  if (!withChrome) return <>{children}</>;
  // The header needs only this much of the user (it travels to the browser on islands pages).
  const user = data?.user ? { isAdmin: data.user.isAdmin } : null;
  return (
    <>
      <Island of={siteHeaderIsland} props={{ user, navigationKey: location.key, summerYear: data?.season.summerYear ?? 0 }} />
      <div id="main" className="flex-1">
        {children}
      </div>
      <SiteFooter awards={data?.awards ?? []} contact={data?.contact ?? campContact("")} season={data?.season} />
    </>
  );
}

/**
 * Marks the page as working: `<html data-hydrated>` and a `hydrated` performance mark, set once
 * React has attached every handler on the first screen (a parent's effects run after its
 * children's). Journeys and `npm run bench` (scripts/bench/app-pages-phone.ts) wait on it. Islands
 * pages never run this: the root does not hydrate there.
 */
function useHydratedFlag() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    performance.mark("hydrated");
  }, []);
}

export default function App() {
  const location = useLocation();
  useHydratedFlag();
  return (
    <>
      <Chrome>
        <Outlet />
      </Chrome>
      <Island of={toastHostIsland} props={{ navigationKey: location.key }} />
    </>
  );
}

/** A fetch that got no answer at all (Chromium, Firefox and Safari word it differently). */
const isUnreachable = (error: unknown) => error instanceof TypeError && /failed to fetch|networkerror|load failed|network connection/i.test(error.message);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let message = "An unexpected error occurred. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `${error.status} ${error.statusText}`;
    message = typeof error.data === "string" && error.data ? error.data : message;
  } else if (isUnreachable(error)) {
    // A page opened in the app whose data could not be fetched: the network, not the page.
    title = UNREACHABLE_TITLE;
    message = couldNotOpen("This page");
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
  }
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{`${title} | Camp Sarraka`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4">{message}</p>
      <a className="mt-8 inline-block underline" href="/">
        Back to Camp Sarraka
      </a>
    </main>
  );
}
