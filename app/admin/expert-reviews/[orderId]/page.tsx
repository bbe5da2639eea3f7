import type { Metadata } from "next";
import { OrderDetail } from "@/components/admin/order-detail";

export const metadata: Metadata = { title: "Expert review · Admin" };

export default async function AdminOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <OrderDetail orderId={orderId} />;
}
