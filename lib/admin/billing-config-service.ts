import "server-only";
import { getDb } from "@/db/client";
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
