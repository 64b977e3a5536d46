// How the dashboard's changes post and say how they went (a toast per answer). Apart from the
// dialogs' forms (use-admin-form.ts: conform and the zod schemas): a tab whose only changes are
// one-click ones (the Registrations tab's rows) loads neither at start.
import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import type { AdminActionResult } from "~/server/admin/admin-action.server";

/** Says how a posted change went, once per answer. */
export function useAdminAnswer(
  fetcher: { state: string; data?: AdminActionResult },
  {
    success,
    failure,
    onSuccess,
    onFailure,
  }: {
    success: string | (() => { title: string; description?: string });
    failure: string;
    onSuccess?: () => void;
    onFailure?: (refusal: Extract<AdminActionResult, { ok: false }>) => void;
  },
) {
  const handled = useRef<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast(typeof success === "string" ? { title: success } : success());
      onSuccess?.();
    } else {
      // A change that failed outright (admin-client-action.ts) has no message: the title says it all.
      toast(failureToast({ failure }, answer.message));
      onFailure?.(answer);
    }
  });
}

type Note = { title: string; description?: string };

/**
 * The toast of a change that did not happen. `failure` is the "Failed to ..."
 * sentence (`failedTo` in ~/lib/failure-message); the server's reason, if it gave one, is its
 * description. With a `failureTitle` (the specification's "Enrollment Failed") the title is that
 * and the description the server's reason or, failing one, the sentence.
 */
export function failureToast({ failure, failureTitle }: { failure: string; failureTitle?: string }, message: string | undefined) {
  return failureTitle
    ? { title: failureTitle, description: message || failure, variant: "destructive" as const }
    : { title: failure, description: message || undefined, variant: "destructive" as const };
}
/** `success` may read what the server function answered (the action's `result`); `onFailure` the refusal's message and each field's. */
export type PostNotes = {
  success: Note | ((result: unknown) => Note);
  failure: string;
  failureTitle?: string;
  onSuccess?: () => void;
  onFailure?: (message: string, fieldErrors: Record<string, string[]>) => void;
};

/**
 * One-click changes (Enroll, Unlock, Disable, the open/waitlisted switch, a payment, an upload):
 * posts `fields` (with their `intent`) to the tab's route action and says how it went.
 */
export function useAdminPost() {
  const fetcher = useFetcher<AdminActionResult>();
  const notes = useRef<PostNotes | null>(null);
  const handled = useRef<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    const pending = notes.current;
    // As soon as the answer arrives, while the tab reloads: a row the change hides (a cancel under a
    // status filter) unmounts with the reload, and its toast must not go with it.
    if (fetcher.state === "submitting" || !answer || !pending || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      toast(typeof pending.success === "function" ? pending.success(answer.result) : pending.success);
      pending.onSuccess?.();
    } else {
      toast(failureToast(pending, answer.message));
      pending.onFailure?.(answer.message, answer.fieldErrors ?? {});
    }
  });
  /** `fields` may be a FormData carrying a file (an upload): it is sent as multipart. */
  const { submit } = fetcher;
  const post = useCallback(
    (fields: Record<string, string | number> | FormData, postNotes: PostNotes) => {
      notes.current = postNotes;
      if (fields instanceof FormData) return void submit(fields, { method: "post", encType: "multipart/form-data" });
      void submit(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), { method: "post" });
    },
    [submit],
  );
  return { post, busy: fetcher.state !== "idle" };
}
