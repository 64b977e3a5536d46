// One one-click change on its way (the Registrations desk's and each Waitlist row's): a fetcher
// that lives only while the change is posted, so no row holds one otherwise. Posted once, with
// `notes` saying how it went; `onDone` once the answer is in and the tab has read its rows again.
import { useEffect, useRef, useState } from "react";
import { useAdminPost, type PostNotes } from "./use-admin-post";

export type PostFields = Record<string, string | number>;

export function PostOnce({ fields, notes, onDone }: { fields: PostFields; notes: PostNotes; onDone: () => void }) {
  const { post, busy } = useAdminPost();
  const sent = useRef(false);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    post(fields, {
      ...notes,
      onSuccess: () => (notes.onSuccess?.(), setAnswered(true)),
      onFailure: (message, fieldErrors) => (notes.onFailure?.(message, fieldErrors), setAnswered(true)),
    });
  });
  useEffect(() => {
    if (answered && !busy) onDone();
  }, [answered, busy, onDone]);
  return null;
}
