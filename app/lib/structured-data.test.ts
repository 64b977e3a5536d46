import { expect, test } from "vitest";
import { defaultSchoolYearContent } from "~/content/school-year";
import { site } from "~/content/site";
import { publicPageMeta } from "./page-meta";
import { campsOfferedJsonLd, organizationJsonLd, schoolYearCampsOffered } from "./structured-data";

const siteUrl = "https://campsarraka.example";

test("the school-year page offers one camp per age group and site, at the day price the page states", () => {
  const camps = schoolYearCampsOffered(defaultSchoolYearContent);
  expect(camps.map((c) => [c.sites, c.ages, c.pricePerDay])).toEqual([
    [["FLC"], { min: 5, max: 7 }, 120],
    [["UUCA"], { min: 7, max: 8 }, 120],
    [["UUCA"], { min: 8, max: 9 }, 120],
    [["UUCA"], { min: 10, max: 13 }, 120],
  ]);
  const list = campsOfferedJsonLd(siteUrl, camps);
  expect(list.itemListElement[0].item).not.toHaveProperty("availableAtOrFrom");
  expect(list.itemListElement[0].item.offers.availableAtOrFrom).toEqual([
    expect.objectContaining({ name: "Faith Lutheran Church", address: expect.objectContaining({ postalCode: "22201", addressRegion: "VA" }) }),
  ]);
});

test("the organisation's JSON-LD lists both sites with the camp's phone (when the office set one) and e-mail", () => {
  const graph = organizationJsonLd(siteUrl, "(703) 555-1234")["@graph"];
  expect(graph[0]).toMatchObject({ "@type": "Organization", url: `${siteUrl}/`, telephone: "(703) 555-1234", email: site.email });
  expect(organizationJsonLd(siteUrl)["@graph"][0]).not.toHaveProperty("telephone");
  expect(graph.slice(1).map((place) => (place as { address: { streetAddress: string } }).address.streetAddress)).toEqual(site.locations.map((l) => l.street));
});

test("page addresses come from the site's address in root's data, with a share card", () => {
  const meta = publicPageMeta([{ id: "root", loaderData: { siteUrl } }], { path: "/gallery", title: "Gallery", description: "Photos" });
  expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${siteUrl}/gallery` });
  expect(meta).toContainEqual({ property: "og:image", content: `${siteUrl}/social-card.png` });
  expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
});
