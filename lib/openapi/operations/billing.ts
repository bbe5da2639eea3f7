import { EXPERT_REVIEW_ORDER_STATUSES, MEMBERSHIP_TIERS } from "@/db/schema";
import {
  bySessionQuery,
  confirmCheckoutBody,
  expertReviewCheckoutBody,
  orderParams,
  portalSessionBody,
  subscriptionCheckoutBody,
} from "@/lib/billing/schemas";
import { err, type Operation } from "../operation";
import { z } from "../zod";

// Stripe billing: the public catalog, hosted checkout for plans and expert reviews, the customer
// portal, the caller's orders, and the webhook Stripe calls. Envelope, except the webhook.

const billing = { tag: "Billing", auth: "bearer", wrapped: true } as const;
const timestamp = () => z.iso.datetime().describe("ISO-8601 in UTC");

export const subscriptionPlanSchema = z
  .strictObject({
    tier: z.enum(MEMBERSHIP_TIERS),
    name: z.string(),
    description: z.string().nullable(),
    priceCents: z.number().int(),
    currency: z.string().describe("ISO 4217, lower case as Stripe writes it"),
    interval: z.literal("month"),
    features: z.array(z.string()),
    active: z.boolean(),
    purchasable: z.boolean().describe("false for FREE, and for plans sold another way"),
  })
  .openapi("SubscriptionPlan");

export const expertReviewOfferingSchema = z
  .strictObject({
    name: z.string(),
    description: z.string().nullable(),
    priceCents: z.number().int(),
    currency: z.string(),
    active: z.boolean(),
  })
  .openapi("ExpertReviewOffering");

export const expertReviewOrderSchema = z
  .strictObject({
    id: z.uuid(),
    projectId: z.uuid().nullable().describe("null once the project is deleted (its name is kept)"),
    projectName: z.string(),
    status: z.enum(EXPERT_REVIEW_ORDER_STATUSES),
    notes: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    checkoutSessionId: z.string().nullable(),
    createdAt: timestamp(),
    paidAt: timestamp().nullable(),
    updatedAt: timestamp(),
  })
  .openapi("ExpertReviewOrder");

const plansResponseSchema = z
  .strictObject({ plans: z.array(subscriptionPlanSchema), expertReview: expertReviewOfferingSchema.nullable() })
  .openapi("SubscriptionPlansResponse");

const checkoutSessionSchema = z
  .strictObject({
    sessionId: z.string().describe("Stripe's checkout session id"),
    url: z.url().describe("the hosted checkout page; Stripe returns to APP_URL/billing/success?session_id=…"),
  })
  .openapi("CheckoutSession");

const confirmationSchema = z
  .strictObject({
    kind: z.enum(["SUBSCRIPTION", "EXPERT_REVIEW"]),
    status: z.literal("CONFIRMED"),
    membershipTier: z.enum(MEMBERSHIP_TIERS).optional().describe("subscriptions: the caller's tier now"),
    order: expertReviewOrderSchema.optional().describe("expert reviews: the order, PAID"),
  })
  .openapi("CheckoutConfirmation");

const notConfigured = err("NOT_CONFIGURED", "STRIPE_SECRET_KEY is not set");
const upstream = err("UPSTREAM_FAILED", "Stripe failed or could not be reached");
const data = (description: string, schema: z.ZodType, status: 200 | 201 = 200) => ({ status, description, schema }) as const;

