import { offeringBody, orderListQuery, orderStatusBody, planBody } from "@/lib/admin/billing-schemas";
import { tierParams } from "@/lib/admin/schemas";
import { orderParams } from "@/lib/billing/schemas";
import { config } from "@/lib/config";
import { pageOf } from "../admin-records";
import { err, type Operation } from "../operation";
import { taskResultDocSchema } from "../responses";
import { z } from "../zod";
import { expertReviewOfferingSchema, expertReviewOrderSchema, subscriptionPlanSchema } from "./billing";

// Admin billing: the catalog with its Stripe price ids, and expert review operations. ADMIN only;
// the envelope, except the zip. Writes are audited and counted against the admin's write limit.

const forbidden = err("FORBIDDEN", "the caller is not an ADMIN");
const billing = { auth: "bearer" as const, wrapped: true, tag: "Admin: billing" };
const reviews = { auth: "bearer" as const, wrapped: true, tag: "Admin: expert reviews" };
const writeLimit = [
  { setting: "RATE_LIMIT_ADMIN_WRITES_PER_USER", per: "per admin", rule: config.rateLimits.adminWritesPerUser },
];
const data = (description: string, schema: z.ZodType) => ({ status: 200, description, schema }) as const;
const orderMissing = err("NOT_FOUND", "no order with this id");
const priceTaken = err("CONFLICT", "stripePriceId is already used by another plan or the expert review offering");
const notPaid = err("CONFLICT", "the order is PENDING_PAYMENT or CANCELED: the client's files are shown only for PAID, IN_REVIEW and COMPLETED orders");

const priceId = { stripePriceId: z.string().nullable().describe("the Stripe price sold; null: not purchasable through Checkout") };
const planAdminSchema = subscriptionPlanSchema.extend(priceId).openapi("SubscriptionPlanAdmin");
const offeringAdminSchema = expertReviewOfferingSchema.extend(priceId).openapi("ExpertReviewOfferingAdmin");
const billingConfigSchema = z
  .strictObject({ plans: z.array(planAdminSchema), expertReview: offeringAdminSchema.nullable() })
  .openapi("AdminBillingConfigResponse");

const orderDetailsSchema = expertReviewOrderSchema
  .extend({
    user: z.strictObject({ id: z.uuid(), email: z.string(), fullName: z.string().nullable() }).nullable(),
    project: z.strictObject({ id: z.uuid(), name: z.string(), fiscalYear: z.string() }).nullable().describe("null once the project is deleted"),
  })
  .openapi("AdminExpertReviewOrderDetails");

const t661LatestSchema = z
  .strictObject({
    runId: z.uuid(),
    sessionId: z.uuid(),
    createdAt: z.iso.datetime().describe("when the run's answer was stored"),
    result: taskResultDocSchema,
  })
  .openapi("AdminLatestT661");

export const adminBillingOperations: Operation[] = [
  {
    ...billing,
    method: "get",
    path: "/api/v1/admin/billing/config",
    summary: "Every plan (inactive ones too) and the expert review offering, with price ids",
    success: data("The catalog", billingConfigSchema),
    errors: [forbidden],
  },
  {
    ...billing,
    method: "put",
    path: "/api/v1/admin/billing/plans/{tier}",
    summary: "Change a plan",
    description: "A partial body; null clears stripePriceId. Checkout uses the change from the next request.",
    params: tierParams,
    body: planBody,
    success: data("The plan", planAdminSchema),
    errors: [forbidden, priceTaken],
    rateLimits: writeLimit,
  },
  {
    ...billing,
    method: "put",
    path: "/api/v1/admin/billing/expert-review",
    summary: "Change the expert review offering",
    description: "A partial body; null clears stripePriceId.",
    body: offeringBody,
    success: data("The offering", offeringAdminSchema),
    errors: [forbidden, priceTaken],
    rateLimits: writeLimit,
  },
  {
    ...reviews,
    method: "get",
    path: "/api/v1/admin/expert-reviews/orders",
    summary: "Every user's expert review orders, newest first",
    description: "page is 0-based, size 20 by default (at most 200); status filters.",
    query: orderListQuery,
    success: data("A page of orders", pageOf(expertReviewOrderSchema, "ExpertReviewOrderPage")),
    errors: [forbidden],
  },
  {
    ...reviews,
    method: "get",
    path: "/api/v1/admin/expert-reviews/orders/{orderId}",
    summary: "One order with its user and project",
    params: orderParams,
    success: data("The order", orderDetailsSchema),
    errors: [forbidden, orderMissing],
  },
  {
    ...reviews,
    method: "patch",
    path: "/api/v1/admin/expert-reviews/orders/{orderId}/status",
    summary: "Move an order",
    description:
      "Allowed: PAID→IN_REVIEW, IN_REVIEW→COMPLETED, PENDING_PAYMENT→CANCELED, PAID→CANCELED. Canceling a PENDING_PAYMENT order first expires its Stripe checkout session, so the buyer can no longer pay it.",
    params: orderParams,
    body: orderStatusBody,
    success: data("The order as moved", expertReviewOrderSchema),
    errors: [
      forbidden,
      orderMissing,
      err("CONFLICT", "the move is not allowed from the order's status, the order moved meanwhile, or the buyer already completed the checkout of the PENDING_PAYMENT order being canceled"),
      err("UPSTREAM_FAILED", "Stripe could not be reached to expire the checkout of a PENDING_PAYMENT order being canceled"),
      err("NOT_CONFIGURED", "canceling a PENDING_PAYMENT order without STRIPE_SECRET_KEY"),
    ],
    rateLimits: writeLimit,
  },
  {
    ...reviews,
    method: "get",
    path: "/api/v1/admin/expert-reviews/orders/{orderId}/files/download",
    summary: "The project's confirmed files as a zip",
    description: "Streamed as it is read, one file at a time; entry names are the files' names, made unique.",
    params: orderParams,
    success: { status: 200, description: "The zip", as: "binary", contentTypes: ["application/zip"] },
    errors: [forbidden, err("NOT_FOUND", "no order with this id, or its project was deleted"), notPaid],
  },
  {
    ...reviews,
    method: "get",
    path: "/api/v1/admin/expert-reviews/orders/{orderId}/t661/latest",
    summary: "The newest T661 result of the order's project",
    params: orderParams,
    success: data("The run and its result", t661LatestSchema),
    errors: [forbidden, err("NOT_FOUND", "no order with this id, its project was deleted, or the project has no succeeded T661 run"), notPaid],
  },
];
