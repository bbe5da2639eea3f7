"use client";

import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import type { SubscriptionPlan } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdatePlan } from "@/lib/client/use-admin-config";
import { featureLines } from "./price-fields";
import { PricedFields, usePricedSubmit } from "./priced-fields";

const FIELDS = ["name", "description", "priceCents", "currency", "features", "stripePriceId"] as const;

/** One plan's card: name, price, features, whether it is on sale, and its Stripe price. */
export function PlanEditor({ plan }: { plan: SubscriptionPlan }) {
  const update = useUpdatePlan(plan.tier);
  const errors = toFormErrors(update.error, FIELDS);
  const idPrefix = `plan-${plan.tier}`;
  const { priceError, onSubmit } = usePricedSubmit(update.mutate, (form) => ({
    features: featureLines(form.get("features")),
    active: form.get("active") === "on",
    purchasable: form.get("purchasable") === "on",
  }));

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h3 id={`${idPrefix}-title`}>
        {plan.name} <span className="badge badge-muted">{plan.tier}</span>
      </h3>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. New checkouts use it from now on.</Alert>}
      <PricedFields
        idPrefix={idPrefix}
        item={plan}
        priceLabel="Price a month"
        stripeHint="Leave blank to take the plan off Stripe checkout."
        errors={errors.fields}
        priceError={priceError}
      >
        <TextAreaField
          id={`${idPrefix}-features`}
          name="features"
          label="Features"
          hint="One a line."
          rows={4}
          defaultValue={plan.features.join("\n")}
          error={errors.fields.features}
        />
      </PricedFields>
      <div className="check-row">
        <label>
          <input type="checkbox" name="active" defaultChecked={plan.active} /> Active
        </label>
        <label>
          <input type="checkbox" name="purchasable" defaultChecked={plan.purchasable} /> Purchasable
        </label>
      </div>
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel="Saving…">
          Save {plan.name}
        </SubmitButton>
      </div>
    </form>
  );
}
