import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db/client";
import { expertReviewOffering, subscriptionPlans } from "@/db/schema";
import { E2E_EXPERT_REVIEW_PRICE, E2E_PLAN_PRICES } from "./stripe-prices";

// Run by playwright.config.ts's web server command just before the server starts: the embedded
// database allows one process at a time, so the catalog's Stripe price ids (empty until an admin
// sets them) are written here, after the migrations, and the database closed again.

const db = await getDb();
try {
  for (const [tier, price] of Object.entries(E2E_PLAN_PRICES)) {
    await db
      .update(subscriptionPlans)
      .set({ stripePriceId: price.id })
      .where(eq(subscriptionPlans.tier, tier as keyof typeof E2E_PLAN_PRICES));
  }
  await db.update(expertReviewOffering).set({ stripePriceId: E2E_EXPERT_REVIEW_PRICE.id });
} finally {
  await closeDb();
}
