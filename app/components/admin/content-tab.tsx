// The Content tab: the public site's words, videos, people and handbooks, edited by the office.
// A section picker on the left (its choice is in the address, ?section=testimonials), the
// section's items on the right with Edit, Earlier/Later and Delete (confirmed). Every save is
// public at once. The route action checks every save; the tab loads no zod, and the Delete
// confirmation (Radix AlertDialog) loads on first use (ui/dialog-on-first-use.tsx).
import { useState } from "react";
import { useSearchParams } from "react-router";
import { CONTENT_LIST_INFO, CONTENT_LISTS, isPlaceholderVideo, type ContentList } from "~/lib/admin/content-fields";
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "~/lib/media-rules";
import type { getContentForAdmin } from "~/server/admin/content-edits.server";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { DialogOnFirstUse } from "~/components/ui/dialog-on-first-use";
import { onFirstUse } from "~/components/ui/on-first-use";
import { ContentForm } from "./content-form";
import { useAdminPost } from "./use-admin-post";
import { failedTo } from "~/lib/failure-message";
import { SUMMER_PAGE_PATH } from "~/content/public-pages";

const confirmDialog = onFirstUse(() => import("~/components/ui/alert-dialog").then((m) => m.ConfirmDialog));

type Content = Awaited<ReturnType<typeof getContentForAdmin>>;
type Item = { id: number; position: number } & Record<string, unknown>;
/** The sections that are one form (a page's own words) rather than a list of items. */
const PAGE_SECTIONS = ["home", "school-year-page", "page-videos"] as const;
type PageSection = (typeof PAGE_SECTIONS)[number];
type Section = PageSection | ContentList;

const HOME_FIELDS = [
  { name: "heroTitle", label: "Hero title", kind: "text" as const, max: 120, required: true },
  {
    name: "registrationDates",
    label: "Registration dates box",
    kind: "textarea" as const,
    required: true,
    hint: "One line per date, at most 4 lines of 80 characters each.",
  },
];

const SCHOOL_YEAR_FIELDS = [
  {
    name: "schedule",
    label: "Schedule",
    kind: "textarea" as const,
    required: true,
    hint: "One season a line: its name, a colon, then its dates separated by commas (Fall 2026: September 21, October 1). At most 6 seasons.",
  },
  { name: "videoId", label: "YouTube video id", kind: "text" as const, max: 11, required: true, hint: "The 11 characters after v= in the video's link" },
];

const PAGE_VIDEO_FIELDS = [
  { name: "home", label: "Home page video", kind: "text" as const, max: 11, required: true, hint: "Beside “What is Camp Sarraka?”" },
  { name: "summer", label: "Summer camp page video", kind: "text" as const, max: 11, required: true, hint: "The summer highlights" },
];

const SECTION_TITLES: Record<Section, string> = {
  home: "Home page hero",
  "school-year-page": "School-year page",
  "page-videos": "Page videos",
  ...Object.fromEntries(CONTENT_LISTS.map((l) => [l, CONTENT_LIST_INFO[l].title])),
} as Record<Section, string>;

