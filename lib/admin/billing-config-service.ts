import "server-only";
import { getDb, type Database } from "@/db/client";
import type { MembershipTier, UserRow } from "@/db/schema";
import { getOffering, getPlan, listPlans, updateOffering, updatePlan } from "@/lib/billing/catalog-repo";
import { toOfferingDto, toPlanDto } from "@/lib/billing/dto";
import { AppError } from "@/lib/errors";
import { limitAdminWrite, recordAdminWrite } from "./audit";
import type { OfferingInput, PlanInput } from "./billing-schemas";

// The catalog as admins see it: inactive plans included, with their Stripe price ids. Checkout
// reads the rows on every request, so an edit applies to the next one.

// The migration seeds a plan per tier and the offering; a missing row is a broken database.
const missingSeed = () => new AppError("INTERNAL", "The billing catalog is missing: run the migrations");

const definedOnly = <T extends object>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * A Stripe price id sells one thing: on two plans, the tier a subscription maps to would be whichever
 * row the database returns first; on a plan and the offering, checkout would sell the wrong thing.
 */
async function assertPriceFree(tx: Database, priceId: string | null | undefined, owner: MembershipTier | "EXPERT_REVIEW") {
  if (!priceId) return;
  const plans = await listPlans(tx);
  const offering = await getOffering(tx);
  const taken =
    plans.some((p) => p.tier !== owner && p.stripePriceId === priceId) || (owner !== "EXPERT_REVIEW" && offering?.stripePriceId === priceId);
  if (taken) throw new AppError("CONFLICT", "This Stripe price id is already used by another plan or the expert review offering");
}

export async function billingConfig() {
  const db = await getDb();
  const [plans, offering] = await Promise.all([listPlans(db), getOffering(db)]);
  return { plans: plans.map((p) => toPlanDto(p, true)), expertReview: offering ? toOfferingDto(offering, true) : null };
}

export async function setPlan(admin: UserRow, tier: MembershipTier, input: PlanInput) {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  return db.transaction(async (tx) => {
    const before = await getPlan(tx, tier);
    if (!before) throw missingSeed();
    const changes = definedOnly(input);
    if (Object.keys(changes).length === 0) return toPlanDto(before, true);
    await assertPriceFree(tx, changes.stripePriceId, tier);
    const after = toPlanDto((await updatePlan(tx, tier, changes))!, true);
    await recordAdminWrite(tx, admin, { action: "PLAN_UPDATE", targetType: "PLAN", targetId: tier, before: toPlanDto(before, true), after });
    return after;
  });
}

export async function setOffering(admin: UserRow, input: OfferingInput) {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  return db.transaction(async (tx) => {
    const before = await getOffering(tx);
    if (!before) throw missingSeed();
    const changes = definedOnly(input);
    if (Object.keys(changes).length === 0) return toOfferingDto(before, true);
    await assertPriceFree(tx, changes.stripePriceId, "EXPERT_REVIEW");
    const after = toOfferingDto((await updateOffering(tx, changes))!, true);
    await recordAdminWrite(tx, admin, {
      action: "EXPERT_REVIEW_OFFERING_UPDATE",
      targetType: "EXPERT_REVIEW_OFFERING",
      targetId: null,
      before: toOfferingDto(before, true),
      after,
    });
    return after;
  });
}
