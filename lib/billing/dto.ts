import type { ExpertReviewOfferingRow, SubscriptionPlanRow } from "@/db/schema";
import type { OrderRecord } from "./orders-repo";

// The billing records of CONTRACT.md §3. Price ids appear only where `withPriceId` is asked (admin).

export function toPlanDto(row: SubscriptionPlanRow, withPriceId = false) {
  return {
    tier: row.tier,
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    currency: row.currency,
    interval: row.interval,
    features: row.features,
    active: row.active,
    purchasable: row.purchasable,
    ...(withPriceId ? { stripePriceId: row.stripePriceId } : {}),
  };
}

export function toOfferingDto(row: ExpertReviewOfferingRow, withPriceId = false) {
  return {
    name: row.name,
    description: row.description,
    priceCents: row.priceCents,
    currency: row.currency,
    active: row.active,
    ...(withPriceId ? { stripePriceId: row.stripePriceId } : {}),
  };
}

export function toOrderDto(row: OrderRecord) {
  return {
    id: row.id,
    projectId: row.projectId,
    projectName: row.projectName,
    status: row.status,
    notes: row.notes,
    amountCents: row.amountCents,
    currency: row.currency,
    checkoutSessionId: row.checkoutSessionId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type SubscriptionPlanDto = ReturnType<typeof toPlanDto>;
export type ExpertReviewOfferingDto = ReturnType<typeof toOfferingDto>;
export type ExpertReviewOrderDto = ReturnType<typeof toOrderDto>;
