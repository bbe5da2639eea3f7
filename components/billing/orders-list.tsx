import Link from "next/link";
import type { ExpertReviewOrder } from "@/lib/client/billing-api";
import { formatDate } from "@/lib/client/labels";
import { formatPrice, ORDER_STATUS } from "./billing-labels";
import { OrderStatusBadge } from "./order-status-badge";

/** Expert review orders with their status; `showProject` names each order's project. */
export function OrdersList({ orders, showProject }: { orders: ExpertReviewOrder[]; showProject: boolean }) {
  return (
    <ul className="order-list" aria-label="Expert review orders">
      {orders.map((o) => (
        <li key={o.id} className="order-row" data-testid="expert-review-order">
          <div className="order-main">
            {showProject &&
              (o.projectId ? (
                <Link href={`/projects/${o.projectId}`} className="order-project">
                  {o.projectName}
                </Link>
              ) : (
                <span className="order-project">{o.projectName} (deleted)</span>
              ))}
            <p className="order-meta small muted">
              <span>Ordered {formatDate(o.createdAt)}</span>
              {o.paidAt && <span>Paid {formatDate(o.paidAt)}</span>}
              <span>{formatPrice(o.amountCents, o.currency)}</span>
            </p>
            {o.notes && <p className="order-notes small">“{o.notes}”</p>}
          </div>
          <div className="order-side">
            <OrderStatusBadge status={o.status} />
            <span className="small muted">{ORDER_STATUS[o.status]?.hint}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
