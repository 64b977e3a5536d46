// The Messages tab's compose form: kind, audience, subject, body and an optional time to send.
// "Preview recipients" asks the server who the message reaches now; the send button appears for
// that preview and leaves again when the kind or the audience changes. The server decides the
// recipients again when it sends: nothing of the preview is sent back.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, TextareaField, TextField } from "~/components/ui/field";
import { BODY_MAX, SUBJECT_MAX } from "~/lib/messages/message-limits";
import { campDayWithWeekday, plural } from "~/lib/format";
import { GROUP_NAMES, LOCATION_NAMES, LOCATIONS, MESSAGE_KIND_NAMES, MESSAGE_KINDS, type MessageScope } from "~/lib/vocabulary";
import type { AdminActionResult } from "~/server/admin/admin-action.server";

const selectClass = "h-11 w-full rounded-xl border-2 border-sea-200 bg-white px-3 text-ink aria-[invalid=true]:border-red-700";
const AUDIENCE_FIELDS = new Set(["kind", "scope", "date", "sessionId", "site", "group"]);
const SCOPE_NAMES: Record<MessageScope, string> = { day: "A camp day", week: "A week", session: "A session", site: "A site", group: "A camp group on a day" };

export type SessionChoice = { id: number; name: string; location: string; startDate: string };
type Preview = { audience: string; families: number; emails: string[] };
export type Sent = { id: number; status: "scheduled" | "sent"; families: number };

// A send whose answer never came may or may not have gone out; sending again is safe, because the
// form's request key makes a second send the same message (each family gets it once).
const NOT_SENT =
  "Your message did not reach the server, or its answer did not come back, so we cannot tell whether it went out. Check your connection, then press Send again: each family gets it once, even if the first try went out.";
const NOT_PREVIEWED = "Could not reach the server to find the families. Nothing was sent. Check your connection, then press Preview recipients again.";

/** The send's fetcher, shared with the tab, which says what was sent. */
export const SEND_FETCHER = "message-send";

