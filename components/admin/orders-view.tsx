"use client";

import Link from "next/link";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { SelectField } from "@/components/ui/select-field";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/client/admin-types";
import { useOrders } from "@/lib/client/use-admin-config";
import { formatDate, formatMoney, ORDER_STATUS_LABELS } from "./format";
import { OrderStatusBadge } from "./order-status-badge";
import { Pager } from "./pager";

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [{ value: "", label: "Any status" }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))];

/** The expert review queue: paid orders wait for a reviewer, newest changes first. */
export function OrdersView() {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const { data, isPending, isError, error, isPlaceholderData } = useOrders({ page, size: PAGE_SIZE, status });
  return (
    <>
      <header className="page-header">
        <h1>Expert reviews</h1>
        <p className="muted">Orders for a reviewer to check a claim: take them into review, download the evidence, complete them.</p>
      </header>
      <div className="admin-filters">
        <SelectField
          name="orderStatus"
          label="Status"
          options={STATUS_OPTIONS}
          onChange={(e) => {
            setStatus((e.target.value || undefined) as OrderStatus | undefined);
            setPage(0);
          }}
        />
      </div>
      {isError && <Alert tone="error">Could not load the orders: {error.message}</Alert>}
      {isPending && (
        <p className="muted" role="status">
          Loading orders…
        </p>
      )}
      {data && data.content.length === 0 && <p className="empty-note">No orders here.</p>}
      {data && data.content.length > 0 && (
        <table className="admin-table" aria-busy={isPlaceholderData}>
          <caption className="visually-hidden">Expert review orders</caption>
          <thead>
            <tr>
              <th scope="col">Project</th>
              <th scope="col">Status</th>
              <th scope="col">Amount</th>
              <th scope="col">Ordered</th>
              <th scope="col">Paid</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((o) => (
              <tr key={o.id}>
                <td data-label="Project">
                  <Link href={`/admin/expert-reviews/${o.id}`}>{o.projectName}</Link>
                </td>
                <td data-label="Status">
                  <OrderStatusBadge status={o.status} />
                </td>
                <td data-label="Amount">{formatMoney(o.amountCents, o.currency)}</td>
                <td data-label="Ordered">{formatDate(o.createdAt)}</td>
                <td data-label="Paid">{formatDate(o.paidAt)}</td>
                <td data-label="Updated">{formatDate(o.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pager page={data.number} totalPages={data.totalPages} totalElements={data.totalElements} noun="orders" onPage={setPage} />}
    </>
  );
}
