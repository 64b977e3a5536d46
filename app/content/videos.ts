// The camp's videos on YouTube. `thumbnail` is the position of a gallery photo used as the
// poster, so nothing is fetched from the video site until a visitor presses play.
export type CampVideo = { id: string; title: string; thumbnail: number };

export const featuredVideos: CampVideo[] = [
  { id: "M7lc1UVf-VE", title: "A day at Camp Sarraka", thumbnail: 0 },
  { id: "aqz-KE-bpKQ", title: "Summer 2025 highlights", thumbnail: 3 },
  { id: "ScMzIvxBSi4", title: "Meet our counselors", thumbnail: 7 },
  { id: "jNQXAC9IVRw", title: "Art week showcase", thumbnail: 1 },
  { id: "YE7VzlLtp-4", title: "Sea Otters science fair", thumbnail: 6 },
  { id: "kJQP7kiw5Fk", title: "Water games day", thumbnail: 11 },
  { id: "9bZkp7q19f0", title: "Talent show finale", thumbnail: 8 },
  { id: "OPf0YbXqDm0", title: "Winter camp recap", thumbnail: 10 },
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

const SATURDAY_IDS = ["M7lc1UVf-VE", "aqz-KE-bpKQ", "ScMzIvxBSi4", "jNQXAC9IVRw", "YE7VzlLtp-4", "kJQP7kiw5Fk", "9bZkp7q19f0", "OPf0YbXqDm0"];

export const saturdayVideos: CampVideo[] = SATURDAY_CHALLENGES.map((title, i) => ({
  id: SATURDAY_IDS[i % SATURDAY_IDS.length],
  title: `Sarraka Saturday #${i + 1}: ${title}`,
  thumbnail: (i * 5) % 40,
}));

export function youTubeWatchUrl(id: string) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
