// Conform for the dashboard's dialogs: the browser checks the same zod schema the tab's route
// action checks, shows each message under its field, then posts the form (its `intent` says
// which operation) to the action; messages the server sends back (fieldErrors) appear under the
// same fields. React Router reads the tab and the stat cards again after the action.
import { useForm, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
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
      toast({ title: failure, description: answer.message || undefined, variant: "destructive" });
      onFailure?.(answer);
    }
  });
}

export function useAdminForm<Schema extends z.ZodType>({
  id,
  schema,
  success,
  failure,
  onSuccess,
}: {
  id: string;
  schema: Schema;
  success: string;
  failure: string;
  onSuccess: () => void;
}) {
  const fetcher = useFetcher<AdminActionResult>();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  useAdminAnswer(fetcher, { success, failure, onSuccess, onFailure: (refusal) => setServerErrors(refusal.fieldErrors) });
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    // Check on submit, then as the person types: validating on blur would insert messages
    // under the field being left and move the button they are clicking.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }) as Submission<Record<string, unknown>>,
    onSubmit(event, { formData, submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setServerErrors({});
      void fetcher.submit(formData, { method: "post" });
    },
  });
  /** The field's first message, from the browser's check or the server's. */
  const errorOf = (name: string) => (fields as Record<string, { errors?: string[] }>)[name]?.errors?.[0] ?? serverErrors[name]?.[0];
  return { form, fields, errorOf, saving: fetcher.state !== "idle" };
}

type Note = { title: string; description?: string };
/** `success` may read what the server function answered (the action's `result`). */
export type PostNotes = { success: Note | ((result: unknown) => Note); failure: string; onSuccess?: () => void; onFailure?: (message: string) => void };

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
      toast({ title: pending.failure, description: answer.message || undefined, variant: "destructive" });
      pending.onFailure?.(answer.message);
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
