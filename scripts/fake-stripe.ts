// A local stand-in for api.stripe.com, so tests exercise the real Stripe SDK over HTTP with no
// network. It implements the few PaymentIntent and Refund calls the product makes, in Stripe's
// shapes, honours idempotency keys like Stripe does, and records every request for tests to
// inspect at GET /__requests. A test plays the card holder with POST /v1/payment_intents/:id/confirm
// (the intent succeeds for its whole amount) and the office's Dashboard with POST /v1/refunds.
// Each secret key is an account of its own, as in Stripe: a key sees only the intents and refunds
// made with it, so two copies of the product (or two test files) never read each other's. Lists
// answer like Stripe's: newest first, `created[gte|gt|lte|lt]`, `limit` (10 unless given, at most
// 100) and `starting_after`, with `has_more`, which is how the SDK pages through them.
// Money moving makes balance transactions, as in Stripe: a card payment's charge (its fee is
// Stripe's US card price, 2.9% + 30¢) and a refund (no fee back), listed at
// GET /v1/balance_transactions; `expand[]=data.source` gives each its charge (which names its
// PaymentIntent) or refund. A charge names its card (a Visa ending 4242 unless the confirm says
// pm_card_mastercard), and GET /v1/payment_intents with `expand[]=data.latest_charge` gives each
// paid intent its charge.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  amount_received: number;
  status: string;
  client_secret: string;
  created: number;
  latest_charge: string | null;
  metadata: Record<string, string>;
  description: string | null;
};
type Refund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string | null;
  status: string;
  metadata: Record<string, string>;
  created: number;
  balance_transaction: string;
};
type Charge = {
  id: string;
  object: "charge";
  amount: number;
  currency: string;
  payment_intent: string;
  balance_transaction: string;
  created: number;
  status: "succeeded";
  payment_method_details: { type: "card"; card: { brand: string; last4: string } };
};
type BalanceTransaction = {
  id: string;
  object: "balance_transaction";
  amount: number;
  currency: string;
  fee: number;
  net: number;
  type: "charge" | "refund";
  source: string;
  created: number;
  available_on: number;
  status: "pending" | "available";
  description: string | null;
  reporting_category: "charge" | "refund";
};
const stripeError = (message: string, param?: string) => ({ error: { type: "invalid_request_error", message, ...(param ? { param } : {}) } });

function metadataOf(form: Record<string, string>) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(/^metadata\[(.+)\]$/);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}
type Account = {
  intents: Map<string, Intent>;
  byIdempotencyKey: Map<string, Intent>;
  refunds: Refund[];
  refundsByIdempotencyKey: Map<string, Refund>;
  charges: Map<string, Charge>;
  balance: BalanceTransaction[];
};
const newAccount = (): Account => ({
  intents: new Map(),
  byIdempotencyKey: new Map(),
  refunds: [],
  refundsByIdempotencyKey: new Map(),
  charges: new Map(),
  balance: [],
});
const DAY_SECONDS = 24 * 60 * 60;
/** Stripe's standard US card price: 2.9% + 30¢ a successful charge. */
const cardFee = (amount: number) => Math.round(amount * 0.029) + 30;

/** Whether a list request asks for `path` expanded (`expand[]=data.source`, as the SDK sends it). */
const expands = (url: URL, path: string) => [...url.searchParams.entries()].some(([key, value]) => key.startsWith("expand") && value === path);

