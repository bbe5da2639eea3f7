import { handleStripeWebhook } from "@/lib/billing/webhook-service";
import { readBodyText } from "@/lib/http/body";
import { toErrorResponse } from "@/lib/http/error-response";
import { json } from "@/lib/http/responses";

// Stripe's events are far below this; the cap only keeps junk from being buffered.
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

// POST /api/v1/billing/stripe/webhook: Stripe's events, verified by their Stripe-Signature. Outside
// route(): Stripe sends no edge-access headers and the signature must see the raw body.
export async function POST(req: Request): Promise<Response> {
  try {
    await handleStripeWebhook(await readBodyText(req, WEBHOOK_BODY_LIMIT), req.headers.get("stripe-signature"));
    return json({ received: true });
  } catch (err) {
    return toErrorResponse(err);
  }
}
