// Copy for the public content pages. Facts (phone, e-mail, addresses, links) come from site.ts.
import { site } from "./site";

export const summerCopy = {
  meta: {
    description: `${site.name} summer camp: weeks of games, art, science and friendship in Arlington, VA. Registration opens in January; Counselor in Training program for ages 13-15.`,
  },
  subtitle: "Registration opens in January. Get ready for our biggest, sunniest summer yet!",
  // While the office has summer weeks on sale (season words, app/server/season-words.server.ts).
  subtitleOnSale: (year: number) =>
    `Registration for summer ${year} is open: pick your weeks from your dashboard. Get ready for our biggest, sunniest summer yet!`,
  button: "Sign Up on Our Portal",
  intro: [
    "Summer at Camp Sarraka means whole weeks of themed adventures: sea-creature science, art you can take home, water games, talent shows and friendships that last all year.",
    "Camp runs 9 am to 4 pm, with before care from 8 to 9 am and after care from 4 to 6:30 pm ($15 each).",
  ],
  highlights: [
    { title: "Themed weeks", text: "Each week brings a new theme, from Ocean Explorers to Space Week, with crafts, games and experiments to match." },
    { title: "Small groups", text: "Beluga Whales, Bull Sharks and Sea Otters: campers spend the day with kids their own age and counselors who know them." },
    { title: "Outside every day", text: "Field games, water play and nature walks on our Arlington Blvd campuses, weather permitting." },
  ],
  videoTitle: "Summer highlights",
  lottery: {
    title: "A fair lottery for busy weeks",
    text: "Every sign-up made while the summer window is open counts equally. When a week has more campers than seats, a lottery draws each family once for that week, brothers and sisters of every age group together. Its seed is fixed before the window opens and its fingerprint published here; after the draw the seed and every entry are published so anyone can check it.",
    link: "See the seals, entries and draws",
  },
  cit: {
    title: "Counselor in Training (ages 13-15)",
    text: "Teens aged 13 to 15 learn to lead: they help run activities, mentor younger campers and build the skills that make great counselors, with training and guidance from our staff all summer.",
    points: ["Leadership and communication training", "Hands-on experience with campers", "A path to becoming a Camp Sarraka counselor"],
  },
};

export const birthdayCopy = {
  meta: {
    title: `Birthday Parties | ${site.name}`,
    description: `Camp-style birthday parties by ${site.name} counselors: games, crafts and fun at the park or school of your choice. By request, limited availability.`,
  },
  title: "Birthday Parties",
  subtitle: "Bring the fun of camp to your child's big day.",
  intro: [
    "Our counselors bring camp games, songs and crafts to your party, so you can enjoy the day too.",
    "Parties are by request with limited availability. Dates book 2-4 months ahead, and we give priority to returning campers and families.",
  ],
  cards: [
    { title: "Pricing", text: "Typically $250 for one hour of games and activities led by our counselors." },
    { title: "Scheduling", text: "Request a date 2-4 months ahead. We confirm availability by e-mail within 24-48 hours on business days." },
    { title: "Locations", text: "Families choose the venue: a park or a school nearby works great." },
    { title: "Group size", text: "Best for 15-20 participants, so every child gets in on the fun." },
  ],
  contactTitle: "Request a party",
  contactText: "Tell us your preferred date, the venue and how many children are coming.",
};

export const aboutCopy = {
  meta: {
    title: `About Us | ${site.name}`,
    description: `Our mission and story, how registration works, and the ${site.name} Parent Handbooks for UUCA and Faith Lutheran Church.`,
  },
  title: "About Us",
  subtitle: "Our Mission",
  mission:
    "Camp Sarraka gives every child a safe, joyful place to play, create and belong on the days school is out, led by counselors who know each camper by name.",
  storyTitle: "Our Story",
  story: [
    "Camp Sarraka began with a handful of campers and one big idea: school holidays should be the best days of a kid's year, not a scramble for working parents.",
    "Today we run school-year and summer camps at two Arlington Blvd sites, the Unitarian Universalist Church of Arlington (UUCA) and Faith Lutheran Church (FLC), and with our partner nonprofit we fund Sarrakaships so any family can join.",
  ],
  registrationTitle: "How registration works",
  registration: [
    "Every day appears waitlisted at first.",
    "Sign-ups during the initial registration window count equally: arriving first in the window gives no advantage.",
    "After the window closes, we notify every family of their enrollment status (accepted or waitlisted).",
  ],
  handbookTitle: "Parent Handbook",
  handbookText:
    "Everything you need to know before camp: schedules, what to pack, health and safety, pickup rules. Download the handbook for your camper's site.",
  handbooks: [
    { label: "UUCA Parent Handbook", href: "/handbooks/UUCA-Parent-Handbook.pdf", page: "/handbooks/uuca" },
    { label: "FLC Parent Handbook", href: "/handbooks/FLC-Parent-Handbook.pdf", page: "/handbooks/flc" },
  ],
};

export const contactCopy = {
  meta: {
    title: `Contact Us | ${site.name}`,
    description: `E-mail or call ${site.name}, find our UUCA and Faith Lutheran Church locations on Arlington Blvd, and ask about financial aid.`,
  },
  title: "Contact Us",
  subtitle: "We'd love to hear from you.",
  responseNote: "Responses typically come within 24-48 hours on business days.",
  aidTitle: "Financial Aid",
  aidText: `Sarrakaships help families attend camp. To apply for financial aid, e-mail our partner organization, the ${site.nonprofit.name}, for an application:`,
};

