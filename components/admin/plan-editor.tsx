"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import type { SubscriptionPlan } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdatePlan } from "@/lib/client/use-admin-config";
import { centsToDollars, dollarsToCents, featureLines, optionalText } from "./price-fields";

const FIELDS = ["name", "description", "priceCents", "currency", "features", "stripePriceId"] as const;

/** One plan's card: name, price, features, whether it is on sale, and its Stripe price. */
export function PlanEditor({ plan }: { plan: SubscriptionPlan }) {
  const update = useUpdatePlan(plan.tier);
  const [priceError, setPriceError] = useState<string | null>(null);
  const errors = toFormErrors(update.error, FIELDS);
  const id = (f: string) => `plan-${plan.tier}-${f}`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const priceCents = dollarsToCents(String(form.get("price") ?? ""));
    if (priceCents === null) return setPriceError("Enter a price of 0 or more, in dollars.");
    setPriceError(null);
    update.mutate({
      name: String(form.get("name") ?? "").trim(),
      description: optionalText(form.get("description")),
      priceCents,
      currency: String(form.get("currency") ?? "").trim().toLowerCase(),
      features: featureLines(form.get("features")),
      active: form.get("active") === "on",
      purchasable: form.get("purchasable") === "on",
      stripePriceId: optionalText(form.get("stripePriceId")),
    });
  }

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby={id("title")}>
      <h3 id={id("title")}>
        {plan.name} <span className="badge badge-muted">{plan.tier}</span>
      </h3>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. New checkouts use it from now on.</Alert>}
      <TextField id={id("name")} name="name" label="Name" defaultValue={plan.name} maxLength={100} error={errors.fields.name} />
      <TextAreaField
        id={id("description")}
        name="description"
        label="Description"
        rows={2}
        defaultValue={plan.description ?? ""}
        error={errors.fields.description}
      />
      <div className="field-row">
        <TextField
          id={id("price")}
          name="price"
          label="Price a month"
          inputMode="decimal"
          defaultValue={centsToDollars(plan.priceCents)}
          error={priceError ?? errors.fields.priceCents}
        />
        <TextField id={id("currency")} name="currency" label="Currency" defaultValue={plan.currency} maxLength={3} error={errors.fields.currency} />
      </div>
      <TextAreaField
        id={id("features")}
        name="features"
        label="Features"
        hint="One a line."
        rows={4}
        defaultValue={plan.features.join("\n")}
        error={errors.fields.features}
      />
      <TextField
        id={id("stripePriceId")}
        name="stripePriceId"
        label="Stripe price id"
        hint="Leave blank to take the plan off Stripe checkout."
        defaultValue={plan.stripePriceId ?? ""}
        error={errors.fields.stripePriceId}
      />
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
