export type Testimonial = {
  name: string;
  quote: string;
  /** Shown as a label when the quote is from a counselor rather than a parent. */
  role?: "Counselor";
  stars: 5;
};

export const featuredTestimonial: Testimonial & { title: string } = {
  title: "A second home for our family",
  name: "Jennifer M.",
  stars: 5,
  quote:
    "We found Camp Sarraka when our oldest was in kindergarten and nervous about everything. By lunchtime on his first day he had a best friend, a paper-plate jellyfish and a nickname from his counselor. Four years later both of our kids ask, every single school holiday, whether it is a camp day. The counselors know each child, they send us photos that make our week, and the office answers every question quickly and kindly. When our youngest needed extra help at drop-off, the staff made a plan with us and stuck to it. We could not ask for a warmer, safer or more joyful place for our children to spend their days off.",
};

export const testimonials: Testimonial[] = [
  { name: "Sarah K.", stars: 5, quote: "My daughter comes home exhausted and happy every time. The counselors are amazing with the kids!" },
  { name: "David L.", stars: 5, quote: "Camp Sarraka saved our school holidays. Easy drop-off, great communication and a kid who loves it." },
  { name: "Priya R.", stars: 5, quote: "The art projects alone are worth it. Our fridge is covered in sea creatures." },
  { name: "Marcus T.", stars: 5, quote: "Our son was shy on day one and didn't want to leave on day five. Thank you!" },
  { name: "Elena G.", stars: 5, quote: "Safe, organized and so much fun. The staff knows every child by name." },
  { name: "Tom W.", stars: 5, quote: "Best camp in Arlington, hands down. We sign up the minute registration opens." },
  { name: "Aisha B.", stars: 5, quote: "I love the daily photos. It feels like we get a peek into their adventure." },
  { name: "Chris P.", stars: 5, quote: "The before and after care makes it work for two working parents. Lifesaver." },
  { name: "Mei L.", stars: 5, quote: "Kind counselors, creative activities, and my kids made friends from other schools." },
  { name: "Jordan S.", stars: 5, role: "Counselor", quote: "Working at Camp Sarraka taught me leadership and patience. The kids make every day special." },
  { name: "Rachel N.", stars: 5, quote: "They handled my son's food allergy with real care. I never worried once." },
  { name: "Omar H.", stars: 5, quote: "Muddy clothes, huge smiles. That is how I know it was a good camp day." },
  { name: "Laura C.", stars: 5, quote: "The Sticker Committee is genius. My daughter talks about her badges all week." },
  { name: "Ben F.", stars: 5, quote: "Fair registration and clear e-mails. The whole process is stress-free." },
  { name: "Natalie V.", stars: 5, quote: "Both locations are wonderful. FLC was perfect for our kindergartner." },
  { name: "Kevin D.", stars: 5, quote: "Great value for a full day of camp, and the kids never get bored." },
  { name: "Sofia A.", stars: 5, quote: "The team truly cares. They called me just to share a sweet moment." },
  { name: "James O.", stars: 5, quote: "Sarraka Saturdays videos are a hit in our house. Camp spirit all year!" },
  { name: "Hannah Y.", stars: 5, quote: "My twins are in different groups and both loved their counselors." },
  { name: "Luis M.", stars: 5, quote: "Welcoming, inclusive and fun. We recommend it to every family we know." },
];

/** The home page carousel shows the first 11 quotes. */
export const homeTestimonials = testimonials.slice(0, 11);
