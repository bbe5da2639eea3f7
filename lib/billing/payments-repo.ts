import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { payments, stripeEvents, type PaymentRow } from "@/db/schema";

// Payment records: one per checkout session this service created, PENDING until the session is
// paid (PAID) or expires (CANCELED). And the ids of the Stripe events already processed.

export async function insertPayment(
  tx: Database,
  values: Pick<PaymentRow, "userId" | "kind" | "checkoutSessionId"> & Partial<Pick<PaymentRow, "orderId" | "tier" | "amountCents" | "currency">>,
): Promise<void> {
  await tx.insert(payments).values(values);
}

export async function getPaymentBySession(db: Database, checkoutSessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.checkoutSessionId, checkoutSessionId));
  return row;
}

export async function getPaymentOfUser(db: Database, p: { userId: string; checkoutSessionId: string }): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, p.userId), eq(payments.checkoutSessionId, p.checkoutSessionId)));
  return row;
}

/** PENDING to PAID; a payment already settled is left alone. */
export async function markPaymentPaid(
  tx: Database,
  p: { checkoutSessionId: string; paymentIntentId: string | null; subscriptionId: string | null },
): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "PAID", paidAt: new Date(), updatedAt: new Date(), stripePaymentIntentId: p.paymentIntentId, stripeSubscriptionId: p.subscriptionId })
    .where(and(eq(payments.checkoutSessionId, p.checkoutSessionId), eq(payments.status, "PENDING")));
}

export async function cancelPendingPayment(tx: Database, checkoutSessionId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "CANCELED", updatedAt: new Date() })
    .where(and(eq(payments.checkoutSessionId, checkoutSessionId), eq(payments.status, "PENDING")));
}

/** Records an event id; false when it was recorded before (a redelivery). */
export async function recordEvent(tx: Database, p: { id: string; type: string }): Promise<boolean> {
  const rows = await tx.insert(stripeEvents).values(p).onConflictDoNothing().returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function eventRecorded(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, id));
  return Boolean(row);
}
