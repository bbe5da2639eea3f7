import "server-only";
import Stripe from "stripe";
import { getDb, type Database } from "@/db/client";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { errorFields, log } from "@/lib/log";
import { fetchCheckout } from "./confirm-service";
import { getAccountByCustomer } from "./accounts-repo";
import { eventRecorded, getPaymentBySession, recordEvent } from "./payments-repo";
import { stripeEventShape } from "./schemas";
import { callStripe, idOf } from "./stripe";
import { applyCheckoutSession, applySubscription } from "./sync";

// The Stripe webhook: the signature first, then an allow-list of event kinds, each re-reading its
// object from Stripe. The event id and its effects commit in one transaction, so a failure leaves
// nothing behind and Stripe's retry starts clean, and a redelivery after success does nothing.

const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
]);
const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

function verify(payload: string, signature: string | null): Stripe.Event {
  const secret = config.stripe.webhookSecret;
  if (!secret) throw new AppError("NOT_CONFIGURED", "The Stripe webhook secret is not set");
  if (!signature) throw new AppError("INVALID_SIGNATURE", "The Stripe-Signature header is missing");
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature, secret);
  } catch {
    throw new AppError("INVALID_SIGNATURE", "The Stripe-Signature header does not match the payload");
  }
  const shape = stripeEventShape.safeParse(event);
  if (!shape.success) {
    const details = shape.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    throw new AppError("VALIDATION_FAILED", "The payload is not a Stripe event (id, type and data.object)", { details });
  }
  return event as Stripe.Event;
}

const objectId = (event: Stripe.Event) => (event.data.object as { id?: unknown }).id;

/**
 * Reads what the event is about from Stripe and returns the change to apply in the transaction.
 * Objects that are none of this service's (another app's sessions and customers on the same
 * Stripe account) are ignored without a call, so they cannot fail into endless retries.
 */
async function prepare(db: Database, event: Stripe.Event) {
  const id = objectId(event);
  if (typeof id !== "string") return undefined;
  if (CHECKOUT_EVENTS.has(event.type)) {
    if (!(await getPaymentBySession(db, id))) return undefined;
    const { session, subscription } = await fetchCheckout(id);
    return (tx: Database) => applyCheckoutSession(tx, session, subscription);
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const customerId = idOf((event.data.object as Stripe.Subscription).customer);
    if (!customerId || !(await getAccountByCustomer(db, customerId))) return undefined;
    const subscription = await callStripe("retrieve subscription", (s) => s.subscriptions.retrieve(id));
    return (tx: Database) => applySubscription(tx, subscription);
  }
  return undefined;
}

export async function handleStripeWebhook(payload: string, signature: string | null): Promise<void> {
  const event = verify(payload, signature);
  const db = await getDb();
  if (await eventRecorded(db, event.id)) return;
  const apply = await prepare(db, event);
  try {
    await db.transaction(async (tx) => {
      if (!(await recordEvent(tx, { id: event.id, type: event.type }))) return;
      await apply?.(tx);
    });
  } catch (err) {
    log.error("stripe event processing failed", { eventId: event.id, type: event.type, ...errorFields(err, true) });
    throw new AppError("INTERNAL", "The event could not be processed; Stripe will retry it", { cause: err });
  }
}
