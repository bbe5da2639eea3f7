import "server-only";
import Stripe from "stripe";
import { getDb } from "@/db/client";
import type { ExpertReviewOrderStatus, UserRow } from "@/db/schema";
import { toOrderDto, type ExpertReviewOrderDto } from "@/lib/billing/dto";
import { getOrderById, listOrders, moveOrderStatus, type OrderRecord } from "@/lib/billing/orders-repo";
import { cancelPendingPayment } from "@/lib/billing/payments-repo";
import { callStripe } from "@/lib/billing/stripe";
import { AppError, notFound } from "@/lib/errors";
import { succeededRunAnswers } from "@/lib/projects/overview-repo";
import { limitAdminWrite, recordAdminWrite } from "./audit";
import { findOrderProject, findOrderUser } from "./orders-repo";
import { toPage, type Page } from "./page";
import type { PageRequest } from "./schemas";

/** The moves an admin may make; everything else (including staying put) is 409. */
const ALLOWED_MOVES: Record<ExpertReviewOrderStatus, ExpertReviewOrderStatus[]> = {
  PENDING_PAYMENT: ["CANCELED"],
  PAID: ["IN_REVIEW", "CANCELED"],
  IN_REVIEW: ["COMPLETED"],
  COMPLETED: [],
  CANCELED: [],
};

export async function getOrderOrThrow(orderId: string): Promise<OrderRecord> {
  const order = await getOrderById(await getDb(), orderId);
  if (!order) throw notFound("Order");
  return order;
}

/** Only a paid order opens the client's project to the reviewer: merely starting a checkout does not. */
const FILES_VISIBLE: readonly ExpertReviewOrderStatus[] = ["PAID", "IN_REVIEW", "COMPLETED"];

/** The order, when its status lets a reviewer read the client's files and drafts; 409 otherwise. */
export async function getReviewableOrder(orderId: string): Promise<OrderRecord> {
  const order = await getOrderOrThrow(orderId);
  if (!FILES_VISIBLE.includes(order.status)) {
    throw new AppError("CONFLICT", `The client's files are not available for a ${order.status} order`);
  }
  return order;
}

export async function listAllOrders(request: PageRequest & { status?: ExpertReviewOrderStatus }): Promise<Page<ExpertReviewOrderDto>> {
  const { rows, total } = await listOrders(await getDb(), request);
  return toPage(rows.map(toOrderDto), request, total);
}

export async function orderDetails(orderId: string) {
  const order = await getOrderOrThrow(orderId);
  const db = await getDb();
  const [user, project] = await Promise.all([
    findOrderUser(db, order.userId),
    order.projectId ? findOrderProject(db, order.projectId) : undefined,
  ]);
  return { ...toOrderDto(order), user: user ?? null, project: project ?? null };
}

const unknownToStripe = (err: unknown) =>
  err instanceof AppError && err.cause instanceof Stripe.errors.StripeError && err.cause.statusCode === 404;

/**
 * Closes a pending order's checkout at Stripe, so the buyer can no longer pay for an order that is
 * being canceled. A session already complete (paid, or an asynchronous payment under way) is 409:
 * the payment settles the order instead. A session Stripe does not know (another Stripe account's)
 * cannot be paid, so there is nothing to close.
 */
async function closeCheckout(sessionId: string): Promise<void> {
  const session = await callStripe("retrieve checkout session", (s) => s.checkout.sessions.retrieve(sessionId)).catch(
    (err: unknown) => {
      if (unknownToStripe(err)) return null;
      throw err;
    },
  );
  if (!session) return;
  if (session.status === "complete") {
    throw new AppError("CONFLICT", "The buyer already completed this checkout; the order can no longer be canceled unpaid");
  }
  if (session.status === "open") await callStripe("expire checkout session", (s) => s.checkout.sessions.expire(sessionId));
}

export async function moveOrder(admin: UserRow, orderId: string, to: ExpertReviewOrderStatus): Promise<ExpertReviewOrderDto> {
  const db = await getDb();
  await limitAdminWrite(db, admin);
  const current = await getOrderById(db, orderId);
  if (current?.status === "PENDING_PAYMENT" && to === "CANCELED") await closeCheckout(current.checkoutSessionId);
  return db.transaction(async (tx) => {
    const before = await getOrderById(tx, orderId);
    if (!before) throw notFound("Order");
    if (!ALLOWED_MOVES[before.status].includes(to)) {
      throw new AppError("CONFLICT", `An order cannot move from ${before.status} to ${to}`);
    }
    if (before.status === "PENDING_PAYMENT") await cancelPendingPayment(tx, before.checkoutSessionId);
    // Compare-and-set: a webhook that moved the order meanwhile wins, and this answers 409.
    if (!(await moveOrderStatus(tx, { orderId, from: before.status, to }))) {
      throw new AppError("CONFLICT", "The order changed meanwhile; reload it and try again");
    }
    const after = toOrderDto((await getOrderById(tx, orderId))!);
    await recordAdminWrite(tx, admin, { action: "ORDER_STATUS_UPDATE", targetType: "EXPERT_REVIEW_ORDER", targetId: orderId, before: toOrderDto(before), after });
    return after;
  });
}

/** The newest succeeded T661 run of the order's project, with the worker's result. */
export async function latestT661(orderId: string) {
  const order = await getReviewableOrder(orderId);
  if (!order.projectId) throw notFound("The order's project");
  const [answer] = await succeededRunAnswers(await getDb(), { projectId: order.projectId, type: "T661", limit: 1 });
  if (!answer) throw notFound("A T661 result for this project");
  return { runId: answer.runId, sessionId: answer.sessionId, createdAt: answer.at.toISOString(), result: answer.payload };
}
