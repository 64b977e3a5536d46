// Every public page of the site, in one list: the edge cache, the sitemap (/sitemap.xml), the
// footer's site map, the benchmark and the tests all read it. A page added here is cached for
// visitors, listed for search engines and linked from every page's footer.
export type PublicPageGroup = "Programs" | "Information" | "Join the Fun" | "Policies";
/**
 * `views`: the query parameters the page itself reads (the media archive's filters). A view chosen
 * with them is rendered for each request and never kept in the shared cache, so that one purge of
 * the page's path covers every copy the cache holds (see worker/edge-cache.ts).
 * `live`: the page changes without any office edit to purge it (the lottery's seal moves with
 * every sign-up), so it is rendered for each request and never kept.
 */
export type PublicPage = { path: string; label: string; group: PublicPageGroup | null; views?: readonly string[]; live?: true };

/**
 * The summer page's address names no year, so it stays the same from one summer to the next
 * (decision 0067). Its former addresses, `/summer-camp-2026` and any other year's, answer with a
 * permanent redirect to it (app/routes/not-found.tsx), so old links and search results still work.
 */
export const SUMMER_PAGE_PATH = "/summer-camp";
export const isFormerSummerPagePath = (pathname: string) => /^\/summer-camp-\d{4}\/?$/.test(pathname);

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", label: "Home", group: null },
  { path: "/school-year-camps", label: "School Year Camps", group: "Programs" },
  { path: SUMMER_PAGE_PATH, label: "Summer Camp", group: "Programs" },
  { path: "/birthday-parties", label: "Birthday Parties", group: "Programs" },
  { path: "/lottery", label: "The Fair Lottery", group: "Programs", live: true },
  { path: "/about-us", label: "About Us", group: "Information" },
  { path: "/meet-the-team", label: "Meet the Team", group: "Information" },
  { path: "/gallery", label: "Photo Gallery", group: "Information" },
  { path: "/testimonials", label: "Parent Testimonials", group: "Information" },
  { path: "/contact", label: "Contact Us", group: "Information" },
  { path: "/handbooks/uuca", label: "UUCA Parent Handbook", group: "Information" },
  { path: "/handbooks/flc", label: "FLC Parent Handbook", group: "Information" },
  { path: "/sarraka-media", label: "Sarraka Media", group: "Join the Fun", views: ["location", "year", "month", "campType", "week", "theme"] },
  { path: "/sticker-committee", label: "Sticker Committee", group: "Join the Fun" },
  { path: "/join-the-team", label: "Join the Team", group: "Join the Fun" },
  { path: "/privacy-policy", label: "Privacy Policy", group: "Policies" },
  { path: "/terms-of-service", label: "Terms of Service", group: "Policies" },
];

export const PUBLIC_PAGE_PATHS: readonly string[] = PUBLIC_PAGES.map((page) => page.path);

/** The footer's site map: each group's pages, in the list's order. */
export function publicPagesIn(group: PublicPageGroup): PublicPage[] {
  return PUBLIC_PAGES.filter((page) => page.group === group);
}