export function ContentTab(content: Content) {
  const [params, setParams] = useSearchParams();
  const asked = params.get("section") ?? "home";
  const section: Section = ([...PAGE_SECTIONS, ...CONTENT_LISTS] as readonly string[]).includes(asked) ? (asked as Section) : "home";
  return (
    <section aria-labelledby="content-heading" className="grid gap-6">
      <div>
        <h2 id="content-heading" className="text-2xl font-extrabold">
          Content
        </h2>
        <p className="mt-1 text-muted">What families read on the public site. Every save shows on the site at once.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[15rem_1fr]">
        <nav aria-label="Content sections">
          <ul className="flex flex-wrap gap-1 lg:flex-col">
            {([...PAGE_SECTIONS, ...CONTENT_LISTS] as Section[]).map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-current={s === section ? "page" : undefined}
                  onClick={() => setParams({ section: s }, { replace: true, preventScrollReset: true })}
                  className={cn(
                    "min-h-11 w-full rounded-xl px-3 text-left text-sm font-bold text-sea-800 hover:bg-sea-50",
                    s === section && "bg-sea-100 text-sea-900 shadow-inner",
                  )}
                >
                  {SECTION_TITLES[s]}
                  {isPageSection(s) ? null : <span className="ml-1 font-semibold text-muted">({content.lists[s].length})</span>}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div key={section}>
          {isPageSection(section) ? <PageSectionForm section={section} content={content} /> : <ListSection list={section} content={content} />}
        </div>
      </div>
    </section>
  );
}

/** A section's title, what it changes, and the public page to check it on. */
function SectionHeading({ title, summary, publicPath }: { title: string; summary: string; publicPath: string }) {
  return (
    <div>
      <h3 className="text-xl font-extrabold">{title}</h3>
      <p className="text-sm text-muted">
        {summary}{" "}
        <a href={publicPath} target="_blank" rel="noreferrer" className="font-bold text-sea-700 underline">
          View on the site<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}

const isPageSection = (section: Section): section is PageSection => (PAGE_SECTIONS as readonly string[]).includes(section);

function PageSectionForm({ section, content }: { section: PageSection; content: Content }) {
  const form = {
    home: {
      summary: "The big title over the photos and the white registration-dates box beside the Sign Up button.",
      fields: HOME_FIELDS,
      values: content.home,
      submitLabel: "Save hero",
      success: "Home page updated",
      publicPath: "/",
    },
    "school-year-page": {
      summary: "The seasons and days off school shown on the School Year Camps page, and its video. Update them each season.",
      fields: SCHOOL_YEAR_FIELDS,
      values: content.schoolYearPage,
      submitLabel: "Save school-year page",
      success: "School-year page updated",
      publicPath: "/school-year-camps",
    },
    "page-videos": {
      summary: "The YouTube videos on the home page and the summer camp page.",
      fields: PAGE_VIDEO_FIELDS,
      values: content.pageVideos,
      submitLabel: "Save videos",
      success: "Page videos updated",
      publicPath: SUMMER_PAGE_PATH,
    },
  }[section];
  return (
    <Card className="grid gap-4 p-5">
      <SectionHeading title={SECTION_TITLES[section]} summary={form.summary} publicPath={form.publicPath} />
      <ContentForm
        id={`${section}-form`}
        intent={section}
        hidden={{}}
        fields={form.fields}
        values={form.values}
        submitLabel={form.submitLabel}
        success={form.success}
      />
    </Card>
  );
}

function summaryOf(list: ContentList, item: Item): { title: string; detail?: string; badge?: string } {
  switch (list) {
    case "hero-slides":
      return {
        title: String(item.caption),
        detail: item.photoKey
          ? `Photo ${String(item.photoKey).replace(/^hero\//, "")}${item.alt ? ` · Alt text: ${String(item.alt)}` : ""}`
          : "No photo: not shown on the site",
        badge: item.photoKey ? undefined : "Hidden",
      };
    case "featured-videos":
    case "saturday-videos":
      return { title: String(item.title), detail: `YouTube ${item.videoId}`, badge: isPlaceholderVideo(String(item.videoId)) ? "Placeholder" : undefined };
    case "behind-the-scenes":
      return { title: String(item.caption), detail: `${item.date} · ${item.url}` };
    case "testimonials":
      return { title: String(item.name), detail: String(item.quote), badge: item.headline ? "Featured" : item.role === "Counselor" ? "Counselor" : undefined };
    case "camp-days":
      return {
        title: `${item.date} · ${item.location} · ${String(item.caption)}`,
        detail: item.postUrl ? String(item.postUrl) : "No post",
        badge: item.campType === "summer" ? `Summer week ${item.week}` : "School year",
      };
    case "team":
      return { title: String(item.name), detail: String(item.title), badge: item.group === "leadership" ? "Leadership" : undefined };
    default:
      return { title: String(item.heading), detail: String(item.body) };
  }
}

function ListSection({ list, content }: { list: ContentList; content: Content }) {
  const info = CONTENT_LIST_INFO[list];
  const items = content.lists[list] as unknown as Item[];
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const { post, busy } = useAdminPost();
  const move = (item: Item, direction: "up" | "down") =>
    post(
      { intent: "move", list, id: item.id, direction },
      { success: { title: `${info.itemName[0].toUpperCase()}${info.itemName.slice(1)} moved` }, failure: failedTo(`move the ${info.itemName}`) },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionHeading title={info.title} summary={info.summary} publicPath={info.publicPath} />
        <Button onClick={() => setEditing("new")} disabled={editing === "new"}>
          Add {info.itemName}
        </Button>
      </div>

      {editing === "new" ? (
        <Card className="p-5">
          <h4 className="mb-3 font-extrabold">New {info.itemName}</h4>
          <ContentForm
            id={`${list}-new`}
            intent="add"
            hidden={{ list }}
            fields={info.fields}
            values={{}}
            photos={content.heroPhotos}
            submitLabel={`Add ${info.itemName}`}
            success={`${info.title}: added`}
            onDone={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        </Card>
      ) : null}

      {items.length === 0 ? (
        <Card className="p-8 text-center text-muted">Nothing here yet: the public page shows its empty message. Add the first {info.itemName}.</Card>
      ) : (
        <ol className="grid gap-3" data-testid="content-items">
          {items.map((item, index) => {
            const summary = summaryOf(list, item);
            return (
              <li key={item.id}>
                <Card className="grid gap-3 p-4">
                  <div className="flex flex-wrap items-start gap-3">
                    {list === "team" ? <TeamPhoto item={item} photos={content.teamPhotos} /> : null}
                    {list === "hero-slides" ? <SlidePhoto item={item} photos={content.heroPhotos} /> : null}
                    <div className="min-w-0 flex-1">
                      <p className="font-bold">
                        <span className="mr-2 text-muted">{index + 1}.</span>
                        {summary.title}
                        {summary.badge ? <Badge className="ml-2">{summary.badge}</Badge> : null}
                      </p>
                      {summary.detail ? <p className="line-clamp-2 text-sm break-words text-muted">{summary.detail}</p> : null}
                    </div>
                    <div className="flex flex-wrap gap-1">
                      <Button variant="outline" size="sm" onClick={() => setEditing(editing === item.id ? null : item.id)} aria-expanded={editing === item.id}>
                        Edit<span className="sr-only"> {summary.title}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={busy || index === 0}
                        onClick={() => move(item, "up")}
                        aria-label={`Earlier: move "${summary.title}" up`}
                      >
                        <span aria-hidden="true">↑</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={busy || index === items.length - 1}
                        onClick={() => move(item, "down")}
                        aria-label={`Later: move "${summary.title}" down`}
                      >
                        <span aria-hidden="true">↓</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-800"
                        onClick={() => setDeleting(item)}
                        onPointerEnter={confirmDialog.preload}
                        onFocus={confirmDialog.preload}
                        aria-label={`Delete "${summary.title}"`}
                      >
                        Delete
                      </Button>
                    </div>
                  </div>
                  {editing === item.id ? (
                    <div className="border-t border-sea-100 pt-3">
                      <ContentForm
                        id={`${list}-${item.id}`}
                        intent="update"
                        hidden={{ list, id: item.id }}
                        fields={info.fields}
                        values={item}
                        photos={content.heroPhotos}
                        submitLabel="Save changes"
                        success={`${info.title}: saved`}
                        onDone={() => setEditing(null)}
                        onCancel={() => setEditing(null)}
                      />
                      {list === "team" ? (
                        <PhotoUpload item={item} intent="team-photo" label={`Photo of ${String(item.name)}`} advice="square photos look best" />
                      ) : null}
                      {list === "hero-slides" ? (
                        <PhotoUpload item={item} intent="slide-photo" label="Upload a new photo for this slide" advice="wide photos (3:2 or wider) look best" />
                      ) : null}
                    </div>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      <DialogOnFirstUse open={deleting !== null} title={`Delete this ${info.itemName}?`} className="max-w-md" onClose={() => setDeleting(null)}>
        <confirmDialog.Part
          open={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title={`Delete this ${info.itemName}?`}
          description={deleting ? `"${summaryOf(list, deleting).title}" is removed from the public site at once.` : undefined}
          confirmLabel={`Delete ${info.itemName}`}
          onConfirm={() =>
            deleting &&
            post(
              { intent: "delete", list, id: deleting.id },
              { success: { title: `${info.title}: deleted` }, failure: failedTo(`delete the ${info.itemName}`) },
            )
          }
        />
      </DialogOnFirstUse>
    </div>
  );
}

function TeamPhoto({ item, photos }: { item: Item; photos: Content["teamPhotos"] }) {
  const photo = photos.find((p) => p.key === item.photoKey);
  if (!photo) return <span className="grid size-14 place-items-center rounded-full bg-sea-100 text-xs font-bold text-sea-800">No photo</span>;
  return <img src={`/media/${photo.key}`} alt="" width={56} height={56} className="size-14 rounded-full bg-sea-50 object-cover" />;
}

/** A slide's photo beside its caption in the list (the slide is not shown without one). */
function SlidePhoto({ item, photos }: { item: Item; photos: Content["heroPhotos"] }) {
  const photo = photos.find((p) => p.key === item.photoKey);
  if (!photo) return <span className="grid h-14 w-21 place-items-center rounded-xl bg-sea-100 text-center text-xs font-bold text-sea-800">No photo</span>;
  return <img src={`/media/${photo.key}`} alt="" width={84} height={56} className="h-14 w-21 rounded-xl bg-sea-50 object-cover" />;
}

function PhotoUpload({ item, intent, label, advice }: { item: Item; intent: "team-photo" | "slide-photo"; label: string; advice: string }) {
  const { post, busy } = useAdminPost();
  const [error, setError] = useState<string | null>(null);
  const inputId = `${intent}-${item.id}`;
  return (
    <div className="mt-4 grid gap-1.5 border-t border-sea-100 pt-3">
      <label htmlFor={inputId} className="font-bold">
        {label}
      </label>
      <p className="text-sm text-muted">JPEG, PNG, WebP or SVG up to 5 MB; {advice}.</p>
      <input
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        disabled={busy}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="min-h-11 text-sm"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (!file) return;
          if (file.size > MAX_IMAGE_BYTES) return setError("Photos must be 5 MB or smaller");
          setError(null);
          const form = new FormData();
          form.set("intent", intent);
          form.set("id", String(item.id));
          form.set("file", file);
          post(form, { success: { title: "Photo saved" }, failure: failedTo("save the photo"), onFailure: setError });
        }}
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
