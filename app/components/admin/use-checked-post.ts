// A form that is always on screen (the Staff tab's new account) without conform: its zod schema
// loads on first use, when the office first focuses one of its fields, instead of with the tab.
// As with the dialogs' forms (use-admin-form.ts), the browser checks the same schema the route
// action checks when the form is sent, shows each message under its field and puts the focus on
// the first, checks again as the person types, and shows the server's messages under the same
// fields. If the schema cannot be fetched, the form is sent as it is: the server checks it anyway.
import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { useAdminPost, type PostNotes } from "./use-admin-post";

type Messages = Record<string, string | undefined>;

export function useCheckedPost({ loadSchema, notes }: { loadSchema: () => Promise<z.ZodType>; notes: PostNotes }) {
  const { post, busy } = useAdminPost();
  const schema = useRef<z.ZodType | null>(null);
  const [checked, setChecked] = useState<Messages | null>(null);
  const [serverErrors, setServerErrors] = useState<Messages>({});
  const load = () =>
    loadSchema().then(
      (loaded) => (schema.current = loaded),
      () => null,
    );

  /** The first message of each field the schema refuses (none without the schema). */
  function check(form: HTMLFormElement): Messages {
    const result = schema.current?.safeParse(Object.fromEntries(new FormData(form)));
    const messages: Messages = {};
    for (const issue of result?.success === false ? result.error.issues : []) messages[issue.path.join(".")] ??= issue.message;
    return messages;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    await load();
    const messages = check(form);
    setChecked(messages);
    setServerErrors({});
    const firstRefused = [...form.elements].find(
      (element): element is HTMLInputElement => element instanceof HTMLInputElement && Boolean(element.name && messages[element.name]),
    );
    if (firstRefused) return firstRefused.focus();
    const fields = Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    post(fields, {
      ...notes,
      onFailure: (message, fieldErrors) => {
        setServerErrors(Object.fromEntries(Object.entries(fieldErrors).map(([name, list]) => [name, list[0]])));
        notes.onFailure?.(message, fieldErrors);
      },
    });
  }

  return {
    /** Spread on the <form method="post">: focusing a field starts loading the schema. */
    formProps: {
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onFocus: () => void load(),
      onInput: (event: FormEvent<HTMLFormElement>) => {
        if (checked) setChecked(check(event.currentTarget));
      },
    },
    /** The field's message: the browser's check, else the server's. */
    errorOf: (name: string) => checked?.[name] ?? serverErrors[name],
    saving: busy,
  };
}
