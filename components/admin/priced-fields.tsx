import { useState, type FormEvent, type ReactNode } from "react";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import type { ExpertReviewOffering } from "@/lib/client/admin-types";
import { centsToDollars, PRICE_ERROR, readPricedFields } from "./price-fields";

type PricedField = "name" | "description" | "priceCents" | "currency" | "stripePriceId";

interface PricedFieldsProps {
  idPrefix: string;
  item: Omit<ExpertReviewOffering, "active">;
  priceLabel: string;
  stripeHint: string;
  errors: Partial<Record<PricedField, string>>;
  priceError: string | null;
  /** Fields of one kind of item only, shown before its Stripe price id. */
  children?: ReactNode;
}

/** What a plan and the expert review are both sold by: name, description, price and Stripe price. */
export function PricedFields({ idPrefix, item, priceLabel, stripeHint, errors, priceError, children }: PricedFieldsProps) {
  const id = (f: string) => `${idPrefix}-${f}`;
  return (
    <>
      <TextField id={id("name")} name="name" label="Name" defaultValue={item.name} maxLength={100} error={errors.name} />
      <TextAreaField
        id={id("description")}
        name="description"
        label="Description"
        rows={2}
        defaultValue={item.description ?? ""}
        error={errors.description}
      />
      <div className="field-row">
        <TextField
          id={id("price")}
          name="price"
          label={priceLabel}
          inputMode="decimal"
          defaultValue={centsToDollars(item.priceCents)}
          error={priceError ?? errors.priceCents}
        />
        <TextField id={id("currency")} name="currency" label="Currency" defaultValue={item.currency} maxLength={3} error={errors.currency} />
      </div>
      {children}
      <TextField
        id={id("stripePriceId")}
        name="stripePriceId"
        label="Stripe price id"
        hint={stripeHint}
        defaultValue={item.stripePriceId ?? ""}
        error={errors.stripePriceId}
      />
    </>
  );
}

type PricedValues = NonNullable<ReturnType<typeof readPricedFields>>;

/** A priced item's submit: the shared fields checked and read, `extra` reading the item's own. */
export function usePricedSubmit<E>(save: (body: PricedValues & E) => void, extra: (form: FormData) => E) {
  const [priceError, setPriceError] = useState<string | null>(null);
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const priced = readPricedFields(form);
    if (priced === null) return setPriceError(PRICE_ERROR);
    setPriceError(null);
    save({ ...priced, ...extra(form) });
  }
  return { priceError, onSubmit };
}
