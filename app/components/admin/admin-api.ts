// The dashboard's changes go to /api/admin/* (and /api/programs, /api/sessions) from the browser,
// as the specification's calls describe; its lists come from each tab's route loader. Every request sends credentials; a non-OK answer becomes
// an Error whose message is the server's own ('Session is full'). A 401 means the session
// ended: the toast says so and the browser goes to sign in after 0.5 s.
import { useRevalidator } from "react-router";
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

/** After a change sent to /api, the dashboard reads its loaders again (stat cards, the open tab). */
export function useAdminRefresh() {
  const revalidator = useRevalidator();
  return () => void revalidator.revalidate();
}

// The formatters live in ~/lib/format; the tabs import them from here.
export { campDayWithWeekday as formatDay, formatInstant, formatMoney } from "~/lib/format";
