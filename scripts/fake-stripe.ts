// A local stand-in for api.stripe.com, so tests exercise the real Stripe SDK over HTTP with no
// network. It implements the few PaymentIntent and Refund calls the product makes, honours idempotency
// keys like Stripe does, and records every request for tests to inspect at GET /__requests.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
};
type RecordedRequest = { method: string; path: string; idempotencyKey: string | null; authorization: string | null; body: Record<string, string> };

export async function startFakeStripe(port = 0, host = "127.0.0.1"): Promise<{ url: string; server: Server }> {
  const intents = new Map<string, Intent>();
  const byIdempotencyKey = new Map<string, Intent>();
  const refundsByIdempotencyKey = new Map<string, unknown>();
  const requests: RecordedRequest[] = [];
  let counter = 0;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${++counter}` });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/__requests") return send(200, requests);
    const form = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    const authorization = (req.headers.authorization as string | undefined) ?? null;
    requests.push({ method: req.method ?? "GET", path: url.pathname, idempotencyKey, authorization, body: form });
    if (!authorization?.startsWith("Bearer sk_test_")) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return send(200, byIdempotencyKey.get(idempotencyKey));
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return send(400, { error: { type: "invalid_request_error", param: "amount", message: "Amount must be at least $0.50 usd" } });
      }
      const id = `pi_fake_${++counter}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const match = key.match(/^metadata\[(.+)\]$/);
        if (match) metadata[match[1]] = value;
      }
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount,
        currency: form.currency ?? "usd",
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        metadata,
        description: form.description ?? null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      if (idempotencyKey && refundsByIdempotencyKey.has(idempotencyKey)) return send(200, refundsByIdempotencyKey.get(idempotencyKey));
      const paymentIntent = form.payment_intent ?? "";
      if (!paymentIntent.startsWith("pi_")) {
        return send(400, { error: { type: "invalid_request_error", param: "payment_intent", message: "No such payment_intent" } });
      }
      const amount = form.amount ? Number(form.amount) : (intents.get(paymentIntent)?.amount ?? 0);
      const refund = { id: `re_fake_${++counter}`, object: "refund", amount, currency: "usd", payment_intent: paymentIntent, status: "succeeded" };
      if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    const retrieve = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (req.method === "GET" && retrieve) {
      const intent = intents.get(retrieve[1]);
      return intent ? send(200, intent) : send(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
    }
    return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  server.unref();
  const address = server.address() as AddressInfo;
  return { url: `http://${host}:${address.port}`, server };
}

// `tsx scripts/fake-stripe.ts <port>` serves it on its own (for the browser journeys).
if (process.argv[1]?.endsWith("fake-stripe.ts")) {
  const { url, server } = await startFakeStripe(Number(process.argv[2] ?? 12111));
  server.ref();
  console.log(`Fake Stripe listening at ${url}`);
}
