import "server-only";
import { getDb } from "@/db/client";
import { getOffering, listPlans } from "./catalog-repo";
import { toOfferingDto, toPlanDto, type ExpertReviewOfferingDto, type SubscriptionPlanDto } from "./dto";

// The public catalog: works without Stripe, and never shows price ids.

export interface SubscriptionPlansResponse {
  plans: SubscriptionPlanDto[];
  expertReview: ExpertReviewOfferingDto | null;
}

export async function publicCatalog(): Promise<SubscriptionPlansResponse> {
  const db = await getDb();
  const [plans, offering] = await Promise.all([listPlans(db, { activeOnly: true }), getOffering(db)]);
  return {
    plans: plans.map((p) => toPlanDto(p)),
    expertReview: offering?.active ? toOfferingDto(offering) : null,
  };
}
