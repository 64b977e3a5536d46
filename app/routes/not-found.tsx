import { data } from "react-router";
import type { IslandsHandle } from "~/islands/island";

// Served as static HTML with islands (app/islands/island.tsx).
export const handle = { islands: true } satisfies IslandsHandle;

export const meta = () => [{ title: "404 Page Not Found | Camp Sarraka" }];

export function loader() {
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
