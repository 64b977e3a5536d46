// Conform for the dashboard's dialogs: the browser checks the same zod schema the API checks,
// shows each message under its field, then sends the form as JSON; messages the server sends
// back (fieldErrors) appear under the same fields.
import { useForm, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import type { z } from "zod";
import { toast } from "~/components/ui/toast";
import { ApiError } from "./admin-api";

export function useAdminForm<Schema extends z.ZodType>({
  id,
  schema,
  send,
  success,
  failure,
  onSuccess,
}: {
  id: string;
  schema: Schema;
  /** Sends the form; throws ApiError on refusal. */
  send: (formData: FormData) => Promise<unknown>;
  success: string;
  failure: string;
  onSuccess: () => void;
}) {
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [form, fields] = useForm<Record<string, unknown>>({
    id,
    // Check on submit, then as the person types: validating on blur would insert messages
    // under the field being left and move the button they are clicking.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }) as Submission<Record<string, unknown>>,
    async onSubmit(event, { formData, submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setSaving(true);
      setServerErrors({});
      try {
        await send(formData);
        toast({ title: success });
        onSuccess();
      } catch (error) {
        if (error instanceof ApiError) setServerErrors(error.fieldErrors);
        toast({ title: failure, description: (error as Error).message, variant: "destructive" });
      } finally {
        setSaving(false);
      }
    },
  });
  /** The field's first message, from the browser's check or the server's. */
  const errorOf = (name: string) => (fields as Record<string, { errors?: string[] }>)[name]?.errors?.[0] ?? serverErrors[name]?.[0];
  return { form, fields, errorOf, saving };
}