export function MessageComposeForm({ sessions, today, requestKey }: { sessions: SessionChoice[]; today: string; requestKey: string }) {
  const preview = useFetcher<AdminActionResult>({ key: "message-preview" });
  const send = useFetcher<AdminActionResult>({ key: SEND_FETCHER });
  const [scope, setScope] = useState<MessageScope>("day");
  const [sendAt, setSendAt] = useState("");
  // The preview shown belongs to the audience as it was: changing it asks for a new one.
  const [previewed, setPreviewed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const previewHeading = useRef<HTMLParagraphElement>(null);

  // The answer shown is the last request's: a preview after a refused send clears the refusal.
  const [last, setLast] = useState<"preview" | "send" | null>(null);
  const lastFetcher = last === "send" ? send : last === "preview" ? preview : null;
  const answer = lastFetcher?.state === "idle" ? lastFetcher.data : undefined;
  const refusal = answer && !answer.ok && answer.message ? answer : null;
  // No answer at all (the network dropped, the server failed): said in words, the form kept as typed.
  const unanswered = answer && !answer.ok && !answer.message ? (last === "send" ? NOT_SENT : NOT_PREVIEWED) : null;
  const errorOf = (name: string) => refusal?.fieldErrors[name]?.[0];
  const previewResult = previewed && preview.data?.ok ? (preview.data.result as Preview) : null;

  useEffect(() => {
    // A refusal puts the focus on the first field it names, as the other admin forms do.
    if (!refusal || !form.current) return;
    const first = Object.keys(refusal.fieldErrors)[0];
    form.current.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [refusal]);
  useEffect(() => {
    if (preview.state === "idle" && preview.data?.ok) previewHeading.current?.focus();
  }, [preview.state, preview.data]);
  // Send sits far below the form's top on a phone: an unanswered send brings its words into view.
  const alertLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (unanswered) alertLine.current?.focus();
  }, [unanswered, answer]);

  function onChange(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (AUDIENCE_FIELDS.has(name)) setPreviewed(false);
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    const intent = submitter?.value ?? "preview-message";
    data.set("intent", intent);
    setLast(intent === "preview-message" ? "preview" : "send");
    if (intent === "preview-message") {
      setPreviewed(true);
      preview.submit(data, { method: "post" });
    } else send.submit(data, { method: "post" });
  }

  const needsDate = scope === "day" || scope === "week" || scope === "group";
  const busy = preview.state !== "idle" || send.state !== "idle";
  return (
    <form ref={form} method="post" onChange={onChange} onSubmit={onSubmit} className="grid gap-4" noValidate aria-labelledby="compose-title">
      <input type="hidden" name="requestKey" value={requestKey} />
      {refusal || unanswered ? (
        <p ref={alertLine} tabIndex={-1} role="alert" className="rounded-xl border-l-4 border-red-700 bg-coral-50 px-4 py-3 font-semibold text-red-800">
          {refusal ? refusal.message : unanswered}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Kind" error={errorOf("kind")}>
          {(control) => (
            <select {...control} name="kind" defaultValue="operational" className={selectClass}>
              {MESSAGE_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {MESSAGE_KIND_NAMES[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Who it is for" error={errorOf("scope")}>
          {(control) => (
            <select {...control} name="scope" value={scope} onChange={(e) => setScope(e.target.value as MessageScope)} className={selectClass}>
              {Object.entries(SCOPE_NAMES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {needsDate ? (
          <TextField
            key={scope}
            label={scope === "week" ? "Any day of the week" : "Camp day"}
            name="date"
            type="date"
            defaultValue={today}
            error={errorOf("date")}
          />
        ) : null}
        {scope === "session" ? (
          <Field label="Session" error={errorOf("sessionId")}>
            {(control) => (
              <select {...control} name="sessionId" defaultValue="" className={selectClass}>
                <option value="">Choose a session</option>
                {sessions.map((s) => (
                  <option key={s.id} value={s.id}>
                    {campDayWithWeekday(s.startDate)} · {s.location} · {s.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {scope === "group" ? (
          <Field label="Camp group" error={errorOf("group")}>
            {(control) => (
              <select {...control} name="group" defaultValue={GROUP_NAMES[0]} className={selectClass}>
                {GROUP_NAMES.map((g) => (
                  <option key={g}>{g}</option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {scope !== "session" ? (
          <Field label="Site" error={errorOf("site")}>
            {(control) => (
              <select
                {...control}
                key={scope === "site" ? "site" : "filter"}
                name="site"
                defaultValue={scope === "site" ? LOCATIONS[0] : ""}
                className={selectClass}
              >
                {scope === "site" ? null : <option value="">Both sites</option>}
                {LOCATIONS.map((l) => (
                  <option key={l} value={l}>
                    {LOCATION_NAMES[l]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
      </div>
      <TextField label="Subject" name="subject" maxLength={SUBJECT_MAX} error={errorOf("subject")} />
      <TextareaField label="Message" name="body" rows={6} maxLength={BODY_MAX} error={errorOf("body")} hint="A blank line starts a new paragraph." />
      <TextField
        label="Send at (camp time, optional)"
        name="sendAt"
        type="datetime-local"
        value={sendAt}
        onChange={(e) => setSendAt(e.target.value)}
        error={errorOf("sendAt")}
        hint="Leave empty to send as soon as you press Send."
        className="sm:max-w-xs"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="preview-message" variant="secondary" disabled={busy}>
          {preview.state !== "idle" ? "Finding families…" : "Preview recipients"}
        </Button>
      </div>
      <div aria-live="polite">
        {previewResult ? (
          <div className="grid gap-3 rounded-2xl border-2 border-sea-100 bg-sea-50 p-4" data-testid="message-preview">
            <p ref={previewHeading} tabIndex={-1} className="text-lg font-extrabold text-sea-900">
              Reaches {plural(previewResult.families, "family", "families")}
            </p>
            <p className="text-sm text-muted">{previewResult.audience}</p>
            {previewResult.emails.length ? (
              <ul aria-label="Addresses it goes to" className="max-h-48 overflow-y-auto text-sm break-all sm:columns-2">
                {previewResult.emails.map((email) => (
                  <li key={email}>{email}</li>
                ))}
              </ul>
            ) : null}
            {previewResult.families > 0 || sendAt ? (
              <Button type="submit" name="intent" value="send-message" disabled={busy} className="justify-self-start">
                {send.state !== "idle" ? "Sending…" : sendAt ? "Schedule the message" : `Send to ${plural(previewResult.families, "family", "families")}`}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
