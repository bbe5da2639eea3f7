import { z } from "zod";
import { EXPERT_REVIEW_ORDER_STATUSES } from "@/db/schema";
import { multiLine, singleLine } from "@/lib/schemas/text";
import { pageQuery } from "./schemas";

// Admin billing bodies are partial: an absent field stays as it is, fields the record has but
// cannot change here (tier, interval) are ignored, and `null` clears a Stripe price id.

const name = singleLine(z.string().trim().min(1, "is required").max(100, "must be at most 100 characters"));
// null reads as no description (the column keeps an empty one).
const description = multiLine(z.string().trim().max(2000, "must be at most 2000 characters"))
  .nullable()
  .transform((v) => v ?? "");
const priceCents = z.number().int("must be an integer").min(0, "must not be negative").max(100_000_000, "is too large");
const currency = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{3}$/, "must be a 3-letter ISO 4217 code");
const stripePriceId = singleLine(z.string().trim().min(1, "must not be empty (null clears it)").max(255, "is too long")).nullable();

export const planBody = z.object({
  name: name.optional(),
  description: description.optional(),
  priceCents: priceCents.optional(),
  currency: currency.optional(),
  features: z
    .array(singleLine(z.string().trim().min(1, "must not be empty").max(200, "must be at most 200 characters")))
    .max(20, "at most 20 features")
    .optional(),
  active: z.boolean().optional(),
  purchasable: z.boolean().optional(),
  stripePriceId: stripePriceId.optional(),
});

export const offeringBody = z.object({
  name: name.optional(),
  description: description.optional(),
  priceCents: priceCents.optional(),
  currency: currency.optional(),
  active: z.boolean().optional(),
  stripePriceId: stripePriceId.optional(),
});

export type PlanInput = z.output<typeof planBody>;
export type OfferingInput = z.output<typeof offeringBody>;

export const orderListQuery = pageQuery.extend({ status: z.enum(EXPERT_REVIEW_ORDER_STATUSES).optional() });
export const orderStatusBody = z.object({ status: z.enum(EXPERT_REVIEW_ORDER_STATUSES) });
