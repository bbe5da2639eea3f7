"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { toFormErrors } from "@/lib/client/form-errors";
import { LimitField } from "./limit-field";
import { readLimits, type LimitUnit } from "./limit-fields";

export interface LimitSpec<F extends string> {
  name: F;
  id: string;
  label: string;
  unit: LimitUnit;
  hint: string;
}

type Limits<F extends string> = Record<F, number | null>;

interface LimitsFormProps<F extends string> {
  titleId: string;
  title: ReactNode;
  limits: readonly LimitSpec<F>[];
  values: Limits<F>;
  update: { mutate: (body: Limits<F>) => void; isPending: boolean; isSuccess: boolean; error: unknown };
  submitLabel: string;
}

/** A card of quota limits: each checked here first, then saved together. */
export function LimitsForm<F extends string>({ titleId, title, limits, values, update, submitLabel }: LimitsFormProps<F>) {
  const [local, setLocal] = useState<Partial<Record<F, string>>>({});
  const server = toFormErrors(update.error, limits.map((l) => l.name));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const units = Object.fromEntries(limits.map((l) => [l.name, l.unit])) as Record<F, LimitUnit>;
    const { values: next, errors } = readLimits(new FormData(e.currentTarget), units);
    setLocal(errors);
    if (Object.keys(errors).length === 0) update.mutate(next);
  }

  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {server.form && <Alert tone="error">{server.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. It applies from the next request.</Alert>}
      {limits.map(({ name, ...field }) => (
        <LimitField key={name} name={name} value={values[name]} error={local[name] ?? server.fields[name]} {...field} />
      ))}
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