/** One page of a list, as Stripe answers `GET /v1/<objects>`: newest first, from after `starting_after`. */
function listPage<T extends { id: string; created: number }>(objects: T[], query: URLSearchParams, path: string) {
  const created = (op: string) => query.get(`created[${op}]`);
  const bounds: Array<[string, (a: number, b: number) => boolean]> = [
    ["gte", (a, b) => a >= b],
    ["gt", (a, b) => a > b],
    ["lte", (a, b) => a <= b],
    ["lt", (a, b) => a < b],
  ];
  // Made later first; within one second, the one made last first (objects are kept in the order made).
  let data = objects
    .map((object, order) => ({ object, order }))
    .filter(({ object }) => bounds.every(([op, holds]) => created(op) === null || holds(object.created, Number(created(op)))))
    .sort((a, b) => b.object.created - a.object.created || b.order - a.order)
    .map(({ object }) => object);
  const after = query.get("starting_after");
  if (after) {
    const at = data.findIndex((object) => object.id === after);
    if (at < 0) return null;
    data = data.slice(at + 1);
  }
  const limit = Math.min(Math.max(Number(query.get("limit") ?? 10) || 10, 1), 100);
  return { object: "list", data: data.slice(0, limit), has_more: data.length > limit, url: path };
}
type RecordedRequest = { method: string; path: string; idempotencyKey: string | null; authorization: string | null; body: Record<string, string> };

/**
 * `clock` is Stripe's clock, which stamps every object's `created`: the machine's unless a test
 * suite holds the camp's clock elsewhere (vitest.config.ts gives it the suite's moment, so a
 * payment made "now" falls in the month the Worker calls this one).
 */
