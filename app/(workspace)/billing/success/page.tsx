import type { Metadata } from "next";
import { Suspense } from "react";
import { CheckoutSuccess } from "@/components/billing/checkout-success";

export const metadata: Metadata = { title: "Payment" };

// Stripe Checkout's success_url: APP_URL/billing/success?session_id={CHECKOUT_SESSION_ID}.
export default function CheckoutSuccessPage() {
  return (
    <Suspense>
      <CheckoutSuccess />
    </Suspense>
  );
}
