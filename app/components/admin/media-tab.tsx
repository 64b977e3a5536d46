// Gallery photos and the parent handbooks. Changes show on the public pages at once: a photo
// gets a new versioned address whenever its file changes, and the gallery reads its order here.
import { useRef, useState } from "react";
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "~/lib/media-rules";
import type { listMedia } from "~/server/admin/media.server";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Card } from "~/components/ui/card";
import { Input, Label, TextField } from "~/components/ui/field";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { formatInstant } from "./admin-api";
import { useAdminPost } from "./use-admin-post";
import { failedTo } from "~/lib/failure-message";

type Media = Awaited<ReturnType<typeof listMedia>>;
type Photo = Media["gallery"][number];

const sizeLabel = (bytes: number) => (bytes > 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type Answer = { ok: true } | { ok: false; message: string };

/**
 * Posts one change (its `intent`) to the Media tab's route action and says how it went; React
 * Router reads the tab again after it. Resolves once the answer is in. One fetcher per caller:
 * a second post through the same one would drop the first's answer.
 */
function useAnsweredAct() {
  const { post } = useAdminPost();
  return (fields: Record<string, string | number> | FormData, success: string, failure: string) =>
    new Promise<Answer>((resolve) =>
      post(fields, { success: { title: success }, failure, onSuccess: () => resolve({ ok: true }), onFailure: (message) => resolve({ ok: false, message }) }),
    );
}

/** As useAnsweredAct, true when it was saved. */
function useAct() {
  const act = useAnsweredAct();
  return async (fields: Record<string, string | number> | FormData, success: string, failure: string) => (await act(fields, success, failure)).ok;
}

function fileForm(intent: string, file: File, extra: Record<string, string | number> = {}) {
  const form = new FormData();
  form.set("intent", intent);
  form.set("file", file);
  for (const [k, v] of Object.entries(extra)) form.set(k, String(v));
  return form;
}

export function MediaTab({ media: data }: { media: Media }) {
  return (
    <section aria-labelledby="media-heading" className="grid gap-8">
      <div>
        <h2 id="media-heading" className="text-2xl font-extrabold">
          Media
        </h2>
        <p className="mt-1 text-muted">
          Photos for the gallery and the two parent handbooks. Photos: JPEG, PNG, WebP or SVG up to 5 MB; a new photo goes first in the gallery. Handbooks: PDF
          up to 20 MB.
        </p>
      </div>
      <Handbooks handbooks={data?.handbooks} />
      <Gallery photos={data?.gallery} />
    </section>
  );
}

function Handbooks({ handbooks }: { handbooks?: Media["handbooks"] }) {
  return (
    <section aria-labelledby="handbooks-heading">
      <h3 id="handbooks-heading" className="text-xl font-extrabold">
        Parent handbooks
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {!handbooks
          ? [0, 1].map((i) => <Skeleton key={i} className="h-36" />)
          : handbooks.map((h) => (
              <Card key={h.site} className="grid gap-2 p-5">
                <p className="font-bold">{h.site === "UUCA" ? "UUCA Parent Handbook" : "FLC Parent Handbook"}</p>
                {h.object ? (
                  <p className="text-sm text-muted">
                    <a className="font-bold text-sea-700 underline" href={h.url} target="_blank" rel="noreferrer">
                      {h.url}
                    </a>{" "}
                    · {sizeLabel(h.object.bytes)} · updated {formatInstant(h.object.updatedAt)}
                  </p>
                ) : (
                  <p className="text-sm text-red-800">Not uploaded yet: the link on the About page does not work.</p>
                )}
                <p className="text-sm text-muted">
                  Made from the handbook's sections in the Content tab on every save there; an uploaded file is replaced at the next save.
                </p>
                <FilePicker
                  label={`Upload new file: the ${h.site} handbook (PDF)`}
                  accept="application/pdf"
                  maxBytes={MAX_PDF_BYTES}
                  tooBig="Handbooks must be 20 MB or smaller"
                  upload={(file) => fileForm("upload-handbook", file, { site: h.site })}
                  success={`${h.site} handbook uploaded`}
                  failure={failedTo(`upload the ${h.site} handbook`)}
                />
              </Card>
            ))}
      </div>
    </section>
  );
}

function Gallery({ photos }: { photos?: Photo[] }) {
  const act = useAct();
  const [deleting, setDeleting] = useState<Photo | null>(null);

  async function move(index: number, by: -1 | 1) {
    if (!photos) return;
    const ids = photos.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved);
    await act({ intent: "order", ids: ids.join(",") }, "Gallery order saved", failedTo("reorder the gallery"));
  }

  return (
    <section aria-labelledby="gallery-heading">
      <h3 id="gallery-heading" className="text-xl font-extrabold">
        Gallery photos {photos ? <span className="text-base font-bold text-muted">({photos.length})</span> : null}
      </h3>
      <UploadPhoto />
      {!photos ? (
        <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/2]" />
          ))}
        </div>
      ) : photos.length === 0 ? (
        <Card className="mt-4 p-8 text-center text-muted">No gallery photos yet.</Card>
      ) : (
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <Card className="grid gap-2 overflow-hidden p-0" data-testid="gallery-item">
                <img
                  src={photo.url}
                  alt={photo.alt}
                  width={photo.width ?? 1200}
                  height={photo.height ?? 800}
                  loading="lazy"
                  className="aspect-[3/2] w-full bg-sea-50 object-cover"
                />
                <div className="grid gap-2 p-3">
                  <AltEditor photo={photo} />
                  <div className="flex flex-wrap gap-1">
                    <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Earlier: move "${photo.alt}" up`}>
                      <span aria-hidden="true">↑</span> Earlier
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={index === photos.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Later: move "${photo.alt}" down`}
                    >
                      <span aria-hidden="true">↓</span> Later
                    </Button>
                  </div>
                  <FilePicker
                    label={`Replace "${photo.alt}"`}
                    compact
                    accept={IMAGE_TYPES.join(",")}
                    maxBytes={MAX_IMAGE_BYTES}
                    tooBig="Photos must be 5 MB or smaller"
                    upload={(file) => fileForm("replace", file, { id: photo.id })}
                    success={`Photo replaced: "${photo.alt}"`}
                    failure={failedTo(`replace "${photo.alt}"`)}
                  />
                  <Button variant="ghost" size="sm" className="text-red-800" onClick={() => setDeleting(photo)} aria-label={`Delete "${photo.alt}"`}>
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this photo?"
        description={deleting ? `"${deleting.alt}" is removed from the gallery at once.` : undefined}
        confirmLabel="Delete photo"
        onConfirm={() => deleting && void act({ intent: "delete", id: deleting.id }, "Photo deleted", failedTo("delete the photo"))}
      />
    </section>
  );
}

