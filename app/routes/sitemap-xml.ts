// /sitemap.xml: every public page (app/content/public-pages.ts), at the site's public address
// (APP_URL), for search engines.
import { PUBLIC_PAGE_PATHS } from "~/content/public-pages";
import { getEnv } from "~/server/context";
import { campUrl } from "~/server/site-url.server";
import type { Route } from "./+types/sitemap-xml";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function loader({ context }: Route.LoaderArgs) {
  const env = getEnv(context);
  const urls = PUBLIC_PAGE_PATHS.map((path) => `  <url><loc>${escapeXml(campUrl(env, path))}</loc></url>`);
  const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
