"use client";

import "./billing.css";
import { Suspense, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { isApiError } from "@/lib/client/api-error";
import { toFormErrors } from "@/lib/client/form-errors";
import { useExpertReviewCheckout, useExpertReviewOrders, usePlans } from "@/lib/client/use-billing-checkout";
import { formatPrice } from "./billing-labels";
import { CanceledNotice } from "./canceled-notice";
import { CheckoutError } from "./checkout-error";
import { OrdersList } from "./orders-list";

// Stripe keeps the notes in the checkout metadata, whose values stop at 500 characters.
const NOTES_MAX = 500;

/** "Request expert review" on a project: notes for the reviewer, payment through Checkout, and the project's orders. */
export function ExpertReviewCard({ projectId }: { projectId: string }) {
  const plans = usePlans();
  const orders = useExpertReviewOrders();
  const checkout = useExpertReviewCheckout(projectId);
  const [open, setOpen] = useState(false);
  const [notes, setNotes] = useState("");

  const offering = plans.data?.expertReview?.active ? plans.data.expertReview : null;
  const mine = (orders.data ?? []).filter((o) => o.projectId === projectId);
  if (!offering && mine.length === 0) return null;

  const errors = toFormErrors(checkout.error, ["notes"] as const);
  const validation = isApiError(checkout.error) && checkout.error.code === "VALIDATION_FAILED";
  const leaving = checkout.isPending || checkout.isSuccess;
  const price = offering ? formatPrice(offering.priceCents, offering.currency) : null;
  const ordered = mine.some((o) => o.status !== "CANCELED" && o.status !== "PENDING_PAYMENT");

  function submit(e: FormEvent) {
    e.preventDefault();
    checkout.mutate(notes.trim());
  }

  return (
    <section aria-labelledby="expert-review-title" className="expert-review-card">
      <header>
        <h2 id="expert-review-title">Expert review</h2>
        <p className="muted small">
          {offering?.description ?? "An SR&ED specialist reads this project's claim and evidence and tells you what to strengthen before you file."}
        </p>
      </header>
      <div className="card expert-review-body">
        <Suspense>
          <CanceledNotice>Checkout canceled: nothing was charged. You can request the review again whenever you are ready.</CanceledNotice>
        </Suspense>
        {mine.length > 0 && <OrdersList orders={mine} showProject={false} />}
        {offering && !open && (
          <div className="expert-review-offer">
            <p className="plan-price">
              <strong>{price}</strong>
              <span className="muted"> per review, paid once</span>
            </p>
            <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
              {ordered ? "Request another review" : "Request expert review"}
            </button>
          </div>
        )}
        {offering && open && (
          <form className="form expert-review-form" onSubmit={submit} noValidate>
            <TextAreaField
              name="notes"
              id="expert-review-notes"
              label="Notes for the reviewer (optional)"
              hint={`What should the reviewer look at first? Deadlines, doubts, parts you are unsure of. Up to ${NOTES_MAX} characters.`}
              value={notes}
              maxLength={NOTES_MAX}
              onChange={(e) => setNotes(e.target.value)}
              error={errors.fields.notes}
            />
            {validation ? errors.form && <CheckoutError error={new Error(errors.form)} /> : <CheckoutError error={checkout.error} />}
            <div className="expert-review-actions">
              <SubmitButton pending={leaving} pendingLabel="Opening checkout…">
                Continue to payment ({price})
              </SubmitButton>
              <button
                type="button"
                className="button button-ghost"
                disabled={leaving}
                onClick={() => {
                  checkout.reset();
                  setOpen(false);
                }}
              >
                Cancel
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