function UploadPhoto() {
  const act = useAct();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get("file");
    const alt = String(form.get("alt") ?? "").trim();
    if (!(file instanceof File) || file.size === 0) return setError("Choose a photo to upload");
    if (file.size > MAX_IMAGE_BYTES) return setError("Photos must be 5 MB or smaller");
    if (alt.length < 3) return setError("Describe the photo in at least 3 characters");
    setError(null);
    setSaving(true);
    form.set("intent", "upload-gallery");
    const ok = await act(form, "Photo added to the gallery", "Upload failed");
    setSaving(false);
    if (ok) formElement.reset();
  }
  return (
    <Card className="mt-3 p-5">
      <form method="post" onSubmit={submit} className="grid items-end gap-3 md:grid-cols-[1fr_1fr_auto]" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="gallery-file">Photo file</Label>
          <Input id="gallery-file" name="file" type="file" accept={IMAGE_TYPES.join(",")} className="py-2" />
        </div>
        <TextField label="Description (alt text)" name="alt" maxLength={200} placeholder="Campers racing at field day" />
        <Button type="submit" disabled={saving}>
          {saving ? "Uploading…" : "Upload photo"}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-semibold text-red-800 md:col-span-3">
            {error}
          </p>
        ) : null}
      </form>
    </Card>
  );
}

function AltEditor({ photo }: { photo: Photo }) {
  const act = useAct();
  const [alt, setAlt] = useState(photo.alt);
  const changed = alt.trim() !== photo.alt;
  const id = `alt-${photo.id}`;
  return (
    <form
      method="post"
      className="grid gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void act({ intent: "alt", id: photo.id, alt }, "Description saved", failedTo("save the description"));
      }}
    >
      <Label htmlFor={id} className="text-sm">
        Description
      </Label>
      <div className="flex gap-2">
        <Input id={id} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} className="h-9 text-sm" />
        {changed ? (
          <Button type="submit" size="sm" variant="teal">
            Save
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * A button that picks a file and uploads it. Each picker posts through its own fetcher, so two
 * uploads at once (both handbooks, two photos replaced) each get their answer and their toast;
 * one shared fetcher would drop the first when the second starts.
 */
function FilePicker({
  label,
  accept,
  maxBytes,
  tooBig,
  upload,
  success,
  failure,
  compact,
}: {
  label: string;
  accept: string;
  maxBytes: number;
  tooBig: string;
  upload: (file: File) => FormData;
  success: string;
  failure: string;
  compact?: boolean;
}) {
  const act = useAnsweredAct();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // One toast shows at a time, so each picker also keeps its own last answer in view.
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={compact ? "" : "w-fit"}
        disabled={busy}
        onClick={() => input.current?.click()}
        aria-label={busy ? undefined : label}
      >
        {busy ? "Uploading…" : compact ? "Replace" : "Upload new file"}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          if (file.size > maxBytes) {
            toast({ title: failure, description: tooBig, variant: "destructive" });
            setAnswer({ ok: false, text: `${failure} ${tooBig}` });
            return;
          }
          setBusy(true);
          setAnswer(null);
          const result = await act(upload(file), success, failure);
          setAnswer(result.ok ? { ok: true, text: success } : { ok: false, text: `${failure} ${result.message}` });
          setBusy(false);
        }}
      />
      <p role="status" className={answer?.ok === false ? "text-sm font-semibold text-red-800" : "text-sm font-semibold text-teal-800"}>
        {answer?.text}
      </p>
    </>
  );
}
