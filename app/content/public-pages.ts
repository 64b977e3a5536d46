// Every public page of the site, by path: the edge cache, the benchmark and the tests all
// read this one list.
export const PUBLIC_PAGE_PATHS = [
  "/",
  "/school-year-camps",
  "/summer-camp-2026",
  "/birthday-parties",
  "/about-us",
  "/meet-the-team",
  "/gallery",
  "/testimonials",
  "/contact",
  "/sarraka-media",
  "/join-the-team",
  "/sticker-committee",
  "/handbooks/uuca",
  "/handbooks/flc",
] as const;
