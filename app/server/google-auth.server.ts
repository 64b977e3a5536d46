// Sign-in with Google (OpenID Connect through arctic), offered only when the camp has set
// GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. State and PKCE verifier travel in a short-lived
// HttpOnly cookie that the callback must match.
import { decodeIdToken, generateCodeVerifier, generateState, Google } from "arctic";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { authTokens, users, userSessions } from "../../db/schema";
import { httpOnlyCookieHeader, readCookie } from "./cookies.server";
import { getDb } from "./db.server";
import { campUrl } from "./site-url.server";

const FLOW_COOKIE = "sarraka_google";
const FLOW_MAX_AGE_S = 10 * 60;

export function isGoogleSignInEnabled(env: Env) {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

function googleClient(env: Env) {
  const callback = campUrl(env, "/api/auth/google/callback");
  return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, callback);
}

function flowCookie(request: Request, value: string, maxAge: number) {
  return httpOnlyCookieHeader(request, FLOW_COOKIE, value, maxAge, "/api/auth/google");
}

/** Google's consent page address for this sign-in, and the cookie that remembers the attempt. */
export function startGoogleSignIn(env: Env, request: Request, redirectTo: string) {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = googleClient(env).createAuthorizationURL(state, codeVerifier, ["openid", "profile", "email"]);
  const value = [state, codeVerifier, encodeURIComponent(redirectTo)].join(".");
  return { url: url.toString(), setCookie: flowCookie(request, value, FLOW_MAX_AGE_S) };
}

export function clearGoogleFlowCookie(request: Request) {
  return flowCookie(request, "", 0);
}

type GoogleClaims = { sub: string; email?: string; email_verified?: boolean; given_name?: string; family_name?: string; name?: string };

/** Completes the callback: the user id to sign in and where to go, or null if anything is off. */
export async function finishGoogleSignIn(env: Env, request: Request) {
  const url = new URL(request.url);
  // State and verifier are base64url (no dots); the rest, dots and all, is the redirect path.
  const [state, codeVerifier, ...redirectParts] = (readCookie(request, FLOW_COOKIE) ?? "").split(".");
  const code = url.searchParams.get("code");
  if (!state || !codeVerifier || !code || url.searchParams.get("state") !== state) return null;

  const tokens = await googleClient(env).validateAuthorizationCode(code, codeVerifier);
  const claims = decodeIdToken(tokens.idToken()) as GoogleClaims;
  if (!claims.sub || !claims.email || !claims.email_verified) return null;
  const email = claims.email.trim().toLowerCase();

  const userId = await findOrCreateGoogleAccount(env, { ...claims, email });
  return { userId, redirectTo: redirectParts.join(".") };
}

export type GoogleIdentity = { sub: string; email: string; given_name?: string; family_name?: string; name?: string };

/**
 * The account a verified Google identity signs in to: the one already linked, else the account
 * with the same e-mail (now linked), else a new one.
 *
 * Linking to an account whose address was never confirmed gives it to the Google user, who has
 * just proved the mailbox: whoever created that account may not be them. So the password chosen
 * at sign-up, every one-time link and every session of the account end in the same batch, and
 * only then does the account count as verified. A confirmed account was set up by the mailbox's
 * owner, so it keeps its password and sessions.
 */
export async function findOrCreateGoogleAccount(env: Env, identity: GoogleIdentity): Promise<string> {
  const db = getDb(env);
  const [byGoogle] = await db.select({ id: users.id }).from(users).where(eq(users.googleId, identity.sub)).limit(1);
  if (byGoogle) return byGoogle.id;

  const [byEmail] = await db.select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.email, identity.email)).limit(1);
  if (byEmail?.emailVerifiedAt != null) {
    await db.update(users).set({ googleId: identity.sub }).where(eq(users.id, byEmail.id));
    return byEmail.id;
  }
  if (byEmail) {
    // Every statement re-checks that the address is still unconfirmed, so a confirmation that
    // lands in between keeps its password and sessions.
    const stillUnverified = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, byEmail.id), isNull(users.emailVerifiedAt)));
    await db.batch([
      db.delete(userSessions).where(inArray(userSessions.userId, stillUnverified)),
      db.delete(authTokens).where(inArray(authTokens.userId, stillUnverified)),
      db.update(users).set({ passwordHash: null, emailVerifiedAt: Date.now() }).where(inArray(users.id, stillUnverified)),
      db.update(users).set({ googleId: identity.sub }).where(eq(users.id, byEmail.id)),
    ]);
    return byEmail.id;
  }
  const [created] = await db
    .insert(users)
    .values({
      id: crypto.randomUUID(),
      email: identity.email,
      googleId: identity.sub,
      firstName: identity.given_name ?? identity.name ?? identity.email.split("@")[0],
      lastName: identity.family_name ?? "",
      emailVerifiedAt: Date.now(),
    })
    .returning({ id: users.id });
  return created.id;
}
