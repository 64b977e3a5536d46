import { SUMMER_PAGE_PATH } from "./public-pages";

export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; links: NavLink[] };

/** The summer page's name in the menus and on the page: the summer on sale (app/lib/season-words.ts). */
export const summerCampLabel = (summerYear: number) => `Summer Camp ${summerYear}`;

/** The menus with the season words of the camp's data (the summer on sale). */
export function headerMenusFor(summerYear: number): NavGroup[] {
  return headerMenus.map((group) => ({
    ...group,
    links: group.links.map((link) => (link.to === SUMMER_PAGE_PATH ? { ...link, label: summerCampLabel(summerYear) } : link)),
  }));
}

const headerMenus: NavGroup[] = [
  {
    label: "Programs",
    links: [
      { label: "School Year Camps", to: "/school-year-camps" },
      { label: "Summer Camp", to: SUMMER_PAGE_PATH },
      { label: "Birthday Parties", to: "/birthday-parties" },
    ],
  },
  {
    label: "Learn More",
    links: [
      { label: "About Us", to: "/about-us" },
      { label: "Parent Handbook", to: "/about-us#parent-handbook" },
      { label: "Meet the Team", to: "/meet-the-team" },
      { label: "Photo Gallery", to: "/gallery" },
      { label: "Parent Testimonials", to: "/testimonials" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
  {
    label: "Join The Fun",
    links: [
      { label: "Sarraka Media", to: "/sarraka-media" },
      { label: "Sticker Committee", to: "/sticker-committee" },
      { label: "Join the Team", to: "/join-the-team" },
    ],
  },
];
