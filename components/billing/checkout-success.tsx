"use client";

import "./billing.css";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { Alert } from "@/components/ui/alert";
import { isApiError } from "@/lib/client/api-error";
import type { CheckoutConfirmation } from "@/lib/client/billing-api";
import { TIER_LABELS } from "@/lib/client/labels";
import { useBilling } from "@/lib/client/use-billing";
import { useConfirmCheckout } from "@/lib/client/use-billing-checkout";
import { OrdersList } from "./orders-list";
import { UsageMeters } from "./usage-meters";

function failure(error: Error): { title: string; message: string; retry: boolean } {
  // Paid after the order was canceled: the server's sentence says what happens to the money.
  if (isApiError(error) && error.code === "CONFLICT" && /canceled/i.test(error.message)) {
    return { title: "This order was canceled", message: error.message, retry: false };
  }
  if (isApiError(error) && error.code === "CONFLICT") {
    return {
      title: "Your payment is not complete yet",
      message: "Stripe has not confirmed the payment. If you just paid, wait a moment and check again; nothing is charged twice.",
      retry: true,
    };
  }
  if (isApiError(error) && error.code === "NOT_FOUND") {
    return { title: "Checkout not found", message: "We could not find this checkout for your account. Are you signed in as the person who paid?", retry: false };
  }
  return { title: "We could not confirm your payment", message: error.message, retry: true };
}

function SubscriptionConfirmed({ confirmedTier }: { confirmedTier: string | undefined }) {
  const billing = useBilling();
  const tier = confirmedTier ?? billing.data?.membershipTier;
  return (
    <>
      <Alert tone="success">Payment received.{tier && ` You are now on the ${TIER_LABELS[tier] ?? tier} plan.`}</Alert>
      <section className="card" aria-labelledby="limits-title">
        <h2 id="limits-title">Your new limits</h2>
        {billing.data ? <UsageMeters usage={billing.data.usage} /> : <p className="muted small">Loading your limits…</p>}
      </section>
      <p className="return-links">
        <Link href="/projects" className="button button-primary">
          Back to your projects
        </Link>
        <Link href="/billing" className="button button-secondary">
          See billing
        </Link>
      </p>
    </>
  );
}

function ReviewConfirmed({ result }: { result: CheckoutConfirmation }) {
  const order = result.order;
  return (
    <>
      <Alert tone="success">Payment received. Your expert review is booked; we will email you when the reviewer starts.</Alert>
      {order && (
        <div className="card orders-card">
          <OrdersList orders={[order]} showProject />
        </div>
      )}
      <p className="return-links">
        {order?.projectId && (
          <Link href={`/projects/${order.projectId}`} className="button button-primary">
            Back to the project
          </Link>
        )}
        <Link href="/billing" className="button button-secondary">
          See all orders
        </Link>
      </p>
    </>
  );
}

/** Stripe sends the browser here after paying: confirm the checkout, then show what changed. */
export function CheckoutSuccess() {
  const params = useSearchParams();
  const sessionId = params.get("session_id") ?? params.get("sessionId");
  const confirm = useConfirmCheckout();
  // One confirmation per visit, even when React runs the effect twice; "Check again" asks anew.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !sessionId) return;
    started.current = true;
    confirm.mutate(sessionId);
  }, [sessionId, confirm]);

  const result = confirm.data;
  const failed = confirm.error ? failure(confirm.error) : null;
  const title = !sessionId
    ? "Nothing to confirm"
    : result
      ? result.kind === "SUBSCRIPTION"
        ? "Your plan is upgraded"
        : "Expert review ordered"
      : (failed?.title ?? "Confirming your payment");

  return (
    <div className="container billing-page checkout-return">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {!sessionId && (
        <>
          <Alert tone="info">This page is where Stripe brings you back after a payment, and this link names no payment.</Alert>
          <p>
            <Link href="/billing">Go to billing</Link>
          </p>
        </>
      )}
      {sessionId && confirm.isPending && (
        <p className="muted" role="status">
          Checking the payment with Stripe…
        </p>
      )}
      {failed && (
        <>
          <Alert tone="error">{failed.message}</Alert>
          <p className="return-links">
            {failed.retry && sessionId && (
              <button type="button" className="button button-primary" onClick={() => confirm.mutate(sessionId)}>
                Check again
              </button>
            )}
            <Link href="/billing" className="button button-secondary">
              Go to billing
            </Link>
          </p>
        </>
      )}
      {result?.kind === "SUBSCRIPTION" && <SubscriptionConfirmed confirmedTier={result.membershipTier} />}
      {result?.kind === "EXPERT_REVIEW" && <ReviewConfirmed result={result} />}
    </div>
  );
}
