// A local stand-in for the mail provider (Resend's HTTP API), so `npm start` and the journeys
// deliver real mail with no network and no key: a newcomer reads the confirmation mail at
// http://127.0.0.1:<port>/ and clicks its link. It keeps mail in memory only (a restart empties
// it), honours Idempotency-Key like Resend, so a retry never doubles a mail, and can be told to
// fail the next requests (POST /__fail?count=N) so the outbox's retries can be tried out.
//   GET  /            delivered mail, newest first        GET /mail/:id   one mail, links clickable
//   POST /emails      Resend's send call (Bearer auth)    GET /__mail?to= delivered mail as JSON
//   POST /__fail?count=N  the next N sends answer 500 (GET /__fail: how many are still to fail)
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { commandLineOrExit } from "./command-line";

export type DeliveredMail = { id: string; from: string; to: string[]; subject: string; text: string; html: string; receivedAt: string };

// Resend's shape for a send: `to` is one address or a list; a mail has a text or an HTML body.
const sendSchema = z
  .object({
    from: z.string().min(1),
    to: z.union([z.string().min(1), z.array(z.string().min(1)).min(1).max(50)]),
    subject: z.string().min(1),
    text: z.string().optional(),
    html: z.string().optional(),
  })
  .refine((mail) => mail.text !== undefined || mail.html !== undefined, { message: "A mail needs text or html" });

const MAX_BODY_BYTES = 1_000_000;
const MAX_FAILURES = 100;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

// The pages show mail written by the camp, which carries what parents typed: nothing on them
// runs a script, and a mail's own HTML is shown in a sandboxed frame whose links open on top.
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'; frame-ancestors 'none'",
  "cache-control": "no-store",
};

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#0b3a5b}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccd}
iframe{width:100%;height:28rem;border:1px solid #ccd}pre{white-space:pre-wrap;background:#f4f6f8;padding:1rem}</style>
</head><body>${body}</body></html>`;
}

function listPage(mail: DeliveredMail[]) {
  const rows = mail
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.to.join(", "))}</td><td><a href="/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td>` +
        `<td><time datetime="${escapeHtml(m.receivedAt)}">${escapeHtml(m.receivedAt.replace("T", " ").slice(0, 19))} UTC</time></td></tr>`,
    )
    .join("\n");
  const table = mail.length
    ? `<table><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No mail yet. Mail the camp sends (confirmations, password resets, payment links) shows up here.</p>";
  return page(
    "Local mailbox",
    `<h1>Local mailbox</h1><p>Mail sent by the camp while it runs on this computer, newest first. Reload to see new mail.</p>${table}`,
  );
}

function mailPage(m: DeliveredMail) {
  // The mail's HTML goes in srcdoc (escaped as an attribute); <base target="_top"> makes its links
  // open in the whole window, as a mail client does, rather than inside the frame.
  const frame = `<iframe title="Message" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(`<base target="_top">${m.html}`)}"></iframe>`;
  return page(
    m.subject,
    `<p><a href="/">All mail</a></p><h1>${escapeHtml(m.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to.join(", "))}</dd><dt>Received</dt><dd>${escapeHtml(m.receivedAt)}</dd></dl>
${m.html ? frame : ""}<h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre>`,
  );
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function startLocalMailbox(port = 0, host = "127.0.0.1"): Promise<{ url: string; server: Server }> {
  const delivered: DeliveredMail[] = [];
  // Each key's mail id and the request it came with: Resend answers a key reused for another mail
  // with 409 invalid_idempotent_request instead of dropping that mail unseen.
  const byIdempotencyKey = new Map<string, { id: string; body: string }>();
  let failNext = 0;
  let counter = 0;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
    res.end(JSON.stringify(body));
  };
  // Errors in Resend's shape, so the camp's log reads the same as with the real provider.
  const problem = (res: ServerResponse, status: number, name: string, message: string) => json(res, status, { statusCode: status, name, message });

  async function send(req: IncomingMessage, res: ServerResponse) {
    if (!/^Bearer \S+$/.test(req.headers.authorization ?? "")) return problem(res, 401, "missing_api_key", "Missing API key in the authorization header");
    if (failNext > 0) {
      failNext -= 1;
      return problem(res, 500, "internal_server_error", "The local mailbox was told to fail this request");
    }
    const raw = await readBody(req);
    if (raw === null) return problem(res, 413, "validation_error", "The mail is too large");
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return problem(res, 400, "invalid_json", "The body is not JSON");
    }
    const mail = sendSchema.safeParse(parsed);
    if (!mail.success) return problem(res, 422, "validation_error", mail.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`).join("; "));
    const key = req.headers["idempotency-key"];
    const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
    if (known && known.body !== raw) return problem(res, 409, "invalid_idempotent_request", "Same idempotency key used with a different request payload");
    if (known) return json(res, 200, { id: known.id });
    const id = `local-${++counter}`;
    const { from, to, subject, text = "", html = "" } = mail.data;
    delivered.push({ id, from, to: typeof to === "string" ? [to] : to, subject, text, html, receivedAt: new Date().toISOString() });
    if (typeof key === "string") byIdempotencyKey.set(key, { id, body: raw });
    return json(res, 200, { id });
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://mailbox");
      const newestFirst = () => [...delivered].reverse();
      if (req.method === "POST" && url.pathname === "/emails") return await send(req, res);
      if (req.method === "GET" && url.pathname === "/__fail") return json(res, 200, { failNext });
      if (req.method === "POST" && url.pathname === "/__fail") {
        const count = Number(url.searchParams.get("count") ?? "1");
        if (!Number.isInteger(count) || count < 0 || count > MAX_FAILURES)
          return problem(res, 400, "validation_error", `count must be a whole number from 0 to ${MAX_FAILURES}`);
        failNext = count;
        return json(res, 200, { failNext });
      }
      if (req.method === "GET" && url.pathname === "/__mail") {
        const to = url.searchParams.get("to")?.toLowerCase();
        return json(res, 200, to ? newestFirst().filter((m) => m.to.some((a) => a.toLowerCase() === to)) : newestFirst());
      }
      if (req.method === "GET" && url.pathname === "/") {
        res.writeHead(200, PAGE_HEADERS);
        return res.end(listPage(newestFirst()));
      }
      const one = url.pathname.match(/^\/mail\/([^/]+)$/);
      if (req.method === "GET" && one) {
        const mail = delivered.find((m) => m.id === decodeURIComponent(one[1]));
        res.writeHead(mail ? 200 : 404, PAGE_HEADERS);
        return res.end(mail ? mailPage(mail) : page("No such mail", '<h1>No such mail</h1><p><a href="/">All mail</a></p>'));
      }
      return problem(res, 404, "not_found", `Nothing at ${req.method} ${url.pathname}`);
    } catch {
      // A malformed request (say, a bad %-escape) is the caller's mistake, never the mailbox's crash.
      if (!res.headersSent) problem(res, 400, "invalid_request", "The request could not be read");
      else res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  server.unref();
  const address = server.address() as AddressInfo;
  return { url: `http://${host}:${address.port}`, server };
}

// `tsx scripts/local-mailbox.ts <port>` serves it on its own (npm start, the browser journeys).
if (process.argv[1]?.endsWith("local-mailbox.ts")) {
  const [port] = commandLineOrExit({}, "Usage: tsx scripts/local-mailbox.ts [port]", 1).positionals;
  const { url, server } = await startLocalMailbox(Number(port ?? 8788));
  server.ref();
  console.log(`Local mailbox listening at ${url}`);
}
