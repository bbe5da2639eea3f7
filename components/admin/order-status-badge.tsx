import type { OrderStatus } from "@/lib/client/admin-types";
import { ORDER_STATUS_LABELS } from "./format";

const BADGES: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "badge-muted",
  PAID: "badge-warning",
  IN_REVIEW: "badge-warning",
  COMPLETED: "badge-success",
  CANCELED: "badge-danger",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${BADGES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
