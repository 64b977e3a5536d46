// The Content tab's operations through both doors: the JSON API (/api/admin/content/...) and the
// tab's route action (/admin/content with an intent). The same bad input gets the same status
// and message at either door and changes nothing; a good change shows on the public page at once
// (the edge-cached copy is dropped), and a handbook's PDF is made again from its sections.
import { SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { seedDatabase } from "../../db/seed";
import { createUser, formPost, sessionCookieFor } from "../support/factories";
import { pdfText, readPdf } from "../support/pdf-reader";
import { fetchUntilCached } from "../support/edge-cache";

/** The cached page's HTML. */
const cachedText = async (url: string) => (await fetchUntilCached(url)).text();

let cookie: string;

beforeAll(async () => {
  await seedDatabase(env);
  const admin = await createUser({ isAdmin: true, passwordHash: "not-used" });
  cookie = await sessionCookieFor(admin.id);
});

const snapshot = async () =>
  JSON.stringify([
    (await env.DB.prepare("SELECT id, list, position, body FROM content_items ORDER BY id").all()).results,
    (await env.DB.prepare("SELECT key, body FROM content_blocks ORDER BY key").all()).results,
  ]);

async function viaApi(method: string, path: string, body?: unknown) {
  const response = await SELF.fetch(`http://localhost${path}`, {
    method,
    headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { message: string; fieldErrors?: Record<string, string[]>; id?: number } };
}

async function viaPage(fields: Record<string, string>) {
  const response = await SELF.fetch(formPost("/admin/content", fields, { Cookie: cookie }));
  return { status: response.status, html: await response.text() };
}

const firstId = async (list: string) =>
  (await env.DB.prepare("SELECT id FROM content_items WHERE list = ?1 ORDER BY position LIMIT 1").bind(list).first<{ id: number }>())!.id;

/** The quotes of /testimonials, in the order a visitor reads them. */
async function publicQuotes() {
  const html = await (await SELF.fetch("http://localhost/testimonials")).text();
  return [...html.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g)].map((m) => m[1].replace(/<!-- -->/g, "").replace(/^“|”$/g, ""));
}

describe("the same bad input is refused alike at both doors and changes nothing", () => {
  const cases: Array<{
    name: string;
    api: (id: number) => [string, string, unknown];
    page: (id: number) => Record<string, string>;
    list: string;
    status: number;
    message: string;
  }> = [
    {
      name: "an empty hero title",
      list: "testimonials",
      api: () => ["PUT", "/api/admin/content/home", { heroTitle: "  ", registrationDates: "Opens May 1" }],
      page: () => ({ intent: "home", heroTitle: "  ", registrationDates: "Opens May 1" }),
      status: 400,
      message: "Hero title must be at least 5 characters",
    },
    {
      name: "five registration-date lines",
      list: "testimonials",
      api: () => ["PUT", "/api/admin/content/home", { heroTitle: "Summer 2026 is open", registrationDates: "a line\nb line\nc line\nd line\ne line" }],
      page: () => ({ intent: "home", heroTitle: "Summer 2026 is open", registrationDates: "a line\nb line\nc line\nd line\ne line" }),
      status: 400,
      message: "Write at most 4 registration date lines",
    },
    {
      name: "a school-year season without the colon before its dates",
      list: "testimonials",
      api: () => ["PUT", "/api/admin/content/school-year-page", { schedule: "Fall 2026: September 21\nWinter 2026 December 21", videoId: "placeholdry" }],
      page: () => ({ intent: "school-year-page", schedule: "Fall 2026: September 21\nWinter 2026 December 21", videoId: "placeholdry" }),
      status: 400,
      message: "Write the season, a colon, then its dates separated by commas (Fall 2026: September 21, October 1)",
    },
    {
      name: "a page video given as its link",
      list: "testimonials",
      api: () => ["PUT", "/api/admin/content/page-videos", { home: "placeholdri", summer: "https://youtu.be/dQw4w9WgXcQ" }],
      page: () => ({ intent: "page-videos", home: "placeholdri", summer: "https://youtu.be/dQw4w9WgXcQ" }),
      status: 400,
      message: "Summer camp page video must be the 11 letters, digits, - or _ after v= in the YouTube link",
    },
    {
      name: "a testimonial quote over 1,200 characters",
      list: "testimonials",
      api: (id) => ["PUT", `/api/admin/content/testimonials/${id}`, { name: "Sam P.", quote: "x".repeat(1201) }],
      page: (id) => ({ intent: "update", list: "testimonials", id: String(id), name: "Sam P.", quote: "x".repeat(1201) }),
      status: 400,
      message: "Quote must be at most 1200 characters",
    },
    {
      name: "a video link instead of its id",
      list: "featured-videos",
      api: () => ["POST", "/api/admin/content/featured-videos", { title: "Our summer", videoId: "https://youtu.be/abc" }],
      page: () => ({ intent: "add", list: "featured-videos", title: "Our summer", videoId: "https://youtu.be/abc" }),
      status: 400,
      message: "Video id must be the 11 letters, digits, - or _ after v= in the YouTube link",
    },
    {
      name: "a post dated February 31",
      list: "behind-the-scenes",
      api: () => ["POST", "/api/admin/content/behind-the-scenes", { caption: "Set-up day", url: "https://www.instagram.com/p/x/", date: "2026-02-31" }],
      page: () => ({ intent: "add", list: "behind-the-scenes", caption: "Set-up day", url: "https://www.instagram.com/p/x/", date: "2026-02-31" }),
      status: 400,
      message: "Date must be a real day written YYYY-MM-DD",
    },
    {
      name: "a post link that is not https",
      list: "behind-the-scenes",
      api: () => ["POST", "/api/admin/content/behind-the-scenes", { caption: "Set-up day", url: "javascript:alert(1)", date: "2026-02-11" }],
      page: () => ({ intent: "add", list: "behind-the-scenes", caption: "Set-up day", url: "javascript:alert(1)", date: "2026-02-11" }),
      status: 400,
      message: "Post link must be a link starting with https://",
    },
    {
      name: "a summer camp day without its week",
      list: "camp-days",
      api: () => [
        "POST",
        "/api/admin/content/camp-days",
        { date: "2026-07-06", location: "UUCA", campType: "summer", day: 1, caption: "Under the Sea at UUCA" },
      ],
      page: () => ({
        intent: "add",
        list: "camp-days",
        date: "2026-07-06",
        location: "UUCA",
        campType: "summer",
        week: "",
        day: "1",
        caption: "Under the Sea at UUCA",
      }),
      status: 400,
      message: "A summer day needs its week (1-8)",
    },
    {
      name: "a handbook section that no longer exists",
      list: "handbook-UUCA",
      api: () => ["PUT", "/api/admin/content/handbook-UUCA/999999", { heading: "Weather", body: "We play outside when it is safe." }],
      page: () => ({ intent: "update", list: "handbook-UUCA", id: "999999", heading: "Weather", body: "We play outside when it is safe." }),
      status: 404,
      message: "This item no longer exists. Reload the Content tab.",
    },
    {
      name: "a hero slide whose photo is not a hero photo",
      list: "hero-slides",
      api: (id) => ["PUT", `/api/admin/content/hero-slides/${id}`, { caption: "Campers at the lake", photoKey: "team/amira-0123456789ab.svg" }],
      page: (id) => ({ intent: "update", list: "hero-slides", id: String(id), caption: "Campers at the lake", photoKey: "team/amira-0123456789ab.svg" }),
      status: 400,
      message: "Photo must be one of the hero photos",
    },
    {
      name: "a new hero slide naming a hero photo the site does not have",
      list: "hero-slides",
      api: () => ["POST", "/api/admin/content/hero-slides", { caption: "Campers at the lake", photoKey: "hero/gone-0123456789ab.jpg", alt: "" }],
      page: () => ({ intent: "add", list: "hero-slides", caption: "Campers at the lake", photoKey: "hero/gone-0123456789ab.jpg", alt: "" }),
      status: 400,
      message: "Photo must be one of the hero photos",
    },
    {
      name: "a hero slide caption of one letter",
      list: "hero-slides",
      api: () => ["POST", "/api/admin/content/hero-slides", { caption: "x", photoKey: "" }],
      page: () => ({ intent: "add", list: "hero-slides", caption: "x", photoKey: "" }),
      status: 400,
      message: "Caption must be at least 3 characters",
    },
    {
      name: "a testimonial moved sideways",
      list: "testimonials",
      api: (id) => ["POST", `/api/admin/content/testimonials/${id}/move`, { direction: "sideways" }],
      page: (id) => ({ intent: "move", list: "testimonials", id: String(id), direction: "sideways" }),
      status: 400,
      message: "Direction must be up or down",
    },
  ];

  for (const c of cases) {
    test(c.name, async () => {
      const id = await firstId(c.list);
      const before = await snapshot();
      const [method, path, body] = c.api(id);
      const api = await viaApi(method, path, body);
      expect(api).toMatchObject({ status: c.status, json: { message: c.message } });
      const page = await viaPage(c.page(id));
      expect(page.status).toBe(c.status);
      expect(page.html).toContain(JSON.stringify(c.message).slice(1, -1));
      expect(await snapshot()).toBe(before);
    });
  }

  test("malformed JSON and a huge body are refused before any field is read", async () => {
    const before = await snapshot();
    expect((await viaApi("POST", "/api/admin/content/testimonials", "{not json")).status).toBe(400);
    expect((await viaApi("PUT", "/api/admin/content/home", { heroTitle: "x".repeat(2 * 1024 * 1024) })).status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  test("a field's message is given by field, for the form to show under it", async () => {
    const { json } = await viaApi("POST", "/api/admin/content/testimonials", { name: "S", quote: "short" });
    expect(json.fieldErrors).toMatchObject({ name: ["Name must be at least 2 characters"], quote: ["Quote must be at least 10 characters"] });
  });
});

test("a new hero title shows on the home page at once, though the page was in the edge cache", async () => {
  // The first content's title names no season (decision 0063).
  expect(await cachedText("http://localhost/")).toContain("School-Year and Summer Day Camps in Arlington");
  const saved = await viaApi("PUT", "/api/admin/content/home", {
    heroTitle: "Summer 2026 Registration Is Open",
    registrationDates: ["Summer: opens January 15"],
  });
  expect(saved.status).toBe(200);
  const after = await SELF.fetch("http://localhost/");
  expect(after.headers.get("x-edge-cache")).toBe("MISS");
  const html = await after.text();
  expect(html).toContain("Summer 2026 Registration Is Open");
  expect(html).toContain("Summer: opens January 15");
  expect(html).not.toContain("School-Year and Summer Day Camps in Arlington</h1>");
});

test("a new school-year season and video show on the school-year page at once; the page's other words stay", async () => {
  expect(await cachedText("http://localhost/school-year-camps")).toContain("Fall 2025");
  const saved = await viaPage({
    intent: "school-year-page",
    schedule: "Fall 2026: September 21, October 12\r\n\r\nWinter 2026-2027:December 21 , January 4",
    videoId: "dQw4w9WgXcQ",
  });
  expect(saved.status).toBe(200);
  const page = await SELF.fetch("http://localhost/school-year-camps");
  expect(page.headers.get("x-edge-cache")).toBe("MISS");
  const html = (await page.text()).replace(/<!-- -->/g, "");
  expect(html).toContain("Fall 2026");
  expect(html).toContain("October 12");
  expect(html).toContain("Winter 2026-2027");
  expect(html).toContain("2026-2027 Schedule");
  expect(html).not.toContain("Fall 2025");
  expect(html).toContain("dQw4w9WgXcQ");
  expect(html).toContain("9 am - 4 pm");
  const api = (await (await SELF.fetch("http://localhost/api/school-year-content")).json()) as { schedule: unknown; videoId: string };
  expect(api.schedule).toEqual([
    { season: "Fall 2026", dates: ["September 21", "October 12"] },
    { season: "Winter 2026-2027", dates: ["December 21", "January 4"] },
  ]);
  // The tab shows the schedule as the office wrote it, a season a line.
  const tab = await SELF.fetch("http://localhost/admin/content?section=school-year-page", { headers: { Cookie: cookie } });
  expect(await tab.text()).toContain("Fall 2026: September 21, October 12\nWinter 2026-2027: December 21, January 4");
});

test("new home and summer page videos show on those pages at once", async () => {
  await cachedText("http://localhost/summer-camp");
  const saved = await viaApi("PUT", "/api/admin/content/page-videos", { home: "aaaaaaaaaa1", summer: "bbbbbbbbbb2" });
  expect(saved.status).toBe(200);
  const summer = await SELF.fetch("http://localhost/summer-camp");
  expect(summer.headers.get("x-edge-cache")).toBe("MISS");
  expect(await summer.text()).toContain("bbbbbbbbbb2");
  expect(await (await SELF.fetch("http://localhost/")).text()).toContain("aaaaaaaaaa1");
  const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_id = 'page-videos'").all<{ action: string }>();
  expect(audit.results).toEqual([{ action: "content.page-videos" }]);
});

test("the office adds, reorders and deletes a testimonial through the tab; the public page follows each step", async () => {
  await cachedText("http://localhost/testimonials");
  const added = await viaPage({
    intent: "add",
    list: "testimonials",
    name: "Dana Q.",
    quote: "Our twins came home singing the Sea Otters song.",
    role: "Parent",
  });
  expect(added.status).toBe(200);
  const id = (await env.DB.prepare("SELECT id FROM content_items WHERE list = 'testimonials' ORDER BY id DESC LIMIT 1").first<{ id: number }>())!.id;
  const twins = "Our twins came home singing the Sea Otters song.";
  let quotes = await publicQuotes();
  expect(quotes.at(-1)).toBe(twins);

  expect((await viaApi("POST", `/api/admin/content/testimonials/${id}/move`, { direction: "up" })).status).toBe(200);
  quotes = await publicQuotes();
  expect(quotes.at(-2)).toBe(twins);

  expect((await viaPage({ intent: "delete", list: "testimonials", id: String(id) })).status).toBe(200);
  expect(await publicQuotes()).not.toContain(twins);
  const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE subject_type = 'content' AND subject_id = ?1 ORDER BY id")
    .bind(String(id))
    .all<{ action: string }>();
  expect(audit.results.map((r) => r.action)).toEqual(["content.add", "content.move", "content.delete"]);
});

test("an edited handbook section is on the HTML page and in the PDF made again on save, accents, arrows and emoji as typed", async () => {
  const id = await firstId("handbook-FLC");
  await cachedText("http://localhost/handbooks/flc");
  const body = "Campers meet Trần Thị Nguyễn at 9 am → circle 🎉\n\n- Bring a hat\n- Bring a water bottle named Zephyrine";
  expect((await viaApi("PUT", `/api/admin/content/handbook-FLC/${id}`, { heading: "Morning at FLC", body })).status).toBe(200);

  const page = await SELF.fetch("http://localhost/handbooks/flc");
  expect(page.headers.get("x-edge-cache")).toBe("MISS");
  const html = await page.text();
  expect(html).toMatch(/<h2 id="morning-at-flc-\d+"[^>]*>Morning at FLC<\/h2>/);
  expect(html).toContain("<li>Bring a water bottle named Zephyrine</li>");

  const pdf = await SELF.fetch("http://localhost/handbooks/FLC-Parent-Handbook.pdf");
  expect(pdf.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const read = await readPdf(bytes);
  const lines = pdfText(read).split("\n");
  expect(lines).toContain("Morning at FLC");
  expect(lines).toContain("Campers meet Trần Thị Nguyễn at 9 am → circle 🎉");
  expect(lines).toContain("Bring a water bottle named Zephyrine");
  const pages = read.pages.length;
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(lines).toContain(`Page ${pages} of ${pages}`);
});

test("a team member's photo is uploaded with the Media tab's rules and shown on Meet the Team", async () => {
  const id = await firstId("team");
  const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><circle cx="30" cy="30" r="20" fill="teal"/></svg>'], "amira.svg", {
    type: "image/svg+xml",
  });
  const notAPhoto = new FormData();
  notAPhoto.set("file", new File(["hello"], "notes.txt", { type: "text/plain" }));
  const refused = await SELF.fetch(`http://localhost/api/admin/content/team/${id}/photo`, { method: "POST", headers: { Cookie: cookie }, body: notAPhoto });
  expect(refused.status).toBe(400);

  const form = new FormData();
  form.set("file", svg);
  const saved = await SELF.fetch(`http://localhost/api/admin/content/team/${id}/photo`, { method: "POST", headers: { Cookie: cookie }, body: form });
  expect(saved.status).toBe(200);
  const { photoKey } = (await saved.json()) as { photoKey: string };
  expect(photoKey).toMatch(/^team\/amira-[0-9a-f]{12}\.svg$/);
  expect(await (await SELF.fetch("http://localhost/meet-the-team")).text()).toContain(`/media/${photoKey}`);
});

/**
 * The home hero's slides as a visitor gets them: each caption, with its photo's address and alt
 * text (the page holds the photos of the first two slides; later ones arrive as the show turns).
 */
async function publicSlides() {
  const html = await (await SELF.fetch("http://localhost/")).text();
  return [...html.matchAll(/<figure[^>]*aria-roledescription="slide"[^>]*>([\s\S]*?)<\/figure>/g)].map(([, figure]) => ({
    src: /<img[^>]*src="([^"]+)"/.exec(figure)?.[1],
    alt: /<img[^>]*alt="([^"]*)"/.exec(figure)?.[1],
    caption: /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/.exec(figure)![1],
  }));
}

