"use client";

import Link from "next/link";
import { useMutation } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { orderFilesPath } from "@/lib/client/admin-api";
import type { AdminOrderDetails } from "@/lib/client/admin-types";
import { downloadAuthed } from "@/lib/client/authed-download";
import { useOrder, useSetOrderStatus } from "@/lib/client/use-admin-config";
import { formatDate, formatMoney, ORDER_MOVES } from "./format";
import { LatestT661 } from "./latest-t661";
import { OrderStatusBadge } from "./order-status-badge";

function OrderActions({ order }: { order: AdminOrderDetails }) {
  const move = useSetOrderStatus(order.id);
  const download = useMutation({ mutationFn: () => downloadAuthed(orderFilesPath(order.id), `expert-review-${order.id}.zip`) });
  return (
    <>
      <div className="order-actions">
        {ORDER_MOVES[order.status].map((m) => (
          <button
            key={m.to}
            type="button"
            className={`button ${m.to === "CANCELED" ? "button-ghost-danger" : "button-primary"}`}
            disabled={move.isPending}
            aria-busy={move.isPending && move.variables === m.to}
            onClick={() => move.mutate(m.to)}
          >
            {m.label}
          </button>
        ))}
        {order.project && (
          <button
            type="button"
            className="button button-secondary"
            disabled={download.isPending}
            aria-busy={download.isPending}
            onClick={() => download.mutate()}
          >
            {download.isPending ? "Preparing the zip…" : "Download project files (zip)"}
          </button>
        )}
      </div>
      {move.isError && <Alert tone="error">Could not change the status: {move.error.message}</Alert>}
      {download.isError && <Alert tone="error">Could not download the files: {download.error.message}</Alert>}
    </>
  );
}

export function OrderDetail({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError, error } = useOrder(orderId);
  return (
    <>
      <p className="small">
        <Link href="/admin/expert-reviews">← All expert reviews</Link>
      </p>
      {isPending && (
        <p className="muted" role="status">
          Loading the order…
        </p>
      )}
      {isError && <Alert tone="error">Could not load the order: {error.message}</Alert>}
      {order && (
        <>
          <header className="page-header">
            <h1>Expert review: {order.project?.name ?? order.projectName}</h1>
            <p>
              <OrderStatusBadge status={order.status} />
            </p>
          </header>
          <OrderActions order={order} />
          <section className="card admin-section" aria-labelledby="order-facts">
            <h2 id="order-facts">Order</h2>
            <dl className="order-facts">
              <dt>Client</dt>
              <dd>
                {order.user ? (
                  <>
                    {order.user.fullName ? `${order.user.fullName} · ` : ""}
                    <a href={`mailto:${order.user.email}`}>{order.user.email}</a>
                  </>
                ) : (
                  "Account deleted"
                )}
              </dd>
              <dt>Project</dt>
              <dd>
                {order.project ? `${order.project.name} (fiscal year ${order.project.fiscalYear})` : `${order.projectName} (deleted)`}
              </dd>
              <dt>Amount</dt>
              <dd>{formatMoney(order.amountCents, order.currency)}</dd>
              <dt>Ordered</dt>
              <dd>{formatDate(order.createdAt)}</dd>
              <dt>Paid</dt>
              <dd>{formatDate(order.paidAt)}</dd>
              <dt>Updated</dt>
              <dd>{formatDate(order.updatedAt)}</dd>
              {order.notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{order.notes}</dd>
                </>
              )}
            </dl>
          </section>
          {order.project && <LatestT661 orderId={order.id} />}
        </>
      )}
    </>
  );
}
