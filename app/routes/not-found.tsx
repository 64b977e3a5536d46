import { data, redirect } from "react-router";
import { isFormerSummerPagePath, SUMMER_PAGE_PATH } from "~/content/public-pages";
import type { IslandsHandle } from "~/islands/island";
import type { Route } from "./+types/not-found";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta = () => [{ title: "404 Page Not Found | Camp Sarraka" }];

export function loader({ request }: Route.LoaderArgs) {
  // The summer page's former addresses (/summer-camp-2026, …) have moved for good: old links,
  // bookmarks and search results reach the page, and search engines learn its one address. A
  // client navigation asks for the page's data (`.data`, as the loader sees it): sent on too.
  const url = new URL(request.url);
  if (isFormerSummerPagePath(url.pathname.replace(/\.data$/, ""))) throw redirect(`${SUMMER_PAGE_PATH}${url.search}`, 301);
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-4">Did you forget to add the page to the router?</p>
      <a className="mt-8 inline-block rounded-full px-5 py-2 underline" href="/">
        Go to the home page
      </a>
    </main>
  );
}
