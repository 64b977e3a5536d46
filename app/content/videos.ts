// The camp's videos on YouTube. `thumbnail` is the position of a gallery photo used as the
// poster, so nothing is fetched from the video site until a visitor presses play. The office
// edits the lists in the Content tab (D1); these are the demo lists the seed publishes first:
// placeholder ids (app/lib/video-id.ts) that the pages show as "Video coming soon".
export type CampVideo = { id: string; title: string; thumbnail: number };

const placeholderId = (n: number) => `placeholdr${(n % 36).toString(36)}`;

export const featuredVideos: CampVideo[] = [
  { id: placeholderId(1), title: "A day at Camp Sarraka", thumbnail: 0 },
  { id: placeholderId(2), title: "Summer 2025 highlights", thumbnail: 3 },
  { id: placeholderId(3), title: "Meet our counselors", thumbnail: 7 },
  { id: placeholderId(4), title: "Art week showcase", thumbnail: 1 },
  { id: placeholderId(5), title: "Sea Otters science fair", thumbnail: 6 },
  { id: placeholderId(6), title: "Water games day", thumbnail: 11 },
  { id: placeholderId(7), title: "Talent show finale", thumbnail: 8 },
  { id: placeholderId(8), title: "Winter camp recap", thumbnail: 10 },
];

const SATURDAY_CHALLENGES = [
  "Paper airplane distance challenge",
  "Build the tallest cup tower",
  "Backyard scavenger hunt",
  "Sock puppet storytime",
  "Kitchen science: lava lamp",
  "Chalk art mural",
  "Balloon keep-up challenge",
  "Draw your favorite sea creature",
  "Obstacle course at home",
  "Marshmallow and toothpick towers",
  "Nature bracelet",
  "Freeze dance party",
  "Recycled robot craft",
  "Egg drop challenge",
  "Shadow puppets",
  "Origami whales",
  "Camp song sing-along",
];

export const saturdayVideos: CampVideo[] = SATURDAY_CHALLENGES.map((title, i) => ({
  id: placeholderId(i + 10),
  title: `Sarraka Saturday #${i + 1}: ${title}`,
  thumbnail: (i * 5) % 40,
}));

export function youTubeWatchUrl(id: string) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
