export type NavLink = { label: string; to: string };
export type NavGroup = { label: string; links: NavLink[] };

export const headerMenus: NavGroup[] = [
  {
    label: "Programs",
    links: [
      { label: "School Year Camps", to: "/school-year-camps" },
      { label: "Summer Camp 2026", to: "/summer-camp-2026" },
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
