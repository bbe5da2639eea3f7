"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import type { TierQuota } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdateTierQuota } from "@/lib/client/use-admin-config";
import { TIER_LABELS } from "./format";
import { LimitField } from "./limit-field";
import { readLimits, type LimitUnit } from "./limit-fields";

const UNITS = { aiRunsPerMonth: "count", storageBytes: "megabytes", maxProjects: "count" } satisfies Record<string, LimitUnit>;
type Field = keyof typeof UNITS;
const FIELDS = Object.keys(UNITS) as Field[];
const BLANK = "Blank for unlimited.";

export function TierQuotaEditor({ quota }: { quota: TierQuota }) {
  const update = useUpdateTierQuota(quota.tier);
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const server = toFormErrors(update.error, FIELDS);
  const id = (f: string) => `quota-${quota.tier}-${f}`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { values, errors } = readLimits<Field>(new FormData(e.currentTarget), UNITS);
    setLocal(errors);
    if (Object.keys(errors).length === 0) update.mutate(values);
  }

  const error = (f: Field) => local[f] ?? server.fields[f];
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby={id("title")}>
      <h3 id={id("title")}>{TIER_LABELS[quota.tier]}</h3>
      {server.form && <Alert tone="error">{server.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. It applies from the next request.</Alert>}
      <LimitField
        id={id("runs")}
        name="aiRunsPerMonth"
        label="AI runs a month"
        unit="count"
        value={quota.aiRunsPerMonth}
        hint={BLANK}
        error={error("aiRunsPerMonth")}
      />
      <LimitField
        id={id("storage")}
        name="storageBytes"
        label="Storage (MB)"
        unit="megabytes"
        value={quota.storageBytes}
        hint={BLANK}
        error={error("storageBytes")}
      />
      <LimitField id={id("projects")} name="maxProjects" label="Projects" unit="count" value={quota.maxProjects} hint={BLANK} error={error("maxProjects")} />
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel="Saving…">
          Save {TIER_LABELS[quota.tier]}
        </SubmitButton>
      </div>
    </form>
  );
}
