"use client";

import "./billing.css";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Alert } from "@/components/ui/alert";

/** Stripe's "back" link lands here: nothing was charged, and the user picks up where they were. */
export function CheckoutCanceled() {
  const projectId = useSearchParams().get("projectId");
  return (
    <div className="container billing-page checkout-return">
      <header className="page-header">
        <h1>Checkout canceled</h1>
      </header>
      <Alert tone="info">You left the checkout before paying. Nothing was charged and your plan is unchanged.</Alert>
      <p className="return-links">
        {projectId ? (
          <Link href={`/projects/${encodeURIComponent(projectId)}`} className="button button-primary">
            Back to the project
          </Link>
        ) : (
          <Link href="/billing" className="button button-primary">
            Back to billing
          </Link>
        )}
        <Link href="/pricing" className="button button-secondary">
          Compare plans
        </Link>
      </p>
    </div>
  );
}
