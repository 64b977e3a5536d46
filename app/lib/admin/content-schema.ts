// What the office edits on the public site (the Content tab and /api/admin/content): the home
// page's hero, and lists (slides' captions, videos, posts, testimonials, team, handbook
// sections). One schema per list, shared by the tab's forms and the JSON API; each field also
// has a descriptor (content-fields.ts, apart so the tab loads no zod) so the tab builds its form
// from the same limits. Browser-safe.
import { z } from "zod";
import { calendarDay } from "../calendar-day-schema";
import { YOUTUBE_ID } from "../video-id";
import { LOCATIONS } from "../vocabulary";
import { LANDING_LIMITS } from "../../content/landing";
import type { ContentList } from "./content-fields";

export { isPlaceholderVideo } from "../video-id";
export { CONTENT_LIST_INFO, CONTENT_LISTS, isContentList, type ContentField, type ContentList } from "./content-fields";

/** A hero photo's R2 key (app/lib/media-rules.ts names uploads `<kind>/<slug>-<hash>.<ext>`). */
export const HERO_PHOTO_KEY = /^hero\/[a-z0-9][a-z0-9._-]*$/i;

const text = (label: string, min: number, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default("");
// The form sends every number as text (empty when left blank); the API may send a number.
const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value === null ? undefined : value),
    z
      .number({ message: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max}`)
      .max(max, `${label} must be between ${min} and ${max}`)
      .optional(),
  );
const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};
const httpsUrl = (label: string) => text(label, 1, 300).refine(isHttps, `${label} must be a link starting with https://`);
const optionalHttpsUrl = (label: string) =>
  optionalText(label, 300).refine((value) => value === "" || isHttps(value), `${label} must be a link starting with https://`);

const youtubeId = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .regex(YOUTUBE_ID, `${label} must be the 11 letters, digits, - or _ after v= in the YouTube link`);

const videoSchema = z.object({
  videoId: youtubeId("Video id"),
  title: text("Title", 3, 120),
  poster: optionalWholeNumber("Poster photo", 1, 40).transform((n) => n ?? 1),
});

export const contentItemSchemas = {
  // One slide of the home hero: its photo (a hero photo in R2, chosen or uploaded for it) and
  // caption travel together, so reordering or deleting a slide moves or removes both.
  "hero-slides": z.object({
    caption: text("Caption", 3, 120),
    photoKey: optionalText("Photo", 200).refine((key) => key === "" || HERO_PHOTO_KEY.test(key), "Photo must be one of the hero photos"),
    alt: optionalText("Alt text", 200),
  }),
  "featured-videos": videoSchema,
  "saturday-videos": videoSchema,
  "behind-the-scenes": z.object({
    url: httpsUrl("Post link"),
    caption: text("Caption", 3, 200),
    date: calendarDay("Date must be a real day written YYYY-MM-DD"),
  }),
  testimonials: z.object({
    name: text("Name", 2, 60),
    quote: text("Quote", 10, 1200),
    role: z.enum(["Parent", "Counselor"], { message: "Who is speaking must be Parent or Counselor" }).optional().default("Parent"),
    headline: optionalText("Headline", 100),
  }),
  team: z.object({
    name: text("Name", 2, 80),
    title: text("Job title", 2, 80),
    group: z.enum(["leadership", "team"], { message: "Group must be Leadership or Our Team" }).optional().default("team"),
    bio: optionalText("Bio", 1200),
    photoKey: optionalText("Photo", 200),
    sport: optionalText("Favorite sport", 60),
    food: optionalText("Favorite food", 60),
    animal: optionalText("Favorite animal", 60),
    subject: optionalText("Favorite subject", 60),
    hobby: optionalText("Favorite hobby", 60),
    quote: optionalText("Favorite quote", 160),
  }),
  "handbook-UUCA": z.object({ heading: text("Heading", 2, 80), body: text("Text", 10, 6000) }),
  "handbook-FLC": z.object({ heading: text("Heading", 2, 80), body: text("Text", 10, 6000) }),
  // One camp day of the media archive (app/lib/media-filters.ts filters them).
  "camp-days": z
    .object({
      date: calendarDay("Date must be a real day written YYYY-MM-DD"),
      location: z.enum(LOCATIONS, { message: "Site must be UUCA or FLC" }),
      campType: z.enum(["summer", "school-year"], { message: "Camp must be Summer or School year" }),
      week: optionalWholeNumber("Summer week", 1, 8),
      day: optionalWholeNumber("Day of the week", 1, 5),
      theme: optionalText("Theme", 60),
      postUrl: optionalHttpsUrl("Post link"),
      caption: text("Caption", 3, 200),
    })
    .superRefine((day, ctx) => {
      if (day.campType === "summer" && day.week === undefined) ctx.addIssue({ code: "custom", path: ["week"], message: "A summer day needs its week (1-8)" });
      if (day.campType === "summer" && day.day === undefined)
        ctx.addIssue({ code: "custom", path: ["day"], message: "A summer day needs its day of the week (1-5)" });
      if (day.campType === "school-year" && !day.theme) ctx.addIssue({ code: "custom", path: ["theme"], message: "A school-year day needs its theme" });
    }),
} satisfies Record<ContentList, z.ZodType>;

export type ContentItemInput<L extends ContentList> = z.input<(typeof contentItemSchemas)[L]>;
export type ContentItemBody<L extends ContentList> = z.output<(typeof contentItemSchemas)[L]>;
export type ContentItem<L extends ContentList = ContentList> = { id: number; position: number } & ContentItemBody<L>;

/** At most this many items per list; the media archive grows by about 90 camp days a year. */
/** How many items a list holds: the home page's slideshow shows every slide it holds, and no more than LANDING_LIMITS allows. */
export const listLimit = (list: ContentList) => (list === "camp-days" ? 3000 : list === "hero-slides" ? LANDING_LIMITS.heroSlides : 60);

/** A many-line field: the form sends one text, the API a list; blank lines are dropped. */
const lines = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : value;

// The home page's hero: its title and the lines of the registration-dates box.
export const homeSchema = z.object({
  heroTitle: text("Hero title", 5, 120),
  registrationDates: z.preprocess(
    lines,
    z
      .array(text("Each date line", 3, 80), { message: "Registration dates must be lines of text" })
      .min(1, "Write at least one registration date line")
      .max(4, "Write at most 4 registration date lines"),
  ),
});
export type HomeContent = z.output<typeof homeSchema>;

// A season of the school-year schedule, one line each: "Fall 2026: September 21, October 1".
const SEASON_LINE = /^([^:]{2,40}):(.+)$/;
const seasonDates = (line: string) =>
  line
    .replace(SEASON_LINE, "$2")
    .split(",")
    .map((d) => d.trim());
const seasonLine = text("Each season line", 5, 600)
  .regex(SEASON_LINE, "Write the season, a colon, then its dates separated by commas (Fall 2026: September 21, October 1)")
  .refine((line) => seasonDates(line).every((d) => d.length >= 3 && d.length <= 30), "Each date must be 3 to 30 characters, separated by commas")
  .refine((line) => seasonDates(line).length <= 25, "Write at most 25 dates in a season")
  .transform((line) => ({ season: line.replace(SEASON_LINE, "$1").trim(), dates: seasonDates(line) }));

/** The school-year page's season schedule and its video (the rest of its block is the spec's copy). */
export const schoolYearPageSchema = z.object({
  schedule: z.preprocess(
    lines,
    z.array(seasonLine, { message: "The schedule must be lines of text" }).min(1, "Write at least one season").max(6, "Write at most 6 seasons"),
  ),
  videoId: youtubeId("Video id"),
});
/** The schedule as the form shows it: a season a line. */
export const scheduleLines = (schedule: Array<{ season: string; dates: string[] }>) => schedule.map((s) => `${s.season}: ${s.dates.join(", ")}`);

/** The videos of the home and summer pages (the school-year page's is in its own block). */
export const pageVideosSchema = z.object({
  home: youtubeId("Home page video"),
  summer: youtubeId("Summer camp page video"),
});
export type PageVideos = z.output<typeof pageVideosSchema>;

export const moveSchema = z.object({ direction: z.enum(["up", "down"], { message: "Direction must be up or down" }) });
