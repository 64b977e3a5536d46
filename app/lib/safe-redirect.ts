// Where to send someone after signing in. Only a path on this site is kept; anything that could
// lead elsewhere ("//evil.example", "https://evil.example", "/\\evil.example", "javascript:")
// falls back, so a crafted link cannot turn the sign-in page into an open redirect.
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (!isLocalPath(value)) return fallback;
  try {
    const base = "https://camp.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    // Sign-in pages themselves are no destination: that would loop.
    if (url.pathname === "/api/login" || url.pathname === "/sign-in") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Normalising can turn a harmless-looking path into a protocol-relative one
    // ("/.//evil.example" and "/x/..//evil.example" become "//evil.example"): check the result too.
    return isLocalPath(path) ? path : fallback;
  } catch {
    return fallback;
  }
}

/** A path that a browser resolves on this site: one leading slash, no backslash, no control characters. */
function isLocalPath(value: unknown): value is string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return false;
  // Browsers treat a backslash like a slash, and ignore tabs and newlines in URLs.
  return !value.includes("\\") && ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}
