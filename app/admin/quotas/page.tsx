import type { Metadata } from "next";
import { QuotasView } from "@/components/admin/quotas-view";

export const metadata: Metadata = { title: "Quotas · Admin" };

export default function AdminQuotasPage() {
  return <QuotasView />;
}
