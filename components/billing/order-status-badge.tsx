import type { ExpertReviewStatus } from "@/lib/client/billing-api";
import { ORDER_STATUS } from "./billing-labels";

export function OrderStatusBadge({ status }: { status: ExpertReviewStatus }) {
  const s = ORDER_STATUS[status] ?? { label: status, tone: "muted" };
  return <span className={`badge order-status order-status-${s.tone}`}>{s.label}</span>;
}
