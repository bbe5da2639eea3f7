import type { Metadata } from "next";
import { PlansView } from "@/components/admin/plans-view";

export const metadata: Metadata = { title: "Plans · Admin" };

export default function AdminPlansPage() {
  return <PlansView />;
}
