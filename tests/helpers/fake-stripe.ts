import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { parseStripeForm } from "./fake-stripe-form";
import { checkoutPage, portalPage } from "./fake-stripe-pages";

/**
 * A local fake of the Stripe API for tests and the Playwright flow: a node:http server that the
 * real stripe SDK talks to when STRIPE_API_BASE is its `url`.
 *
 *   const stripe = await startFakeStripe();             // or { port: 4242, host: "127.0.0.1" }
 *   Object.assign(process.env, stripe.env());           // STRIPE_SECRET_KEY, _WEBHOOK_SECRET, _API_BASE
 *   stripe.addPrice("price_starter", { unitAmount: 4900 });
 *   stripe.pay(sessionId);                               // what the hosted page's Pay button does
 *   await postWebhook(appUrl, stripe.event("checkout.session.completed", stripe.session(id)), secret);
 *   await stripe.close();
 *
 * API: POST /v1/customers, POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id},
 * POST /v1/checkout/sessions/{id}/expire (400 unless the session is open, as Stripe answers),
 * POST /v1/billing_portal/sessions, GET /v1/subscriptions/{id}. Unknown ids answer 404 with
 * Stripe's error body. Hosted pages: GET /pay/{sessionId} (amount, a Pay form, a cancel link);
 * POST /pay/{sessionId} completes and pays the session (mode subscription: an active subscription
 * with the session's price, its period ending a month ahead), then 303 to success_url with
 * {CHECKOUT_SESSION_ID} filled in. GET /portal/{id}: a page with a Return link to return_url.
 */

export const FAKE_STRIPE_SECRET_KEY = "sk_test_fake_stripe_key";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fake_stripe_webhook_secret";
export const DEFAULT_PRICE_CENTS = 4900;

export interface FakePrice {
  unitAmount: number;
  currency?: string;
}

export type FakeSession = Record<string, unknown> & {
  id: string;
  mode: "subscription" | "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  success_url: string;
  cancel_url: string;
  subscription: string | null;
  priceId: string;
};

export type FakeSubscription = Record<string, unknown> & { id: string; status: string; customer: string };

const MONTH_SECONDS = 30 * 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

class NotFound extends Error {}

export class FakeStripe {
  url = "";
  readonly customers = new Map<string, Record<string, unknown>>();
  readonly sessions = new Map<string, FakeSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly prices = new Map<string, FakePrice>();
  readonly requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  /** Requests to answer with a 500 before serving again (an outage). */
  failRequests = 0;
  private readonly server = http.createServer((req, res) => void this.handle(req, res));

