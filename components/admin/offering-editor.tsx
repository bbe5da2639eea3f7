"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import type { ExpertReviewOffering } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdateOffering } from "@/lib/client/use-admin-config";
import { centsToDollars, dollarsToCents, optionalText } from "./price-fields";

const FIELDS = ["name", "description", "priceCents", "currency", "stripePriceId"] as const;

/** The expert review offering: what a claim review costs and whether it is on sale. */
export function OfferingEditor({ offering }: { offering: ExpertReviewOffering }) {
  const update = useUpdateOffering();
  const [priceError, setPriceError] = useState<string | null>(null);
  const errors = toFormErrors(update.error, FIELDS);

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
      active: form.get("active") === "on",
      stripePriceId: optionalText(form.get("stripePriceId")),
    });
  }

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="offering-title">
      <h3 id="offering-title">Expert review</h3>
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. New orders use it from now on.</Alert>}
      <TextField id="offering-name" name="name" label="Name" defaultValue={offering.name} maxLength={100} error={errors.fields.name} />
      <TextAreaField
        id="offering-description"
        name="description"
        label="Description"
        rows={2}
        defaultValue={offering.description ?? ""}
        error={errors.fields.description}
      />
      <div className="field-row">
        <TextField
          id="offering-price"
          name="price"
          label="Price"
          inputMode="decimal"
          defaultValue={centsToDollars(offering.priceCents)}
          error={priceError ?? errors.fields.priceCents}
        />
        <TextField
          id="offering-currency"
          name="currency"
          label="Currency"
          defaultValue={offering.currency}
          maxLength={3}
          error={errors.fields.currency}
        />
      </div>
      <TextField
        id="offering-stripePriceId"
        name="stripePriceId"
        label="Stripe price id"
        hint="Leave blank to take the review off Stripe checkout."
        defaultValue={offering.stripePriceId ?? ""}
        error={errors.fields.stripePriceId}
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
