// The dialogs that add a program or a session, or edit one: the same toasts and the same hidden
// fields telling the action which (intent `create-<thing>`, or `update-<thing>` with its id), the
// same buttons.
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { failedTo } from "~/lib/failure-message";
import { useAdminForm } from "./use-admin-form";

type Thing = "program" | "session";
const titled = (thing: Thing) => `${thing[0].toUpperCase()}${thing.slice(1)}`;

/** The admin form for adding a `thing`, or for editing `editing` when given. */
export function useAddOrEditForm<Schema extends z.ZodType>({
  thing,
  editing,
  schema,
  onSuccess,
}: {
  thing: Thing;
  editing?: { id: number };
  schema: Schema;
  onSuccess: () => void;
}) {
  return useAdminForm({
    id: `${thing}-${editing?.id ?? "new"}`,
    schema,
    success: `${titled(thing)} ${editing ? "updated" : "created"} successfully!`,
    failure: failedTo(`${editing ? "update" : "create"} ${thing}`),
    onSuccess,
  });
}

/** What tells the action to add the `thing`, or which one to change. */
export function AddOrEditFields({ thing, editing }: { thing: Thing; editing?: { id: number } }) {
  return (
    <>
      <input type="hidden" name="intent" value={`${editing ? "update" : "create"}-${thing}`} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
    </>
  );
}

/** Cancel, and the button that creates the `thing` or saves the one being edited. */
export function AddOrEditButtons({ thing, editing, saving, onCancel }: { thing: Thing; editing?: { id: number }; saving: boolean; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving…" : `${editing ? "Save" : "Create"} ${titled(thing)}`}
      </Button>
    </DialogFooter>
  );
}
