// Found and shared: what a search engine and a link preview read from the public site, with
// JavaScript off (crawlers and previews do not run the islands).
import { expect, test } from "@playwright/test";
import { PUBLIC_PAGE_PATHS } from "../../app/content/public-pages";
import { headerMenusFor } from "../../app/content/navigation";
import { site } from "../../app/content/site";
import { baseURL } from "../../playwright.config";

test.use({ javaScriptEnabled: false });

test("robots.txt points to the sitemap, which lists every public page at the site's address", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.ok()).toBe(true);
  const rules = await robots.text();
  expect(rules).toContain("User-agent: *");
  expect(rules).toContain("Disallow: /admin");
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locations).toEqual(PUBLIC_PAGE_PATHS.map((path) => new URL(path, baseURL).toString()));
});

test("every public page names its canonical address and has a title, description and share card", async ({ page, request }) => {
  for (const path of PUBLIC_PAGE_PATHS) {
    // A forged Host header changes nothing: addresses come from the site's configured address.
    await page.setExtraHTTPHeaders({ "X-Forwarded-Host": "evil.example" });
    await page.goto(path);
    const head = page.locator("head");
    const url = new URL(path, baseURL).toString();
    await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute("href", url);
    await expect(head.locator('meta[property="og:url"]'), path).toHaveAttribute("content", url);
    const title = await page.title();
    expect(title, path).toContain(site.name);
    await expect(head.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
    await expect(head.locator('meta[name="twitter:card"]'), path).toHaveAttribute("content", "summary_large_image");
    const description = await head.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length, path).toBeGreaterThan(40);
    await expect(head.locator('meta[property="og:description"]'), path).toHaveAttribute("content", description!);
    await expect(head.locator('meta[property="og:image"]'), path).toHaveAttribute("content", `${baseURL}/social-card.png`);
  }
  const image = await request.get("/social-card.png");
  expect(image.headers()["content-type"]).toBe("image/png");
  const bytes = await image.body();
  // PNG header: width and height are the big-endian words at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

type JsonLd = Record<string, unknown> & { "@graph"?: Array<Record<string, unknown>>; itemListElement?: Array<{ item: Record<string, unknown> }> };

async function jsonLdOf(page: import("@playwright/test").Page, path: string): Promise<JsonLd[]> {
  await page.goto(path);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

test("the home page describes the camp and both sites; the programs pages the camps they offer", async ({ page }) => {
  const [home] = await jsonLdOf(page, "/");
  const graph = home["@graph"]!;
  const organization = graph.find((node) => node["@type"] === "Organization")!;
  // The demo camp has no office phone in Settings: none is named.
  expect(organization).toMatchObject({ name: site.name, email: site.email, url: `${baseURL}/` });
  expect(organization).not.toHaveProperty("telephone");
  const places = graph.filter((node) => node["@type"] === "ChildCare");
  expect(places.map((place) => (place.address as { streetAddress: string }).streetAddress)).toEqual(site.locations.map((l) => l.street));
  for (const place of places) expect(place).toMatchObject({ email: site.email });

  const [schoolYear] = await jsonLdOf(page, "/school-year-camps");
  const camps = schoolYear.itemListElement!.map((entry) => entry.item);
  expect(camps.length).toBeGreaterThanOrEqual(4);
  expect(camps[0]).toMatchObject({ "@type": "Service", offers: { price: "120.00", priceCurrency: "USD" } });
  expect(camps.map((camp) => camp.name)).toContain("School Year Camps: Sea Otters (UUCA)");

  const [summer] = await jsonLdOf(page, "/summer-camp");
  expect(summer.itemListElement!.map((entry) => entry.item.name)).toEqual(["Summer Camp", "Counselor in Training (ages 13-15)"]);
});

test("with JavaScript off, every page in the sitemap is one link away from any public page", async ({ page }) => {
  for (const from of ["/", "/gallery", "/privacy-policy"]) {
    await page.goto(from);
    const hrefs = new Set(await page.locator("a[href]").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)));
    for (const path of PUBLIC_PAGE_PATHS) expect(hrefs.has(path), `${from} links to ${path}`).toBe(true);
  }
  // The Sticker Committee is where a family looks: in the footer's Join the Fun list.
  await page.goto("/");
  await page.getByRole("navigation", { name: "Join the Fun" }).getByRole("link", { name: "Sticker Committee" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sticker Committee" })).toBeVisible();
});

test("the Privacy Policy and Terms of Service open from the footer and say what a parent needs to know", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  for (const heading of ["What we keep", "Who can see it", "How long we keep it", "Getting a copy, correcting or deleting your information"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText("medical", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("audit log", { exact: false })).toBeVisible();
  await expect(page.getByText("never sell", { exact: false })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

  await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Payments, deferrals and refunds" })).toBeVisible();
});

test("with JavaScript off, the header's menus are in the page and open and lead to every page they list, at 1280 and 390 px", async ({ page }) => {
  // The summer page's menu label names the summer on sale (the demo data's).
  const summerYear = Number(/Summer Camp (\d{4})/.exec(await (await page.request.get("/privacy-policy")).text())?.[1]);
  const headerMenus = headerMenusFor(summerYear);
  const menuLinks = headerMenus.flatMap((group) => group.links);
  // Desktop: each menu is a disclosure in the header's HTML; a click opens it and its links work.
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const group of headerMenus) {
    for (const link of group.links) {
      await page.goto("/privacy-policy");
      const nav = page.getByRole("banner").getByRole("navigation", { name: "Main" }).filter({ visible: true });
      const menu = nav.locator("details", { has: page.locator("summary", { hasText: group.label }) });
      await expect(menu.getByRole("link", { name: link.label, exact: true })).toBeHidden();
      await menu.locator("summary").click();
      await menu.getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${link.to.replace(/[/#]/g, "\\$&")}$`));
    }
  }
  // Every link of every menu is in the HTML the server sent, before anything is opened.
  const html = await (await page.request.get("/")).text();
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  for (const link of menuLinks) expect(header, link.to).toContain(`href="${link.to}"`);

  // Phone: the menu button opens the whole list, also without script.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const toggle = page.locator('summary[aria-controls="mobile-menu"]');
  await expect(toggle).toBeVisible();
  const phoneMenu = page.locator("#mobile-menu");
  await expect(phoneMenu).toBeHidden();
  await toggle.click();
  for (const link of menuLinks) await expect(phoneMenu.getByRole("link", { name: link.label, exact: true })).toBeVisible();
  await phoneMenu.getByRole("link", { name: "Sticker Committee" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sticker Committee" })).toBeVisible();
});
