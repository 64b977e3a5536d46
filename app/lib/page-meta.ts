// The head of every public page for search engines and shared links: title, description, the
// canonical address, Open Graph and Twitter card tags, and any schema.org JSON-LD. Addresses are
// built from the site's public address (APP_URL, which root's loader passes as `siteUrl`), never
// from the request's Host header, so a forged Host cannot put another site in a cached page.
import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";

/** The image made for sharing (public/social-card.png): 1200x630, the size link previews use. */
export const SOCIAL_CARD = {
  path: "/social-card.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

/** The site's public origin, from root's loader data. */
export function siteUrlFrom(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** The summer on sale from root's data (app/lib/season-words.ts). */
export function summerYearFrom(matches: MetaMatches): number {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { season?: { summerYear: number } } | undefined;
  return root?.season?.summerYear ?? 0;
}

/** The office's phone from root's data (Settings), or null when none is set. */
export function campPhoneFrom(matches: MetaMatches): string | null {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { contact?: { phone: { text: string } | null } } | undefined;
  return root?.contact?.phone?.text ?? null;
}

export function absoluteUrl(siteUrl: string, path: string) {
  return siteUrl ? new URL(path, siteUrl).toString() : path;
}

export type PageMeta = { path: string; title: string; description: string; jsonLd?: object[] };

export function publicPageMeta(matches: MetaMatches, page: PageMeta): MetaDescriptor[] {
  const siteUrl = siteUrlFrom(matches);
  const url = absoluteUrl(siteUrl, page.path);
  const image = absoluteUrl(siteUrl, SOCIAL_CARD.path);
  return [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SOCIAL_CARD.width) },
    { property: "og:image:height", content: String(SOCIAL_CARD.height) },
    { property: "og:image:alt", content: SOCIAL_CARD.alt },
    { property: "og:locale", content: "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SOCIAL_CARD.alt },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data }) as MetaDescriptor),
  ];
}