  async listen(port = 0, host = "127.0.0.1") {
    await new Promise<void>((resolve) => this.server.listen(port, host, resolve));
    this.url = `http://${host}:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close = () =>
    new Promise<void>((resolve) => {
      this.server.closeAllConnections();
      this.server.close(() => resolve());
    });

  env() {
    return {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: this.url,
    };
  }

  addPrice(id: string, price: FakePrice) {
    this.prices.set(id, price);
  }

  session(id: string): FakeSession {
    const s = this.sessions.get(id);
    if (!s) throw new NotFound(`No such checkout.session: '${id}'`);
    return s;
  }

  subscription(id: string): FakeSubscription {
    const s = this.subscriptions.get(id);
    if (!s) throw new NotFound(`No such subscription: '${id}'`);
    return s;
  }

  /** What the hosted page's Pay button does. Returns the success URL the browser is sent to. */
  pay(sessionId: string, paymentStatus: "paid" | "unpaid" | "no_payment_required" = "paid"): string {
    const s = this.session(sessionId);
    s.status = "complete";
    s.payment_status = paymentStatus;
    s.url = null;
    if (s.mode === "subscription" && !s.subscription) {
      s.subscription = this.createSubscription({ customer: String(s.customer), priceId: s.priceId, metadata: s.metadata }).id;
    }
    if (s.mode === "payment") s.payment_intent = newId("pi");
    return s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id);
  }

  expire(sessionId: string) {
    const s = this.session(sessionId);
    s.status = "expired";
    s.url = null;
  }

  createSubscription(o: { customer: string; priceId: string; status?: string; metadata?: unknown }): FakeSubscription {
    const price = this.priceObject(o.priceId);
    const start = now();
    const sub: FakeSubscription = {
      id: newId("sub"),
      object: "subscription",
      customer: o.customer,
      status: o.status ?? "active",
      cancel_at_period_end: false,
      metadata: o.metadata ?? {},
      created: start,
      items: {
        object: "list",
        data: [{ id: newId("si"), object: "subscription_item", price, quantity: 1, current_period_start: start, current_period_end: start + MONTH_SECONDS }],
      },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  }

  /** Changes a subscription as the portal or a failed renewal would. */
  updateSubscription(id: string, change: { status?: string; priceId?: string; cancelAtPeriodEnd?: boolean; currentPeriodEnd?: number }) {
    const sub = this.subscription(id);
    const item = (sub.items as { data: Record<string, unknown>[] }).data[0]!;
    if (change.status) sub.status = change.status;
    if (change.cancelAtPeriodEnd !== undefined) sub.cancel_at_period_end = change.cancelAtPeriodEnd;
    if (change.priceId) item.price = this.priceObject(change.priceId);
    if (change.currentPeriodEnd) item.current_period_end = change.currentPeriodEnd;
    return sub;
  }

  /** An event as Stripe sends it, carrying a copy of the object as it is now. */
  event(type: string, object: Record<string, unknown>, id = newId("evt")) {
    return { id, object: "event", type, api_version: "2025-01-01", created: now(), livemode: false, data: { object: structuredClone(object) } };
  }

  private priceObject(id: string) {
    const p = this.prices.get(id) ?? { unitAmount: DEFAULT_PRICE_CENTS };
    return { id, object: "price", unit_amount: p.unitAmount, currency: p.currency ?? "cad", recurring: { interval: "month" } };
  }

  private createSession(body: Record<string, unknown>): FakeSession {
    const items = (body.line_items as { price: string }[] | undefined) ?? [];
    const priceId = items[0]?.price;
    if (!priceId) throw new Error("line_items[0][price] is required");
    const price = this.priceObject(priceId);
    const id = newId("cs_test");
    const session: FakeSession = {
      id,
      object: "checkout.session",
      mode: body.mode === "subscription" ? "subscription" : "payment",
      status: "open",
      payment_status: "unpaid",
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      success_url: String(body.success_url),
      cancel_url: String(body.cancel_url),
      url: `${this.url}/pay/${id}`,
      amount_total: price.unit_amount,
      currency: price.currency,
      subscription: null,
      payment_intent: null,
      created: now(),
      expires_at: now() + 24 * 3600,
      priceId,
    };
    this.sessions.set(id, session);
    return session;
  }

  private api(method: string, path: string, body: Record<string, unknown>): unknown {
    const parts = path.split("/").filter(Boolean);
    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: newId("cus"), object: "customer", email: body.email ?? null, metadata: body.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return customer;
    }
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(body);
    if (method === "GET" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3]) return this.session(parts[3]);
    if (method === "POST" && parts[1] === "checkout" && parts[2] === "sessions" && parts[3] && parts[4] === "expire") {
      const session = this.session(parts[3]);
      if (session.status !== "open") throw new Error(`Only Checkout Sessions with a status of 'open' can be expired`);
      this.expire(session.id);
      return session;
    }
    if (method === "GET" && parts[1] === "subscriptions" && parts[2]) return this.subscription(parts[2]);
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const id = newId("bps");
      return { id, object: "billing_portal.session", customer: body.customer, return_url: body.return_url, url: `${this.url}/portal/${id}?return_url=${encodeURIComponent(String(body.return_url ?? ""))}` };
    }
    throw new NotFound(`Unrecognized request URL (${method}: ${path})`);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", this.url);
    const method = req.method ?? "GET";
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
      res.end(JSON.stringify(body));
    };
    try {
      if (url.pathname.startsWith("/pay/") || url.pathname.startsWith("/portal/")) return this.page(method, url, res);
      const body = parseStripeForm(raw);
      this.requests.push({ method, path: url.pathname, body });
      if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (this.failRequests > 0) {
        this.failRequests -= 1;
        return send(500, { error: { type: "api_error", message: "Fake outage" } });
      }
      send(200, this.api(method, url.pathname, body));
    } catch (err) {
      const status = err instanceof NotFound ? 404 : 400;
      send(status, { error: { type: "invalid_request_error", message: (err as Error).message } });
    }
  }

  private page(method: string, url: URL, res: http.ServerResponse) {
    const [kind, id] = url.pathname.split("/").filter(Boolean);
    const html = (status: number, body: string) => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    };
    if (kind === "portal") return html(200, portalPage(url.searchParams.get("return_url") ?? ""));
    const session = this.sessions.get(id ?? "");
    if (!session) return html(404, "<h1>No such checkout session</h1>");
    if (method === "POST") {
      if (session.status !== "open") return html(409, "<h1>This checkout session is no longer open</h1>");
      res.writeHead(303, { location: this.pay(session.id) });
      return res.end();
    }
    html(200, checkoutPage(session));
  }
}

export async function startFakeStripe(options: { port?: number; host?: string } = {}) {
  return new FakeStripe().listen(options.port ?? 0, options.host ?? "127.0.0.1");
}

/** The Stripe-Signature header for a payload, as Stripe would sign it with `secret`. */
export function signPayload(payload: string, secret = FAKE_STRIPE_WEBHOOK_SECRET, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** Posts a signed event to a running app (`appUrl`: its origin). */
export async function postWebhook(appUrl: string, event: unknown, secret = FAKE_STRIPE_WEBHOOK_SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  return fetch(`${appUrl}/api/v1/billing/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signPayload(payload, secret) },
    body: payload,
  });
}
