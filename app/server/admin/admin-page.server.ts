// Every admin tab's loader starts here: only who is asking is read first, and visitors and
// parents get the refusal (401/403) with no admin data queried for them. The layout shows the
// refusal; a tab answers the same status with no data.
import { data } from "react-router";
import type { AuditActor } from "../audit.server";
import { getEnv } from "../context";
import { getSessionUser, sessionEndedRedirect, type SessionUser } from "../session.server";

export const PRIVATE = { "Cache-Control": "private, no-store" };

export function actorFor(user: SessionUser): AuditActor {
  return { type: "user", id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
}

type LoaderArgs = { request: Request; context: Parameters<typeof getEnv>[0] };

/**
 * No session: a page already open (its session ended) goes to sign in and back; a first load
 * answers 401 with `body`.
 */
export function signedOut<T>(request: Request, body: T) {
  const ended = sessionEndedRedirect(request);
  if (ended) throw ended;
  return data(body, { status: 401, headers: PRIVATE });
}

/** Runs `load` for a signed-in admin; anyone else gets null with 401 (signed out) or 403. */
export async function adminPage<T>({ request, context }: LoaderArgs, load: (env: Env, user: SessionUser, url: URL) => Promise<T>) {
  const env = getEnv(context);
  const user = await getSessionUser(env, request);
  if (!user) return signedOut(request, null);
  if (!user.isAdmin) return data(null, { status: 403, headers: PRIVATE });
  return data(await load(env, user, new URL(request.url)), { headers: PRIVATE });
}

/** A positive whole number from the address (?view=12), or null. */
export function idFrom(url: URL, name: string): number | null {
  const value = Number(url.searchParams.get(name));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
