import type { Metadata } from "next";
import { Suspense } from "react";
import { CheckoutCanceled } from "@/components/billing/checkout-canceled";

export const metadata: Metadata = { title: "Checkout canceled" };

// Stripe Checkout's cancel_url; an expert review's names its project (?projectId=).
export default function CheckoutCanceledPage() {
  return (
    <Suspense>
      <CheckoutCanceled />
    </Suspense>
  );
}
