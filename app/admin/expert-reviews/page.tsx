import type { Metadata } from "next";
import { OrdersView } from "@/components/admin/orders-view";

export const metadata: Metadata = { title: "Expert reviews · Admin" };

export default function AdminExpertReviewsPage() {
  return <OrdersView />;
}
