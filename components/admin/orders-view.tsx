"use client";

import Link from "next/link";
import { SelectField } from "@/components/ui/select-field";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/client/admin-types";
import { useOrders } from "@/lib/client/use-admin-config";
import { formatDate, formatMoney, ORDER_STATUS_LABELS } from "./format";
import { OrderStatusBadge } from "./order-status-badge";
import { PagedTable } from "./paged-table";
import { useStatusPaging } from "./status-paging";

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [{ value: "", label: "Any status" }, ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))];

/** The expert review queue: paid orders wait for a reviewer, newest changes first. */
export function OrdersView() {
  const { page, setPage, status, onStatus } = useStatusPaging<OrderStatus>();
  const query = useOrders({ page, size: PAGE_SIZE, status });
  return (
    <>
      <header className="page-header">
        <h1>Expert reviews</h1>
        <p className="muted">Orders for a reviewer to check a claim: take them into review, download the evidence, complete them.</p>
      </header>
      <div className="admin-filters">
        <SelectField name="orderStatus" label="Status" options={STATUS_OPTIONS} onChange={onStatus} />
      </div>
      <PagedTable
        query={query}
        noun="orders"
        caption="Expert review orders"
        empty="No orders here."
        columns={["Project", "Status", "Amount", "Ordered", "Paid", "Updated"]}
        onPage={setPage}
      >
        {(o) => (
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
        )}
      </PagedTable>
    </>
  );
}
