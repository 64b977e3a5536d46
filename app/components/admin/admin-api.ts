// The dashboard talks to /api/admin/* (and /api/programs, /api/sessions) from the browser, as
// the specification's calls describe. Every request sends credentials; a non-OK answer becomes
// an Error whose message is the server's own ('Session is full'). A 401 means the session
// ended: the toast says so and the browser goes to sign in after 0.5 s.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/toast";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

function loggedOut() {
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  setTimeout(() => window.location.assign("/api/login?redirect=/admin"), 500);
}

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined || isForm ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? safeJson(text) : null;
  if (!response.ok) {
    if (response.status === 401) loggedOut();
    const message = (json as { message?: string } | null)?.message ?? `${response.status}: ${text || response.statusText}`;
    throw new ApiError(response.status, message, (json as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors);
  }
  return json as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

// Lists refresh after a change elsewhere on the dashboard (an enrollment refreshes the
// waitlist, the registrations and the stats): `refreshAdminData("/api/admin/waitlist", ...)`.
const reloaders = new Set<{ path: string; reload: () => void }>();

export function refreshAdminData(...prefixes: string[]) {
  for (const entry of reloaders) {
    if (prefixes.some((prefix) => entry.path.startsWith(prefix))) entry.reload();
  }
}

export type ApiState<T> = { data: T | undefined; error: string | null; loading: boolean; reload: () => void };

/** GETs `path` (null: nothing yet) and keeps it fresh when someone refreshes its prefix. */
export function useAdminData<T>(path: string | null): ApiState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: string | null; loading: boolean }>({ data: undefined, error: null, loading: path !== null });
  const latest = useRef(0);
  const load = useCallback(() => {
    if (!path) return;
    const ticket = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    apiRequest<T>("GET", path).then(
      (data) => ticket === latest.current && setState({ data, error: null, loading: false }),
      (error: Error) => ticket === latest.current && setState((s) => ({ data: s.data, error: error.message, loading: false })),
    );
  }, [path]);
  useEffect(() => {
    load();
    if (!path) return;
    const entry = { path, reload: load };
    reloaders.add(entry);
    return () => {
      reloaders.delete(entry);
    };
  }, [path, load]);
  return { ...state, reload: load };
}

// The formatters live in ~/lib/format; the tabs import them from here.
export { campDayWithWeekday as formatDay, formatInstant, formatMoney } from "~/lib/format";
