"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import type { GlobalQuota } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdateGlobalQuota } from "@/lib/client/use-admin-config";
import { LimitField } from "./limit-field";
import { readLimits, type LimitUnit } from "./limit-fields";

const UNITS = { aiRunsPerDay: "count", storageBytesTotal: "megabytes" } satisfies Record<string, LimitUnit>;
type Field = keyof typeof UNITS;
const FIELDS = Object.keys(UNITS) as Field[];

/** The caps over all users together: AI runs a day and total storage. */
export function GlobalQuotaEditor({ quota }: { quota: GlobalQuota }) {
  const update = useUpdateGlobalQuota();
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const server = toFormErrors(update.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { values, errors } = readLimits<Field>(new FormData(e.currentTarget), UNITS);
    setLocal(errors);
    if (Object.keys(errors).length === 0) update.mutate(values);
  }

  const error = (f: Field) => local[f] ?? server.fields[f];
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="global-quota-title">
      <h3 id="global-quota-title">All users together</h3>
      {server.form && <Alert tone="error">{server.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. It applies from the next request.</Alert>}
      <LimitField
        id="global-runs"
        name="aiRunsPerDay"
        label="AI runs a day"
        unit="count"
        value={quota.aiRunsPerDay}
        hint="Blank for no daily cap."
        error={error("aiRunsPerDay")}
      />
      <LimitField
        id="global-storage"
        name="storageBytesTotal"
        label="Total storage (MB)"
        unit="megabytes"
        value={quota.storageBytesTotal}
        hint="Blank for no total cap."
        error={error("storageBytesTotal")}
      />
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel="Saving…">
          Save global limits
        </SubmitButton>
      </div>
    </form>
  );
}
