import type { Metadata } from "next";
import { PricingView } from "@/components/billing/pricing-view";

export const metadata: Metadata = { title: "Pricing" };

export default function PricingPage() {
  return <PricingView />;
}
