// Conform for the dashboard's dialogs: the browser checks the same zod schema the tab's route
// action checks, shows each message under its field, then posts the form (its `intent` says
// which operation) to the action; messages the server sends back (fieldErrors) appear under the
// same fields. React Router reads the tab and the stat cards again after the action.
import { useForm, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { z } from "zod";
import type { AdminActionResult } from "~/server/admin/admin-action.server";
import { useAdminAnswer } from "./use-admin-post";

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
