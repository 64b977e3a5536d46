// The privacy policy names every company whose player or post the public pages load from its own
// site, says what it receives, and links its own policy.
import { expect, test } from "vitest";
import { postEmbedUrl } from "~/lib/media-filters";
import { privacyPolicy } from "./legal";

const policy = privacyPolicy({ childDataRetentionDays: 365, mailRetentionDays: 90 });
const text = policy.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.points ?? [])]).join(" ");
const links = policy.sections.flatMap((s) => s.links ?? []);

// Who runs each host the public pages embed (the videos' player, the Sarraka Media page's posts).
const COMPANIES: Record<string, { company: string; policy: string }> = {
  "www.youtube-nocookie.com": { company: "YouTube", policy: "https://policies.google.com/privacy" },
  "www.instagram.com": { company: "Instagram", policy: "https://privacycenter.instagram.com/policy" },
};
const embeddedHosts = [
  "https://www.instagram.com/p/C8aQx2mLk1B/",
  "https://www.instagram.com/reel/DAa3cQe7Hj2/",
  "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
].map((url) => new URL(postEmbedUrl(url)!).host);

test.each([...new Set(embeddedHosts)])("the privacy policy names who runs %s, what it receives, and links its policy", (host) => {
  const runner = COMPANIES[host];
  expect(runner, `who runs ${host}`).toBeDefined();
  expect(text).toContain(runner.company);
  expect(text).toContain("IP address");
  const link = links.find((l) => l.href === runner.policy);
  expect(link?.label).toContain(runner.company);
});