test("a hero slide is one photo with its caption: reordering moves both, a new photo keeps the caption, the page follows at once", async () => {
  const before = await publicSlides();
  expect(before.length).toBeGreaterThanOrEqual(2);
  // The seed ties each caption to the photo it was written for.
  expect(before.filter((slide) => slide.src)).toHaveLength(2);
  for (const slide of before.filter((s) => s.src)) expect(slide.alt).toBe(slide.caption);
  await cachedText("http://localhost/");

  const slides = (await env.DB.prepare("SELECT id FROM content_items WHERE list = 'hero-slides' ORDER BY position").all<{ id: number }>()).results;
  expect((await viaPage({ intent: "move", list: "hero-slides", id: String(slides[1].id), direction: "up" })).status).toBe(200);
  const moved = await publicSlides();
  expect(moved.slice(0, 2)).toEqual([before[1], before[0]]);

  // Its own alt text, through the API; then a new photo for that slide, its caption unchanged.
  const photoKey = /\/media\/(hero\/[^"?]+)/.exec(before[1].src!)![1];
  const edited = await viaApi("PUT", `/api/admin/content/hero-slides/${slides[1].id}`, {
    caption: before[1].caption,
    photoKey,
    alt: "Campers building a sandcastle shaped like an octopus",
  });
  expect(edited.status).toBe(200);
  expect((await publicSlides())[0]).toMatchObject({ caption: before[1].caption, alt: "Campers building a sandcastle shaped like an octopus" });

  const form = new FormData();
  form.set(
    "file",
    new File(['<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="teal"/></svg>'], "Lake Day.svg", {
      type: "image/svg+xml",
    }),
  );
  const uploaded = await SELF.fetch(`http://localhost/api/admin/content/hero-slides/${slides[1].id}/photo`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const { photoKey: newKey } = (await uploaded.json()) as { photoKey: string };
  expect(newKey).toMatch(/^hero\/lake-day-[0-9a-f]{12}\.svg$/);
  const after = await publicSlides();
  expect(after[0]).toMatchObject({ caption: before[1].caption, alt: "Campers building a sandcastle shaped like an octopus" });
  expect(after[0].src).toContain(`/media/${newKey}`);
  expect(after[1]).toEqual(before[0]);

  // A slide whose photo is cleared leaves the slideshow; its caption does not move to another photo.
  expect((await viaApi("PUT", `/api/admin/content/hero-slides/${slides[1].id}`, { caption: before[1].caption, photoKey: "" })).status).toBe(200);
  const without = await publicSlides();
  expect(without.map((s) => s.caption)).not.toContain(before[1].caption);
  expect(without[0]).toEqual(before[0]);
});

test("demo videos are placeholders the pages show as coming soon, never a famous video", async () => {
  const { results } = await env.DB.prepare("SELECT body FROM content_items WHERE list IN ('featured-videos', 'saturday-videos')").all<{ body: string }>();
  for (const row of results) expect(JSON.parse(row.body).videoId).toMatch(/^placeholdr/);
  const html = await (await SELF.fetch("http://localhost/sarraka-media")).text();
  expect(html).toContain("Video coming soon");
  expect(html).not.toContain("youtube-nocookie.com/embed/placeholdr");
});

test("a camp day the office adds with a post leads the media archive's Recent Posts", async () => {
  const day = {
    date: "2026-07-06",
    location: "FLC",
    campType: "summer",
    week: 1,
    day: 1,
    caption: "Splash day at FLC",
    postUrl: "https://www.instagram.com/p/Splash2026/",
  };
  expect((await viaApi("POST", "/api/admin/content/camp-days", day)).status).toBe(201);
  const html = await (await SELF.fetch("http://localhost/sarraka-media")).text();
  const recent = html.slice(html.indexOf('id="recent-posts"'));
  expect(recent.indexOf("Splash day at FLC")).toBeGreaterThan(0);
  expect(recent.indexOf("Splash day at FLC")).toBeLessThan(recent.indexOf("Carnival Week at"));
});

test("the slideshow holds at most the 4 slides the home page shows: a 5th is refused with the limit, not hidden", async () => {
  const slides = (await viaApi("GET", "/api/admin/content")).json as unknown as { lists: { "hero-slides": Array<{ photoKey: string }> } };
  expect(slides.lists["hero-slides"]).toHaveLength(4);
  const fifth = await viaApi("POST", "/api/admin/content/hero-slides", {
    caption: "Campers at the lake",
    photoKey: slides.lists["hero-slides"][0].photoKey,
    alt: "",
  });
  expect(fifth.status).toBe(409);
  expect(fifth.json.message).toBe("Hero slides can hold at most 4 items. Delete one first.");
});
