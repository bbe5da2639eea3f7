import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { expertReviewOrders, projects, type ExpertReviewOrderStatus } from "@/db/schema";

// Expert review orders. Every read for a user puts the owner in the where clause; the admin reads
// (listOrders, getOrderById) do not. Status moves are compare-and-set on the current status, so a
// webhook and a confirm racing each other apply once.

const orderColumns = {
  id: expertReviewOrders.id,
  userId: expertReviewOrders.userId,
  projectId: expertReviewOrders.projectId,
  // The project's current name while it exists, else the name it had when the order was placed.
  projectName: sql<string>`coalesce(${projects.name}, ${expertReviewOrders.projectName})`,
  status: expertReviewOrders.status,
  notes: expertReviewOrders.notes,
  amountCents: expertReviewOrders.amountCents,
  currency: expertReviewOrders.currency,
  checkoutSessionId: expertReviewOrders.checkoutSessionId,
  createdAt: expertReviewOrders.createdAt,
  paidAt: expertReviewOrders.paidAt,
  updatedAt: expertReviewOrders.updatedAt,
};

export interface OrderRecord {
  id: string;
  userId: string;
  projectId: string | null;
  projectName: string;
  status: ExpertReviewOrderStatus;
  notes: string | null;
  amountCents: number;
  currency: string;
  checkoutSessionId: string;
  createdAt: Date;
  paidAt: Date | null;
  updatedAt: Date;
}

function selectOrders(db: Database, where: SQL | undefined) {
  return db
    .select(orderColumns)
    .from(expertReviewOrders)
    .leftJoin(projects, eq(projects.id, expertReviewOrders.projectId))
    .where(where);
}

export async function insertOrder(
  tx: Database,
  values: { userId: string; projectId: string; projectName: string; notes: string | null; amountCents: number; currency: string; checkoutSessionId: string },
): Promise<string> {
  const [row] = await tx.insert(expertReviewOrders).values(values).returning({ id: expertReviewOrders.id });
  return row!.id;
}

export async function listOrdersOfUser(db: Database, userId: string): Promise<OrderRecord[]> {
  return selectOrders(db, eq(expertReviewOrders.userId, userId)).orderBy(desc(expertReviewOrders.createdAt));
}

export async function findOrderOfUser(db: Database, p: { userId: string; orderId: string }): Promise<OrderRecord | undefined> {
  const [row] = await selectOrders(db, and(eq(expertReviewOrders.userId, p.userId), eq(expertReviewOrders.id, p.orderId)));
  return row;
}

export async function findOrderOfUserBySession(
  db: Database,
  p: { userId: string; checkoutSessionId: string },
): Promise<OrderRecord | undefined> {
  const [row] = await selectOrders(
    db,
    and(eq(expertReviewOrders.userId, p.userId), eq(expertReviewOrders.checkoutSessionId, p.checkoutSessionId)),
  );
  return row;
}

export async function getOrderById(db: Database, orderId: string): Promise<OrderRecord | undefined> {
  const [row] = await selectOrders(db, eq(expertReviewOrders.id, orderId));
  return row;
}

/** A page of all orders, newest first, optionally of one status (admin). */
export async function listOrders(
  db: Database,
  p: { status?: ExpertReviewOrderStatus; page: number; size: number },
): Promise<{ rows: OrderRecord[]; total: number }> {
  const where = p.status ? eq(expertReviewOrders.status, p.status) : undefined;
  const rows = await selectOrders(db, where)
    .orderBy(desc(expertReviewOrders.createdAt), desc(expertReviewOrders.id))
    .limit(p.size)
    .offset(p.page * p.size);
  const [total] = await db.select({ n: count() }).from(expertReviewOrders).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Moves an order from `from` to `to`; false when it was not in `from` (someone moved it first). */
export async function moveOrderStatus(
  tx: Database,
  p: { orderId: string; from: ExpertReviewOrderStatus; to: ExpertReviewOrderStatus },
): Promise<boolean> {
  const rows = await tx
    .update(expertReviewOrders)
    .set({ status: p.to, updatedAt: new Date(), ...(p.to === "PAID" ? { paidAt: new Date() } : {}) })
    .where(and(eq(expertReviewOrders.id, p.orderId), eq(expertReviewOrders.status, p.from)))
    .returning({ id: expertReviewOrders.id });
  return rows.length > 0;
}
