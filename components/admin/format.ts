import type { OrderStatus, Tier } from "@/lib/client/admin-types";

export const TIER_LABELS: Record<Tier, string> = {
  FREE: "Free",
  STARTER: "Starter",
  PROFESSIONAL: "Professional",
  ENTERPRISE: "Enterprise",
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "Pending payment",
  PAID: "Paid",
  IN_REVIEW: "In review",
  COMPLETED: "Completed",
  CANCELED: "Canceled",
};

/** The admin status moves CONTRACT.md allows, as buttons: the label names the move, not the state. */
export const ORDER_MOVES: Record<OrderStatus, readonly { to: OrderStatus; label: string }[]> = {
  PENDING_PAYMENT: [{ to: "CANCELED", label: "Cancel order" }],
  PAID: [
    { to: "IN_REVIEW", label: "Start review" },
    { to: "CANCELED", label: "Cancel order" },
  ],
  IN_REVIEW: [{ to: "COMPLETED", label: "Mark completed" }],
  COMPLETED: [],
  CANCELED: [],
};

const dateFormat = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "short", day: "numeric" });

export const formatDate = (iso: string | null | undefined) => (iso ? dateFormat.format(new Date(iso)) : "—");

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat("en-CA", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "Unlimited";
  if (bytes >= GIB && bytes % GIB === 0) return `${bytes / GIB} GB`;
  return `${Math.round((bytes / MIB) * 10) / 10} MB`;
}

export const formatLimit = (n: number | null) => (n === null ? "Unlimited" : n.toLocaleString("en-CA"));