export async function startFakeStripe(port = 0, host = "127.0.0.1", clock: () => number = Date.now): Promise<{ url: string; server: Server }> {
  const accounts = new Map<string, Account>();
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
    if (!accounts.has(authorization)) accounts.set(authorization, newAccount());
    const { intents, byIdempotencyKey, refunds, refundsByIdempotencyKey, charges, balance } = accounts.get(authorization)!;
    const now = Math.floor(clock() / 1000);
    const moveMoney = (type: BalanceTransaction["type"], source: string, amount: number, currency: string, description: string | null) => {
      const fee = type === "charge" ? cardFee(amount) : 0;
      const id = `txn_fake_${++counter}`;
      balance.push({
        id,
        object: "balance_transaction",
        amount,
        currency,
        fee,
        net: amount - fee,
        type,
        source,
        created: now,
        available_on: now + 2 * DAY_SECONDS,
        status: type === "charge" ? "pending" : "available",
        description,
        reporting_category: type,
      });
      return id;
    };
    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return send(200, byIdempotencyKey.get(idempotencyKey));
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return send(400, { error: { type: "invalid_request_error", param: "amount", message: "Amount must be at least $0.50 usd" } });
      }
      const id = `pi_fake_${++counter}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount,
        currency: form.currency ?? "usd",
        amount_received: 0,
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        created: now,
        latest_charge: null,
        metadata: metadataOf(form),
        description: form.description ?? null,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      if (idempotencyKey && refundsByIdempotencyKey.has(idempotencyKey)) return send(200, refundsByIdempotencyKey.get(idempotencyKey));
      const paymentIntent = form.payment_intent ?? "";
      if (!paymentIntent.startsWith("pi_")) return send(400, stripeError("No such payment_intent", "payment_intent"));
      const intent = intents.get(paymentIntent);
      const refunded = refunds.filter((r) => r.payment_intent === paymentIntent).reduce((sum, r) => sum + r.amount, 0);
      // An intent this fake saw succeed can give back only what it took, as Stripe refuses more;
      // intents a test wrote straight into D1 are taken at their word.
      const refundable = intent?.status === "succeeded" ? intent.amount_received - refunded : Infinity;
      const amount = form.amount ? Number(form.amount) : Math.min(refundable, intent?.amount ?? 0);
      if (amount > refundable) {
        return send(400, stripeError(`Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${refundable / 100})`, "amount"));
      }
      const refundId = `re_fake_${++counter}`;
      const refund: Refund = {
        id: refundId,
        object: "refund",
        amount,
        currency: intent?.currency ?? "usd",
        payment_intent: paymentIntent,
        charge: intent?.latest_charge ?? null,
        status: "succeeded",
        metadata: metadataOf(form),
        created: now,
        balance_transaction: moveMoney("refund", refundId, -amount, intent?.currency ?? "usd", "REFUND FOR CHARGE"),
      };
      refunds.push(refund);
      if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, refund);
      return send(200, refund);
    }
    if (req.method === "GET" && url.pathname === "/v1/refunds") {
      const paymentIntent = url.searchParams.get("payment_intent");
      const page = listPage(
        refunds.filter((r) => !paymentIntent || r.payment_intent === paymentIntent),
        url.searchParams,
        url.pathname,
      );
      return page ? send(200, page) : send(400, stripeError("No such refund", "starting_after"));
    }
    if (req.method === "GET" && url.pathname === "/v1/payment_intents") {
      const page = listPage([...intents.values()], url.searchParams, url.pathname);
      if (!page) return send(400, stripeError("No such payment_intent", "starting_after"));
      if (!expands(url, "data.latest_charge")) return send(200, page);
      return send(200, {
        ...page,
        data: page.data.map((i) => ({ ...i, latest_charge: (i.latest_charge && charges.get(i.latest_charge)) ?? i.latest_charge })),
      });
    }
    if (req.method === "GET" && url.pathname === "/v1/balance_transactions") {
      const type = url.searchParams.get("type");
      const page = listPage(
        balance.filter((t) => !type || t.type === type),
        url.searchParams,
        url.pathname,
      );
      if (!page) return send(400, stripeError("No such balance transaction", "starting_after"));
      if (!expands(url, "data.source")) return send(200, page);
      const sourceOf = (t: BalanceTransaction) => charges.get(t.source) ?? refunds.find((r) => r.id === t.source) ?? t.source;
      return send(200, { ...page, data: page.data.map((t) => ({ ...t, source: sourceOf(t) })) });
    }
    const charge = url.pathname.match(/^\/v1\/charges\/([\w]+)$/);
    if (req.method === "GET" && charge) {
      const found = charges.get(charge[1]);
      return found ? send(200, found) : send(404, stripeError("No such charge"));
    }
    const action = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)\/(confirm|cancel)$/);
    if (req.method === "POST" && action) {
      const intent = intents.get(action[1]);
      if (!intent) return send(404, stripeError("No such payment_intent"));
      if (["succeeded", "canceled"].includes(intent.status)) {
        return send(400, stripeError(`You cannot ${action[2]} this PaymentIntent because it has a status of ${intent.status}.`));
      }
      if (action[2] === "cancel") Object.assign(intent, { status: "canceled" });
      else {
        const chargeId = `ch_fake_${++counter}`;
        const balanceTransaction = moveMoney("charge", chargeId, intent.amount, intent.currency, intent.description);
        const charge: Charge = {
          id: chargeId,
          object: "charge",
          amount: intent.amount,
          currency: intent.currency,
          payment_intent: intent.id,
          balance_transaction: balanceTransaction,
          created: now,
          status: "succeeded",
          // Stripe's test cards: pm_card_mastercard is a Mastercard ending 4444, any other a Visa ending 4242.
          payment_method_details: {
            type: "card",
            card: form.payment_method === "pm_card_mastercard" ? { brand: "mastercard", last4: "4444" } : { brand: "visa", last4: "4242" },
          },
        };
        charges.set(chargeId, charge);
        Object.assign(intent, { status: "succeeded", amount_received: intent.amount, latest_charge: chargeId });
      }
      return send(200, intent);
    }
    const retrieve = url.pathname.match(/^\/v1\/payment_intents\/([\w]+)$/);
    if (req.method === "GET" && retrieve) {
      const intent = intents.get(retrieve[1]);
      return intent ? send(200, intent) : send(404, stripeError("No such payment_intent"));
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
  // Imported here, not at the top: vitest.config.ts imports this file for startFakeStripe alone.
  const { commandLineOrExit } = await import("./command-line");
  const [port] = commandLineOrExit({}, "Usage: tsx scripts/fake-stripe.ts [port]", 1).positionals;
  const { url, server } = await startFakeStripe(Number(port ?? 12111));
  server.ref();
  console.log(`Fake Stripe listening at ${url}`);
}
