"use client";

import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import type { ExpertReviewOffering } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdateOffering } from "@/lib/client/use-admin-config";
import { PricedFields, usePricedSubmit } from "./priced-fields";

const FIELDS = ["name", "description", "priceCents", "currency", "stripePriceId"] as const;

/** The expert review offering: what a claim review costs and whether it is on sale. */
export function OfferingEditor({ offering }: { offering: ExpertReviewOffering }) {
  const update = useUpdateOffering();
  const errors = toFormErrors(update.error, FIELDS);
  const { priceError, onSubmit } = usePricedSubmit(update.mutate, (form) => ({ active: form.get("active") === "on" }));

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="offering-title">
      <h3 id="offering-title">Expert review</h3>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. New orders use it from now on.</Alert>}
      <PricedFields
        idPrefix="offering"
        item={offering}
        priceLabel="Price"
        stripeHint="Leave blank to take the review off Stripe checkout."
        errors={errors.fields}
        priceError={priceError}
      />
      <div className="check-row">
        <label>
          <input type="checkbox" name="active" defaultChecked={offering.active} /> Active
        </label>
      </div>
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel="Saving…">
          Save expert review
        </SubmitButton>
      </div>
    </form>
  );
}