export const joinTeamCopy = {
  meta: {
    title: `Join the Team | ${site.name}`,
    description: `Become a ${site.name} counselor: a fun, meaningful job with a free college readiness and tutoring program for counselors.`,
  },
  title: "Join the Team",
  subtitle: "Spend your days making kids' days. Become a Camp Sarraka counselor!",
  whyTitle: "Why join Camp Sarraka?",
  why: [
    { title: "Make a difference", text: "Be the counselor a camper remembers for years: a role model, a friend and a leader." },
    { title: "Build real skills", text: "Leadership, teamwork, communication and problem solving you can put on any application." },
    { title: "Have fun at work", text: "Games, art, music and outdoor time every day, with a team that feels like family." },
  ],
  positionTitle: "Camp Counselor",
  position:
    "Counselors lead a small group of campers through the day: activities, games, meals and pickup. We look for energetic, responsible people who love working with kids. Training is provided.",
  collegeTitle: "Free college readiness and tutoring program",
  collegeText: "Every counselor can join our free program, built around their schedule:",
  collegeAreas: ["Application support", "Tutoring", "Test prep", "Career readiness"],
  collegeFormat: ["One-on-one sessions", "Flexible scheduling", "Mentorship"],
  applyButton: "Apply Now via Email",
  applySubject: "Camp Counselor Application",
  applyBody: [
    "Hello Camp Sarraka team,",
    "",
    "I would like to apply to be a camp counselor.",
    "",
    "Name:",
    "Age:",
    "Grade:",
    "School:",
    "Experience with children:",
    "Why I want to be a counselor:",
    "Two times I am available for an interview:",
    "1.",
    "2.",
    "",
    "Thank you!",
  ].join("\n"),
};

export const stickerCopy = {
  meta: {
    title: `Sticker Committee | ${site.name}`,
    description: `How campers earn stickers and badges at ${site.name}: kindness, creativity, teamwork and trying their best.`,
  },
  title: "Sticker Committee",
  subtitle: "Our rewards program celebrates the little moments that make camp great.",
  explanation:
    "Counselors hand out stickers when they catch campers doing something great. Stickers add up on each camper's card, and milestones earn special badges that campers wear with pride.",
  waysTitle: "Ways to earn stickers",
  ways: [
    { title: "Kind and helpful", text: "Sharing, including others, helping a friend or a counselor." },
    { title: "Creative", text: "A wild idea, a beautiful project, a new game invented at recess." },
    { title: "Teamwork", text: "Cheering others on and working together to reach a goal." },
    { title: "Trying your best", text: "Giving something new a go, even when it feels hard." },
  ],
  leaderboardTitle: "Sample leaderboard",
  leaderboardNote: "A sample for illustration: names and counts are made up.",
  leaderboard: [
    { camper: "Maya R.", group: "Sea Otters", stickers: 58 },
    { camper: "Leo T.", group: "Bull Sharks", stickers: 51 },
    { camper: "Ava K.", group: "Beluga Whales", stickers: 44 },
    { camper: "Noah P.", group: "Sea Otters", stickers: 39 },
    { camper: "Zoe M.", group: "Beluga Whales", stickers: 33 },
  ],
  badgesTitle: "Badges",
  badges: [
    { name: "Kindness Champion", rule: "10+ kindness stickers", color: "bg-coral-100 text-coral-700" },
    { name: "Creative Genius", rule: "10+ creativity stickers", color: "bg-sun-100 text-sea-900" },
    { name: "Team Player", rule: "10+ teamwork stickers", color: "bg-teal-100 text-teal-700" },
    { name: "Camp Legend", rule: "50+ total stickers", color: "bg-sea-100 text-sea-900" },
  ],
};

export const galleryCopy = {
  meta: {
    title: `Photo Gallery | ${site.name}`,
    description: `Photos of camp life at ${site.name}: art, games, science, muddy afternoons and lots of smiles.`,
  },
  title: "Photo Gallery",
  subtitle: "A peek at camp life: art, games, science and plenty of smiles.",
};

export const testimonialsCopy = {
  meta: {
    title: `Parent Testimonials | ${site.name}`,
    description: `What parents and counselors say about ${site.name}.`,
  },
  title: "Parent Testimonials",
  subtitle: "Don't just take our word for it: here's what families say about camp.",
};

export const teamCopy = {
  meta: {
    title: `Meet the Team | ${site.name}`,
    description: `The people behind ${site.name}: our leadership team and the directors who make every camp day happen.`,
  },
  title: "Meet the Team",
  subtitle: "The people who make every camp day safe, fun and unforgettable.",
};

export const schoolYearMeta = {
  title: `School Year Camps | ${site.name}`,
  description: `${site.name} school-year camps on the days Arlington Public Schools are closed: hours, age groups, the 2025-2026 schedule and how registration works.`,
};

export const mediaCopy = {
  meta: {
    title: `Sarraka Media | ${site.name}`,
    description: `Videos and posts from ${site.name}: featured videos, the camp-day media archive, Sarraka Saturdays challenges and behind-the-scenes moments.`,
  },
  title: "Sarraka Media",
  subtitle: "Videos, posts and camp memories, all in one place.",
  featuredTitle: "Featured Videos",
  archiveTitle: `${site.name} Media Archive`,
  recentTitle: "Recent Posts",
  saturdaysTitle: "Sarraka Saturdays",
  saturdaysText: "Weekend challenges to keep the camp spirit going at home.",
  behindTitle: "Camp Life: Behind the Scenes",
  empty: {
    featured: "No featured videos yet. Check back soon!",
    recent: "No posts match these filters. Try another month or location.",
    saturdays: "No Sarraka Saturdays videos yet. Check back soon!",
    behind: "No behind-the-scenes posts yet. Check back soon!",
  },
};
