import { z } from "zod";
import { MEMBERSHIP_TIERS } from "@/db/schema";
import { multiLine } from "@/lib/schemas/text";

// Inputs of the billing routes (the spec's billing request bodies).

// Stripe's ids are short ASCII tokens ("cs_test_a1B2..."); the cap keeps junk out of queries.
const checkoutSessionId = z.string({ error: "is required" }).trim().min(1, "is required").max(255, "must be at most 255 characters");

export const subscriptionCheckoutBody = z.object({
  tier: z.enum(MEMBERSHIP_TIERS, { error: `must be one of ${MEMBERSHIP_TIERS.join(", ")}` }),
});

export const expertReviewCheckoutBody = z.object({
  projectId: z.uuid("must be a UUID"),
  // Stripe caps a metadata value at 500 characters, and the notes travel in the checkout metadata.
  notes: multiLine(z.string().max(500, "must be at most 500 characters"))
    .transform((v) => (v.trim() === "" ? null : v.trim()))
    .nullish(),
});

export const confirmCheckoutBody = z.object({ sessionId: checkoutSessionId });

export const portalSessionBody = z.object({ returnUrl: z.url("must be a URL").max(2000).optional() }).optional();

export const orderParams = z.object({ orderId: z.uuid("must be a UUID") });

export const bySessionQuery = z.object({ sessionId: checkoutSessionId });

/**
 * What every Stripe event has and the webhook relies on. A signed payload without it can never be
 * processed, so it is refused with 400 rather than failing into Stripe's retries.
 */
const eventToken = z.string({ error: "is required" }).min(1, "is required").max(255, "must be at most 255 characters");
const objectOf = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: "must be an object" });
export const stripeEventShape = objectOf({
  id: eventToken,
  type: eventToken,
  data: objectOf({ object: z.record(z.string(), z.unknown(), { error: "must be an object" }) }),
});

export type ExpertReviewCheckoutInput = z.output<typeof expertReviewCheckoutBody>;
