// A one-time link (confirm an e-mail, reset a password) carries its secret in a `token`
// parameter; whoever holds the link holds the account. Stored mail keeps such a link only until
// the provider has it: admins reading the outbox, and the outbox once delivered, see this instead.
export const REDACTED_TOKEN = "[removed]";

// `&amp;` is how the HTML part of a mail writes `&` between parameters.
const TOKEN_PARAMETER = /((?:[?&]|&amp;)token=)[^&#\s"'<>]+/gi;

/** The mail body with the secret of every one-time link replaced; everything else untouched. */
export function redactOneTimeLinks(body: string): string {
  return body.replace(TOKEN_PARAMETER, `$1${REDACTED_TOKEN}`);
}
