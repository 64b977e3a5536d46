// /robots.txt: every public page may be crawled; the office, the door app, checkout and parents'
// pages are not for search engines (they need a sign-in anyway). Points to the sitemap.
import { getEnv } from "~/server/context";
import { campUrl } from "~/server/site-url.server";
import type { Route } from "./+types/robots-txt";

const PRIVATE_PATHS = [
  "/admin",
  "/attendance",
  "/checkout",
  "/registration",
  "/account",
  "/api/",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
];

export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${campUrl(getEnv(context), "/sitemap.xml")}`,
    "",
  ];
  return new Response(lines.join("\n"), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
