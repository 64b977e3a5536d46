// Addresses of the camp's own pages for e-mails and Google's redirect URI. They come from
// APP_URL (wrangler.toml [vars]), never from the request: a forged Host header must not put
// another site's address in a reset link that carries a live token.
export function campUrl(env: Env, path: string): string {
  if (!env.APP_URL) throw new Error("APP_URL is not set: mail links need the camp's public address");
  return new URL(path, env.APP_URL).toString();
}
