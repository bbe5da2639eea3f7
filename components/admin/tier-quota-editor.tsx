"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { TierQuota } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdateTierQuota } from "@/lib/client/use-admin-config";
import { TIER_LABELS } from "./format";
import { limitText, megabytesText, parseLimit, parseMegabytes } from "./limit-fields";

const FIELDS = ["aiRunsPerMonth", "storageBytes", "maxProjects"] as const;
type Field = (typeof FIELDS)[number];
const BLANK = "Blank for unlimited.";

export function TierQuotaEditor({ quota }: { quota: TierQuota }) {
  const update = useUpdateTierQuota(quota.tier);
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const server = toFormErrors(update.error, FIELDS);
  const id = (f: string) => `quota-${quota.tier}-${f}`;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = {
      aiRunsPerMonth: parseLimit(form.get("aiRunsPerMonth")),
      storageBytes: parseMegabytes(form.get("storageBytes")),
      maxProjects: parseLimit(form.get("maxProjects")),
    };
    const wrong = FIELDS.filter((f) => !parsed[f].ok);
    setLocal(Object.fromEntries(wrong.map((f) => [f, "Enter a whole number of 0 or more, or leave it blank."])));
    if (wrong.length > 0) return;
    const value = (f: Field) => (parsed[f].ok ? parsed[f].value : null);
    update.mutate({ aiRunsPerMonth: value("aiRunsPerMonth"), storageBytes: value("storageBytes"), maxProjects: value("maxProjects") });
  }

  const error = (f: Field) => local[f] ?? server.fields[f];
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby={id("title")}>
      <h3 id={id("title")}>{TIER_LABELS[quota.tier]}</h3>
      {server.form && <Alert tone="error">{server.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. It applies from the next request.</Alert>}
      <TextField
        id={id("runs")}
        name="aiRunsPerMonth"
        label="AI runs a month"
        inputMode="numeric"
        defaultValue={limitText(quota.aiRunsPerMonth)}
        hint={BLANK}
        error={error("aiRunsPerMonth")}
      />
      <TextField
        id={id("storage")}
        name="storageBytes"
        label="Storage (MB)"
        inputMode="decimal"
        defaultValue={megabytesText(quota.storageBytes)}
        hint={BLANK}
        error={error("storageBytes")}
      />
      <TextField
        id={id("projects")}
        name="maxProjects"
        label="Projects"
        inputMode="numeric"
        defaultValue={limitText(quota.maxProjects)}
        hint={BLANK}
        error={error("maxProjects")}
      />
      <div className="form-actions">
        <SubmitButton pending={update.isPending} pendingLabel="Saving…">
          Save {TIER_LABELS[quota.tier]}
        </SubmitButton>
      </div>
    </form>
  );
}
