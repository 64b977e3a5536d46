import { site } from "./site";

export const landingCopy = {
  meta: {
    title: `${site.name} | School-year and summer day camps in Arlington, VA`,
    description:
      // No season here: the hero (edited by the office) says which registration is open.
      "Day camps for kids on school holidays and all summer long at UUCA and Faith Lutheran Church in Arlington, VA: games, art, science and friends.",
  },
  // The hero's title, dates and captions are edited by the office (D1); these are the first ones.
  hero: {
    // No season: the office names the registration that is open (Content tab, Home).
    title: "School-Year and Summer Day Camps in Arlington",
    button: "SIGN UP NOW",
    info: ["Winter Registration: Opens October 22", "Summer Camp Registration: Opens in January"],
    // One caption per hero slide, in order (the photos come from R2, kind "hero").
    // The demo hero pictures are drawings (db/seed/illustrations.ts): each caption says what it shows.
    captions: [
      "Illustration: a school of colourful fish under the waves",
      "Illustration: campers waving on a sandy beach by the sea",
      "Illustration: a whale swimming under a sunny sky",
      "Illustration: more colourful fish under the waves",
    ],
  },
  whatIs: {
    title: `What is ${site.name}?`,
    paragraphs: [
      `${site.name} is a day camp for kids in Arlington, VA, open on the days school is out and all summer long. Our counselors fill every day with games, art, science, music and time outside, so children come home tired, happy and full of stories.`,
      "We keep groups small and named after the sea (Beluga Whales, Bull Sharks and Sea Otters), so every camper is known by name. Parents tell us their kids count down the days until the next camp day; we think that is the best review there is.",
    ],
    button: "Learn More",
    videoTitle: `A day at ${site.name}`,
  },
  gallery: { title: "Camp Life in Action", button: "View Full Gallery" },
  sarrakaship: {
    title: "Help Fund a Sarrakaship",
    text: `Every child deserves a summer to remember. Our partner nonprofit, the ${site.nonprofit.name}, funds Sarrakaships: camp scholarships for families who could not otherwise attend. A gift of any size puts a camper in a group, a T-shirt and a whole lot of fun.`,
    button: "Give a Sarrakaship",
  },
  testimonials: { title: "What Parents Say", button: "Read All Testimonials" },
  callToAction: {
    title: "Ready to Join the fun?",
    // Repeats the hero's title, which the office edits (Content tab).
    text: (heroTitle: string) => `${heroTitle.replace(/[.!]*$/, "")}! Secure your child's spot at ${site.name} today.`,
    button: "Register Now",
  },
};

export const LANDING_LIMITS = {
  heroSlides: 4,
  heroIntervalMs: 5000,
  heroFadeMs: 1000,
  galleryPhotos: 12,
  galleryPerPage: 3,
  testimonials: 11,
  testimonialsPerPage: 3,
} as const;