export const billingOperations: Operation[] = [
  {
    method: "get",
    path: "/api/v1/subscription-plans",
    tag: "Billing",
    summary: "The active plans and the expert review offering (public)",
    description: "Works without Stripe. Never shows Stripe price ids. expertReview is null while the offering is inactive.",
    auth: "none",
    wrapped: true,
    success: data("The catalog", plansResponseSchema),
  },
  {
    ...billing,
    method: "post",
    path: "/api/v1/billing/checkout/subscription",
    summary: "A hosted checkout session for a plan",
    description: "The caller's Stripe customer is created on the first checkout and reused after.",
    body: subscriptionCheckoutBody,
    success: data("Send the browser to url", checkoutSessionSchema, 201),
    errors: [
      err("VALIDATION_FAILED", "tier is FREE (path tier)"),
      err("CONFLICT", "the plan is inactive, not purchasable or has no Stripe price id; or a subscription is already active (use the portal)"),
      notConfigured,
      upstream,
    ],
  },
  {
    ...billing,
    method: "post",
    path: "/api/v1/billing/checkout/expert-review",
    summary: "A hosted checkout session for one project's expert review",
    description: "Stores the order PENDING_PAYMENT; the checkout's metadata carries userId, projectId and notes.",
    body: expertReviewCheckoutBody,
    success: data("Send the browser to url", checkoutSessionSchema, 201),
    errors: [
      err("NOT_FOUND", "no project with this id belongs to the caller"),
      err("CONFLICT", "expert review is inactive or has no Stripe price id"),
      notConfigured,
      upstream,
    ],
  },
  {
    ...billing,
    method: "post",
    path: "/api/v1/billing/checkout/confirm",
    summary: "Apply a completed checkout on the browser's return from Stripe",
    description:
      "Reads the session from Stripe: it must be the caller's, complete, and paid or no_payment_required. Then the subscription is synchronized (the tier set) or the order becomes PAID. Calling it again, or after the webhook, changes nothing more.",
    body: confirmCheckoutBody,
    success: data("Confirmed", confirmationSchema),
    errors: [
      err("NOT_FOUND", "the session is another user's, or not one this service created"),
      err("CONFLICT", "the checkout is not complete and paid yet"),
      notConfigured,
      upstream,
    ],
  },
  {
    ...billing,
    method: "post",
    path: "/api/v1/billing/portal-session",
    summary: "A Stripe customer portal session",
    description: "Stripe returns the browser to returnUrl (a page of APP_URL; default APP_URL/billing).",
    body: portalSessionBody,
    bodyOptional: true,
    success: data("Send the browser to url", z.strictObject({ url: z.url() }).openapi("PortalSession")),
    errors: [
      err("VALIDATION_FAILED", "returnUrl is not a page of this site (path returnUrl)"),
      err("CONFLICT", "the caller has no Stripe customer yet (never checked out)"),
      notConfigured,
      upstream,
    ],
  },
  {
    ...billing,
    method: "get",
    path: "/api/v1/billing/expert-review/orders",
    summary: "The caller's expert review orders, newest first",
    success: data("A plain array of orders", z.array(expertReviewOrderSchema)),
    errors: [notConfigured],
  },
  {
    ...billing,
    method: "get",
    path: "/api/v1/billing/expert-review/orders/by-checkout-session",
    summary: "The caller's order of a checkout session",
    query: bySessionQuery,
    success: data("The order", expertReviewOrderSchema),
    errors: [err("NOT_FOUND", "no order of the caller has this checkout session"), notConfigured],
  },
  {
    ...billing,
    method: "get",
    path: "/api/v1/billing/expert-review/orders/{orderId}",
    summary: "One of the caller's orders",
    params: orderParams,
    success: data("The order", expertReviewOrderSchema),
    errors: [err("NOT_FOUND", "no order with this id belongs to the caller"), notConfigured],
  },
  {
    method: "post",
    path: "/api/v1/billing/stripe/webhook",
    tag: "Billing",
    summary: "Stripe's events (called by Stripe, not by clients)",
    hidden: true,
    description: [
      "The raw event, verified against STRIPE_WEBHOOK_SECRET with the Stripe-Signature header before anything else.",
      "Handled: checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.expired,",
      "customer.subscription.created, .updated, .deleted; each object is re-read from Stripe. Every event id is",
      "stored: a redelivery is acknowledged without effect. Other kinds are acknowledged and ignored.",
    ].join(" "),
    auth: "none",
    wrapped: false,
    success: { status: 200, description: "Handled, ignored or duplicate", as: "json", schema: z.strictObject({ received: z.literal(true) }) },
    errors: [
      err("INVALID_SIGNATURE", "the Stripe-Signature header is missing or does not match"),
      err("VALIDATION_FAILED", "a correctly signed payload that is not an event (no id, type or data.object): never retried into success"),
      err("VALIDATION_FAILED", "the body is over 1 MiB", { status: 413 }),
      err("INTERNAL", "processing failed and was rolled back: Stripe retries the event"),
      err("UPSTREAM_FAILED", "Stripe could not be reached to read the event's object: Stripe retries the event"),
      err("NOT_CONFIGURED", "STRIPE_WEBHOOK_SECRET or STRIPE_SECRET_KEY is not set"),
    ],
  },
];
