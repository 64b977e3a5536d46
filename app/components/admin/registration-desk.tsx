// The Registrations tab's one-click changes (resend a payment link, cancel, refund) post through
// the tab rather than through a fetcher in each row: a row holding a fetcher re-rendered at every
// change of the router's state, and every row again as each row's fetcher was removed when the
// admin left the tab. Here a fetcher exists only while its change is on its way, and its toast
// shows even when the change hides the row that made it (a cancel under a status filter).
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useAdminPost, type PostNotes } from "./use-admin-post";

type Fields = Record<string, string | number>;
type Post = (fields: Fields, notes: PostNotes) => void;

const DeskContext = createContext<Post>(() => {
  throw new Error("RegistrationDesk is missing");
});

/** `post(fields, notes)` for a row's menu: stable, so reading it re-renders nothing. */
export const useDeskPost = () => useContext(DeskContext);

let nextPostId = 1;

export function RegistrationDesk({ children }: { children: ReactNode }) {
  const [posts, setPosts] = useState<Array<{ id: number; fields: Fields; notes: PostNotes }>>([]);
  const post = useCallback<Post>((fields, notes) => setPosts((current) => [...current, { id: nextPostId++, fields, notes }]), []);
  const done = useCallback((id: number) => setPosts((current) => current.filter((p) => p.id !== id)), []);
  return (
    <DeskContext.Provider value={post}>
      {children}
      {posts.map((p) => (
        <OnePost key={p.id} id={p.id} fields={p.fields} notes={p.notes} onDone={done} />
      ))}
    </DeskContext.Provider>
  );
}

/** One change on its way: posted once, then gone when the tab has read its rows again. */
function OnePost({ id, fields, notes, onDone }: { id: number; fields: Fields; notes: PostNotes; onDone: (id: number) => void }) {
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
    if (answered && !busy) onDone(id);
  }, [answered, busy, id, onDone]);
  return null;
}
