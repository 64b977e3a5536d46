// Hand-picked social posts for 'Camp Life: Behind the Scenes'.
export type SocialPost = { url: string; caption: string; date: string };

export const behindTheScenesPosts: SocialPost[] = [
  { url: "https://www.instagram.com/p/C8aQx2mLk1B/", caption: "Counselor training day: learning the camp songs", date: "2025-06-20" },
  { url: "https://www.instagram.com/p/C8dT7nPq3Zs/", caption: "Packing 400 art kits for summer", date: "2025-06-24" },
  { url: "https://www.instagram.com/p/C9bH4rWt8Xe/", caption: "Setting up the water games", date: "2025-07-08" },
  { url: "https://www.instagram.com/p/C9kL2vYu5Fa/", caption: "Our directors' morning huddle", date: "2025-07-15" },
  { url: "https://www.instagram.com/p/C9pN6xZa1Gc/", caption: "Painting the Sea Otters banner", date: "2025-07-22" },
  { url: "https://www.instagram.com/reel/DAa3cQe7Hj2/", caption: "How we plan a themed week", date: "2025-08-01" },
  { url: "https://www.instagram.com/p/DAf5eSg9Kl4/", caption: "Counselor appreciation lunch", date: "2025-08-08" },
  { url: "https://www.instagram.com/p/DBc7gUi2Mn6/", caption: "Getting the FLC rooms ready for fall", date: "2025-09-18" },
];
