export type Favorites = {
  sport?: string;
  food?: string;
  animal?: string;
  subject?: string;
  hobby?: string;
  quote?: string;
};

export type TeamMember = {
  name: string;
  title: string;
  /** Position of the member's portrait among the R2 "team" images; initials show when missing. */
  photo: number;
  bio?: string;
  favorites: Favorites;
};

export const FAVORITE_LABELS: Record<keyof Favorites, string> = {
  sport: "Favorite sport",
  food: "Favorite food",
  animal: "Favorite animal",
  subject: "Favorite subject",
  hobby: "Favorite hobby",
  quote: "Favorite quote",
};

export const primaryTeam: TeamMember[] = [
  {
    name: "Amira Sarraka",
    title: "Chief Executive Officer",
    photo: 0,
    bio: "Amira founded Camp Sarraka after years of teaching elementary school and running after-school programs in Arlington. She saw how many families struggled to cover school holidays and decided to build the camp she would have wanted as a kid: small groups, caring counselors and days full of play. She still spends camp days on the field whenever she can, usually leading the parachute games.",
    favorites: {
      sport: "Soccer",
      food: "Mango sticky rice",
      animal: "Sea otter",
      subject: "Science",
      hobby: "Gardening",
      quote: "Play is the highest form of research.",
    },
  },
  {
    name: "Marcus Kim",
    title: "Chief Operating Officer",
    photo: 1,
    bio: "Marcus keeps camp running like clockwork: schedules, staffing, supplies and safety plans for both of our sites. Before Camp Sarraka he managed youth sports leagues across Northern Virginia. Parents know him as the calm voice at drop-off who remembers every camper's name, and counselors know him as the person with a spare water bottle for everyone.",
    favorites: { sport: "Basketball", food: "Tacos", animal: "Bull shark", subject: "Math", quote: "Be the reason someone smiles today." },
  },
  {
    name: "Julia Reyes",
    title: "Chief Financial Officer and Camp Director",
    photo: 2,
    bio: "Julia manages the camp's finances and directs our programs, making sure every dollar goes toward great camp days and that Sarrakaship families can join us. She designs many of our themed weeks and art projects, and has a talent for turning a rainy day into the best day of the week.",
    favorites: { food: "Pasta", animal: "Beluga whale", subject: "Art", hobby: "Painting", quote: "Creativity takes courage." },
  },
];

export const secondaryTeam: TeamMember[] = [
  {
    name: "Tyler Lee",
    title: "UUCA Site Director",
    photo: 3,
    favorites: { sport: "Ultimate frisbee", food: "Pizza", animal: "Dolphin", quote: "Teamwork makes the dream work." },
  },
  { name: "Nadia Brooks", title: "FLC Site Director", photo: 4, favorites: { food: "Strawberries", animal: "Penguin", subject: "Reading" } },
  { name: "Carlos Diaz", title: "Program Coordinator", photo: 5, favorites: { sport: "Baseball", animal: "Sea turtle", hobby: "Guitar" } },
  {
    name: "Emma Wright",
    title: "Arts Director",
    photo: 6,
    favorites: { food: "Ice cream", subject: "Art", hobby: "Pottery", quote: "Every child is an artist." },
  },
  { name: "Ravi Patel", title: "Counselor Lead", photo: 7, favorites: { sport: "Cricket", food: "Samosas", animal: "Octopus" } },
  { name: "Hannah Green", title: "Family Coordinator", photo: 8, favorites: { food: "Pancakes", animal: "Sea otter", hobby: "Baking" } },
];

export function initialsOf(name: string) {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
