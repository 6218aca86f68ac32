import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** A Checkout Session as the fake keeps it: the fields the app reads, as Stripe names them. */
export interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  mode: string;
  currency: string;
  amount_total: number;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
}

/** One request the app sent, with its form-encoded parameters flattened as sent (`line_items[0][quantity]`). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

export interface StripeFake {
  /** STRIPE_API_BASE for the app under test. */
  url: string;
  requests: FakeStripeRequest[];
  sessions: Map<string, FakeSession>;
  /** While true, every request is answered 500, as an outage would be. */
  down: boolean;
  /** The buyer paid on Stripe's page: the session is complete and paid. */
  pay(sessionId: string): FakeSession;
  /** A signed webhook delivery of `type` about the session: the body and its Stripe-Signature header. */
  event(type: string, session: FakeSession, secret: string): { body: string; signature: string; id: string };
  close(): Promise<void>;
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Stripe's total: each line item's unit amount times its quantity. */
function amountTotal(params: Record<string, string>): number {
  let total = 0;
  for (let index = 0; params[`line_items[${index}][quantity]`] !== undefined; index += 1) {
    total +=
      Number(params[`line_items[${index}][price_data][unit_amount]`]) *
      Number(params[`line_items[${index}][quantity]`]);
  }
  return total;
}

/**
 * A small stand-in for the Stripe endpoints the app calls, on 127.0.0.1 at a free port: create, retrieve and expire
 * a Checkout Session. It answers as Stripe does (JSON objects, `{error}` bodies, the same answer for a repeated
 * Idempotency-Key) and records every request. Only the server's answers are faked; the SDK is the real one.
 */
export async function startStripeFake(): Promise<StripeFake> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const replies = new Map<string, { status: number; body: unknown }>();

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": randomId("req") });
    res.end(JSON.stringify(body));
  };
  const invalid = (message: string) => ({
    status: 400,
    body: { error: { type: "invalid_request_error", message } },
  });

  function route(method: string, path: string, params: Record<string, string>): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = randomId("cs_test");
      const session: FakeSession = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: "open",
        payment_status: "unpaid",
        mode: params.mode ?? "payment",
        currency: params["line_items[0][price_data][currency]"] ?? "usd",
        amount_total: amountTotal(params),
        client_reference_id: params.client_reference_id ?? null,
        customer_email: params.customer_email ?? null,
        metadata: { orderNumber: params["metadata[orderNumber]"] ?? "" },
        success_url: params.success_url ?? "",
        cancel_url: params.cancel_url ?? "",
        expires_at: Number(params.expires_at),
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const match = /^\/v1\/checkout\/sessions\/([\w]+)(\/expire)?$/.exec(path);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (!match || !session)
      return { status: 404, body: { error: { type: "invalid_request_error", message: "No such checkout.session" } } };
    if (method === "GET" && !match[2]) return { status: 200, body: session };
    if (method === "POST" && match[2]) {
      if (session.status !== "open") return invalid(`Only Checkout Sessions with a status in [open] can be expired.`);
      session.status = "expired";
      return { status: 200, body: session };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: "Unrecognized request URL" } } };
  }

  const fake: StripeFake = {
    url: "",
    requests,
    sessions,
    down: false,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      Object.assign(session, { status: "complete", payment_status: "paid" });
      return session;
    },
    event(type, session, secret) {
      const id = randomId("evt");
      const body = JSON.stringify({
        id,
        object: "event",
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: { ...session } },
      });
      const signature = new Stripe("sk_test_signing").webhooks.generateTestHeaderString({ payload: body, secret });
      return { body, signature, id };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    void readBody(req).then((text) => {
      const url = new URL(req.url ?? "/", "http://fake");
      const params = Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : text));
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({
        method: req.method ?? "",
        path: url.pathname,
        params,
        idempotencyKey,
        authorization: req.headers.authorization,
      });
      if (fake.down) return answer(res, 500, { error: { type: "api_error", message: "Stripe is down (fake)" } });
      const replayKey = idempotencyKey && req.method === "POST" ? `${url.pathname} ${idempotencyKey}` : null;
      const reply = (replayKey && replies.get(replayKey)) || route(req.method ?? "", url.pathname, params);
      // Stripe replays the first answer as it was then, not the object as it is now.
      if (replayKey && !replies.has(replayKey)) replies.set(replayKey, structuredClone(reply));
      answer(res, reply.status, reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
