// One way for the workerd tests to call the Worker's JSON door as a device or a browser would.
import { SELF } from "cloudflare:test";

export type Json = Record<string, unknown>;

/**
 * Sends `body` as JSON (a GET when there is none) with the given session cookie and client IP,
 * and reads the answer: its JSON, or `{ text }` when the body is not JSON.
 */
export async function callApi(path: string, init: { method?: string; cookie?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.ip) headers["CF-Connecting-IP"] = init.ip;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await SELF.fetch(`http://localhost${path}`, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let json: Json;
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { text };
  }
  return { status: response.status, text, json, headers: response.headers };
}
