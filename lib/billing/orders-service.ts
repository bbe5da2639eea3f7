import "server-only";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { notFound } from "@/lib/errors";
import { toOrderDto, type ExpertReviewOrderDto } from "./dto";
import { findOrderOfUser, findOrderOfUserBySession, listOrdersOfUser } from "./orders-repo";
import { assertPaymentsConfigured } from "./stripe";

// The caller's own expert review orders. Like every payment route, they answer NOT_CONFIGURED
// while Stripe is not set up.

export async function listMyOrders(user: UserRow): Promise<ExpertReviewOrderDto[]> {
  assertPaymentsConfigured();
  return (await listOrdersOfUser(await getDb(), user.id)).map(toOrderDto);
}

export async function getMyOrder(user: UserRow, orderId: string): Promise<ExpertReviewOrderDto> {
  assertPaymentsConfigured();
  const order = await findOrderOfUser(await getDb(), { userId: user.id, orderId });
  if (!order) throw notFound("Expert review order");
  return toOrderDto(order);
}

export async function getMyOrderBySession(user: UserRow, checkoutSessionId: string): Promise<ExpertReviewOrderDto> {
  assertPaymentsConfigured();
  const order = await findOrderOfUserBySession(await getDb(), { userId: user.id, checkoutSessionId });
  if (!order) throw notFound("Expert review order");
  return toOrderDto(order);
}
