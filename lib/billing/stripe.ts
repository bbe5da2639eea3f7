import "server-only";
import Stripe from "stripe";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";

// The one Stripe client. The fetch HTTP client, because the SDK's default Node client can hang
// against local fakes; STRIPE_API_BASE points it at one (host, port and protocol).

let client: Stripe | undefined;

function getStripe(): Stripe {
  const key = config.stripe.secretKey;
  if (!key) throw new AppError("NOT_CONFIGURED", "Payments are not set up on this server");
  client ??= new Stripe(key, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(config.stripe.api ?? {}),
  });
  return client;
}

/** 503 NOT_CONFIGURED without STRIPE_SECRET_KEY: checked before a route reads or writes anything. */
export function assertPaymentsConfigured(): void {
  getStripe();
}

/** Runs one Stripe call; a failure is 502 UPSTREAM_FAILED, logged without the request's data. */
export async function callStripe<T>(what: string, fn: (stripe: Stripe) => Promise<T>): Promise<T> {
  const stripe = getStripe();
  try {
    return await fn(stripe);
  } catch (err) {
    log.warn("stripe call failed", { what, ...errorFields(err) });
    throw new AppError("UPSTREAM_FAILED", "The payment provider could not complete the request", { cause: err });
  }
}

/** A Stripe object reference (an id, or the expanded object) as its id. */
export function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === "string" ? ref : ref.id;
}
