// The Registrations tab's one-click changes (resend a payment link, cancel, refund) post through
// the tab rather than through a fetcher in each row: a row holding a fetcher re-rendered at every
// change of the router's state, and every row again as each row's fetcher was removed when the
// admin left the tab. Here a fetcher exists only while its change is on its way, and its toast
// shows even when the change hides the row that made it (a cancel under a status filter).
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import type { PostNotes } from "./use-admin-post";
import { PostOnce, type PostFields as Fields } from "./post-once";

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
        <PostOnce key={p.id} fields={p.fields} notes={p.notes} onDone={() => done(p.id)} />
      ))}
    </DeskContext.Provider>
  );
}
