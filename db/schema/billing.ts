import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, tstz, updatedAt } from "./columns";
import { MEMBERSHIP_TIERS, users } from "./users";
import { projects } from "./workspace";

export const SUBSCRIPTION_STATUSES = [
  "INCOMPLETE",
  "INCOMPLETE_EXPIRED",
  "TRIALING",
  "ACTIVE",
  "PAST_DUE",
  "CANCELED",
  "UNPAID",
  "UNKNOWN",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const EXPERT_REVIEW_ORDER_STATUSES = ["PENDING_PAYMENT", "PAID", "IN_REVIEW", "COMPLETED", "CANCELED"] as const;
export type ExpertReviewOrderStatus = (typeof EXPERT_REVIEW_ORDER_STATUSES)[number];

export const PAYMENT_KINDS = ["SUBSCRIPTION", "EXPERT_REVIEW"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ["PENDING", "PAID", "CANCELED"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The plan sold for each tier. Seeded by migration; admins set prices and Stripe price ids. */
export const subscriptionPlans = pgTable("subscription_plans", {
  tier: text("tier", { enum: MEMBERSHIP_TIERS }).primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  priceCents: integer("price_cents").notNull().default(0),
  currency: text("currency").notNull().default("cad"),
  interval: text("interval", { enum: ["month"] }).notNull().default("month"),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  active: boolean("active").notNull().default(true),
  purchasable: boolean("purchasable").notNull().default(true),
  stripePriceId: text("stripe_price_id"),
  sortOrder: integer("sort_order").notNull().default(0),
  updatedAt: updatedAt(),
});

/** The one-time expert review product: a single row (id 1). */
export const expertReviewOffering = pgTable("expert_review_offering", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  priceCents: integer("price_cents").notNull().default(0),
  currency: text("currency").notNull().default("cad"),
  active: boolean("active").notNull().default(true),
  stripePriceId: text("stripe_price_id"),
  updatedAt: updatedAt(),
});

/**
 * A user's Stripe customer and the subscription that decides the tier. One row a user: a newer
 * live subscription replaces an older one, and events about the older one then change nothing.
 */
export const billingAccounts = pgTable("billing_accounts", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique("billing_accounts_customer_key"),
  stripeSubscriptionId: text("stripe_subscription_id"),
  stripePriceId: text("stripe_price_id"),
  subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }),
  currentPeriodEnd: tstz("current_period_end"),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const expertReviewOrders = pgTable(
  "expert_review_orders",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A paid order outlives its project: the name is kept beside the link.
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    projectName: text("project_name").notNull(),
    status: text("status", { enum: EXPERT_REVIEW_ORDER_STATUSES }).notNull().default("PENDING_PAYMENT"),
    notes: text("notes"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull(),
    createdAt: createdAt(),
    paidAt: tstz("paid_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("expert_review_orders_session_key").on(t.checkoutSessionId),
    index("expert_review_orders_user_idx").on(t.userId, t.createdAt),
    index("expert_review_orders_status_idx").on(t.status, t.createdAt),
  ],
);

/** One row per Stripe checkout session this service created: who it belongs to and how it ended. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("PENDING"),
    checkoutSessionId: text("checkout_session_id").notNull(),
    orderId: uuid("order_id").references(() => expertReviewOrders.id, { onDelete: "set null" }),
    tier: text("tier", { enum: MEMBERSHIP_TIERS }),
    amountCents: integer("amount_cents"),
    currency: text("currency"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    createdAt: createdAt(),
    paidAt: tstz("paid_at"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payments_session_key").on(t.checkoutSessionId), index("payments_user_idx").on(t.userId)],
);

/** Every Stripe event id processed, so a redelivery is acknowledged without effect. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: tstz("received_at").notNull().defaultNow(),
});

export type SubscriptionPlanRow = typeof subscriptionPlans.$inferSelect;
export type ExpertReviewOfferingRow = typeof expertReviewOffering.$inferSelect;
export type BillingAccountRow = typeof billingAccounts.$inferSelect;
export type ExpertReviewOrderRow = typeof expertReviewOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
