// Every fact about the organisation, in one place: the office edits this file, not components.
export const site = {
  name: "Camp Sarraka",
  tagline: "School-year and summer day camps in Arlington, VA",
  email: "hello@campsarraka.com",
  /** The external registration portal the Sign Up dialog opens (CampBrain). */
  portalUrl: "https://campsarraka.campbrainregistration.com/",
  nonprofit: {
    name: "Sarraka Foundation",
    url: "https://www.sarrakafoundation.org/",
    donateUrl: "https://www.sarrakafoundation.org/donate",
    email: "aid@sarrakafoundation.org",
  },
  social: [
    { name: "Facebook", url: "https://www.facebook.com/campsarraka" },
    { name: "Instagram", url: "https://www.instagram.com/campsarraka" },
    { name: "YouTube", url: "https://www.youtube.com/@campsarraka" },
  ],
  locations: [
    {
      code: "UUCA",
      name: "Unitarian Universalist Church of Arlington",
      street: "4444 Arlington Blvd",
      city: "Arlington, VA 22204",
      note: "All age groups: Beluga Whales, Bull Sharks and Sea Otters",
    },
    {
      code: "FLC",
      name: "Faith Lutheran Church",
      street: "3313 Arlington Blvd",
      city: "Arlington, VA 22201",
      note: "Kindergarten to 2nd grade (Beluga Whales)",
    },
  ],
  /**
   * The first YouTube ids of the home and summer pages' videos (the office changes them in the
   * Content tab; the school-year page's is in its own block). Placeholders until the camp's
   * videos are published (app/lib/video-id.ts): the pages show "Video coming soon" instead.
   */
  videos: {
    intro: "placeholdri",
    summerHighlights: "placeholdrs",
  },
} as const;

export type SiteLocation = (typeof site.locations)[number];
