// The Content tab's lists and how it draws each one's form (label, input kind, the same maximum as
// the schema in content-schema.ts). Kept apart from the schemas so the tab loads no zod: the
// route action checks every save.
import { LANDING_LIMITS } from "../../content/landing";
import { LOCATIONS } from "../vocabulary";

export { isPlaceholderVideo } from "../video-id";

/** Every list the office edits, in the order the Content tab shows them. */
export const CONTENT_LISTS = [
  "hero-slides",
  "featured-videos",
  "saturday-videos",
  "behind-the-scenes",
  "testimonials",
  "team",
  "handbook-UUCA",
  "handbook-FLC",
  "camp-days",
] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

export const isContentList = (value: string): value is ContentList => (CONTENT_LISTS as readonly string[]).includes(value);

/** How the tab draws each field: label, input kind and the same maximum as the schema. */
export type ContentField = {
  name: string;
  label: string;
  kind: "text" | "textarea" | "number" | "date" | "url" | "select" | "hero-photo";
  max?: number;
  required?: boolean;
  options?: Array<{ value: string; label: string }>;
  hint?: string;
};

const videoFields: ContentField[] = [
  { name: "title", label: "Title", kind: "text", max: 120, required: true },
  { name: "videoId", label: "YouTube video id", kind: "text", max: 11, required: true, hint: "The 11 characters after v= in the video's link" },
  { name: "poster", label: "Poster photo (gallery photo number, 1-40)", kind: "number" },
];
const handbookFields: ContentField[] = [
  { name: "heading", label: "Heading", kind: "text", max: 80, required: true },
  { name: "body", label: "Text", kind: "textarea", max: 6000, required: true, hint: "A blank line starts a new paragraph; a line starting with - is a bullet" },
];

export const CONTENT_LIST_INFO: Record<ContentList, { title: string; itemName: string; summary: string; fields: ContentField[]; publicPath: string }> = {
  "hero-slides": {
    title: "Hero slides",
    itemName: "slide",
    summary: `The home page's slideshow, in order, at most ${LANDING_LIMITS.heroSlides} slides: each slide is a photo and its caption. A slide without a photo is not shown.`,
    fields: [
      { name: "photoKey", label: "Photo", kind: "hero-photo", hint: "One of the hero photos, or upload a new one after saving" },
      { name: "caption", label: "Caption", kind: "text", max: 120, required: true, hint: "Describe what the picture shows" },
      { name: "alt", label: "Alt text", kind: "text", max: 200, hint: "For screen readers; left empty, the caption is read" },
    ],
    publicPath: "/",
  },
  "featured-videos": {
    title: "Featured videos",
    itemName: "video",
    summary: "Shown first on Sarraka Media.",
    fields: videoFields,
    publicPath: "/sarraka-media",
  },
  "saturday-videos": {
    title: "Sarraka Saturdays",
    itemName: "video",
    summary: "The weekend challenge videos on Sarraka Media.",
    fields: videoFields,
    publicPath: "/sarraka-media",
  },
  "behind-the-scenes": {
    title: "Behind-the-scenes posts",
    itemName: "post",
    summary: "Social posts shown under Camp Life: Behind the Scenes.",
    fields: [
      { name: "caption", label: "Caption", kind: "text", max: 200, required: true },
      { name: "url", label: "Post link", kind: "url", max: 300, required: true },
      { name: "date", label: "Date", kind: "date", required: true },
    ],
    publicPath: "/sarraka-media",
  },
  testimonials: {
    title: "Testimonials",
    itemName: "testimonial",
    summary: "The first one with a headline is featured at the top of the Testimonials page; the home page shows the first 11.",
    fields: [
      { name: "name", label: "Name", kind: "text", max: 60, required: true },
      { name: "quote", label: "Quote", kind: "textarea", max: 1200, required: true },
      {
        name: "role",
        label: "Who is speaking",
        kind: "select",
        options: [
          { value: "Parent", label: "Parent" },
          { value: "Counselor", label: "Counselor" },
        ],
      },
      { name: "headline", label: "Headline (featured quote only)", kind: "text", max: 100 },
    ],
    publicPath: "/testimonials",
  },
  team: {
    title: "Team members",
    itemName: "team member",
    summary: "Meet the Team: leadership first, then the team. A photo is uploaded after the member is saved.",
    fields: [
      { name: "name", label: "Name", kind: "text", max: 80, required: true },
      { name: "title", label: "Job title", kind: "text", max: 80, required: true },
      {
        name: "group",
        label: "Group",
        kind: "select",
        options: [
          { value: "leadership", label: "Leadership" },
          { value: "team", label: "Our Team" },
        ],
      },
      { name: "bio", label: "Bio", kind: "textarea", max: 1200 },
      { name: "sport", label: "Favorite sport", kind: "text", max: 60 },
      { name: "food", label: "Favorite food", kind: "text", max: 60 },
      { name: "animal", label: "Favorite animal", kind: "text", max: 60 },
      { name: "subject", label: "Favorite subject", kind: "text", max: 60 },
      { name: "hobby", label: "Favorite hobby", kind: "text", max: 60 },
      { name: "quote", label: "Favorite quote", kind: "text", max: 160 },
    ],
    publicPath: "/meet-the-team",
  },
  "handbook-UUCA": {
    title: "UUCA Parent Handbook",
    itemName: "section",
    summary: "Served at /handbooks/uuca and as a PDF, regenerated on every save.",
    fields: handbookFields,
    publicPath: "/handbooks/uuca",
  },
  "camp-days": {
    title: "Media archive camp days",
    itemName: "camp day",
    summary: "One record per camp day and site; days with a post link appear under Recent Posts, newest first.",
    fields: [
      { name: "date", label: "Date", kind: "date", required: true },
      {
        name: "location",
        label: "Site",
        kind: "select",
        options: LOCATIONS.map((l) => ({ value: l, label: l })),
      },
      {
        name: "campType",
        label: "Camp",
        kind: "select",
        options: [
          { value: "summer", label: "Summer" },
          { value: "school-year", label: "School year" },
        ],
      },
      { name: "week", label: "Summer week (1-8)", kind: "number" },
      { name: "day", label: "Day of the week (1 = Monday)", kind: "number" },
      { name: "theme", label: "Theme (school-year days)", kind: "text", max: 60 },
      { name: "caption", label: "Caption", kind: "text", max: 200, required: true },
      { name: "postUrl", label: "Post link", kind: "url", max: 300 },
    ],
    publicPath: "/sarraka-media",
  },
  "handbook-FLC": {
    title: "FLC Parent Handbook",
    itemName: "section",
    summary: "Served at /handbooks/flc and as a PDF, regenerated on every save.",
    fields: handbookFields,
    publicPath: "/handbooks/flc",
  },
};
