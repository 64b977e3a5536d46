// schema.org JSON-LD for search engines: the organisation and its two sites (home page) and the
// camps each programs page offers. Every fact comes from app/content (site.ts and the pages'
// copy), the same facts the pages show.
import { summerCopy } from "~/content/pages";
import type { SchoolYearContent } from "~/content/school-year";
import { site } from "~/content/site";
import { SUMMER_PAGE_PATH } from "~/content/public-pages";
import { absoluteUrl } from "./page-meta";

const organizationId = (siteUrl: string) => `${absoluteUrl(siteUrl, "/")}#organization`;
const placeId = (siteUrl: string, code: string) => `${absoluteUrl(siteUrl, "/contact")}#${code.toLowerCase()}`;

function postalAddress(location: (typeof site.locations)[number]) {
  // "Arlington, VA 22204" -> locality, region, postal code.
  const [, locality, region, postalCode] = /^(.*),\s*([A-Z]{2})\s+(\d{5})$/.exec(location.city) ?? [];
  return { "@type": "PostalAddress", streetAddress: location.street, addressLocality: locality, addressRegion: region, postalCode, addressCountry: "US" };
}

/** The camp's two sites, as places a parent can drive to. */
export function campSites(siteUrl: string, phone: string | null = null) {
  return site.locations.map((location) => ({
    "@type": "ChildCare",
    "@id": placeId(siteUrl, location.code),
    name: `${site.name} at ${location.name}`,
    description: location.note,
    address: postalAddress(location),
    ...(phone ? { telephone: phone } : {}),
    email: site.email,
    url: absoluteUrl(siteUrl, "/contact"),
    parentOrganization: { "@id": organizationId(siteUrl) },
  }));
}

/** The home page's JSON-LD: the organisation and both sites. */
/** phone: the office's (Settings); none set, none named. */
export function organizationJsonLd(siteUrl: string, phone: string | null = null) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId(siteUrl),
        name: site.name,
        description: site.tagline,
        url: absoluteUrl(siteUrl, "/"),
        logo: absoluteUrl(siteUrl, "/favicon.svg"),
        image: absoluteUrl(siteUrl, "/social-card.png"),
        ...(phone ? { telephone: phone } : {}),
        email: site.email,
        sameAs: site.social.map((s) => s.url),
        location: site.locations.map((location) => ({ "@id": placeId(siteUrl, location.code) })),
      },
      ...campSites(siteUrl, phone),
    ],
  };
}

export type CampOffered = {
  name: string;
  description: string;
  path: string;
  /** Which sites run it (codes from site.ts); all of them when absent. */
  sites?: string[];
  ages?: { min: number; max: number };
  /** A price per day in US dollars, when the page states one. */
  pricePerDay?: number;
};

/** A programs page's JSON-LD: the camps it offers, each run by the organisation at its sites. */
export function campsOfferedJsonLd(siteUrl: string, camps: CampOffered[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: camps.map((camp, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Service",
        serviceType: "Day camp",
        name: camp.name,
        description: camp.description,
        url: absoluteUrl(siteUrl, camp.path),
        provider: { "@type": "Organization", "@id": organizationId(siteUrl), name: site.name, url: absoluteUrl(siteUrl, "/") },
        areaServed: { "@type": "City", name: "Arlington, VA" },
        ...(camp.ages ? { audience: { "@type": "PeopleAudience", suggestedMinAge: camp.ages.min, suggestedMaxAge: camp.ages.max } } : {}),
        // Where it is offered belongs to the Offer: schema.org defines availableAtOrFrom there, not on a Service.
        offers: {
          "@type": "Offer",
          url: absoluteUrl(siteUrl, camp.path),
          availableAtOrFrom: site.locations
            .filter((location) => !camp.sites || camp.sites.includes(location.code))
            .map((location) => ({ "@type": "Place", name: location.name, address: postalAddress(location) })),
          ...(camp.pricePerDay !== undefined
            ? {
                price: camp.pricePerDay.toFixed(2),
                priceCurrency: "USD",
                priceSpecification: { "@type": "UnitPriceSpecification", price: camp.pricePerDay.toFixed(2), priceCurrency: "USD", unitText: "day" },
              }
            : {}),
        },
      },
    })),
  };
}

/** The school-year camps page's camps: one per age group and site, at the page's day price. */
export function schoolYearCampsOffered(content: SchoolYearContent): CampOffered[] {
  const price = /\$(\d+(?:\.\d+)?)/.exec(content.details.find((d) => /price/i.test(d.label))?.value ?? "")?.[1];
  return content.ageGroups.map((group) => {
    const [min, max] = group.ages.split(/\D+/).map(Number);
    return {
      name: `${content.title}: ${group.name} (${group.location})`,
      description: content.subtitle,
      path: "/school-year-camps",
      sites: [group.location],
      ...(Number.isFinite(min) && Number.isFinite(max) ? { ages: { min, max } } : {}),
      ...(price ? { pricePerDay: Number(price) } : {}),
    };
  });
}

/** The summer page's camps: the summer day camp and the Counselor in Training program. */
export const summerCampsOffered: CampOffered[] = [
  { name: "Summer Camp", description: summerCopy.meta.description, path: SUMMER_PAGE_PATH, sites: ["UUCA", "FLC"] },
  { name: summerCopy.cit.title, description: summerCopy.cit.text, path: SUMMER_PAGE_PATH, ages: { min: 13, max: 15 } },
];
