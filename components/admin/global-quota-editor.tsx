"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { GlobalQuota } from "@/lib/client/admin-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdateGlobalQuota } from "@/lib/client/use-admin-config";
import { limitText, megabytesText, parseLimit, parseMegabytes } from "./limit-fields";

const FIELDS = ["aiRunsPerDay", "storageBytesTotal"] as const;
type Field = (typeof FIELDS)[number];

/** The caps over all users together: AI runs a day and total storage. */
export function GlobalQuotaEditor({ quota }: { quota: GlobalQuota }) {
  const update = useUpdateGlobalQuota();
  const [local, setLocal] = useState<Partial<Record<Field, string>>>({});
  const server = toFormErrors(update.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = { aiRunsPerDay: parseLimit(form.get("aiRunsPerDay")), storageBytesTotal: parseMegabytes(form.get("storageBytesTotal")) };
    const wrong = FIELDS.filter((f) => !parsed[f].ok);
    setLocal(Object.fromEntries(wrong.map((f) => [f, "Enter a whole number of 0 or more, or leave it blank."])));
    if (wrong.length > 0) return;
    const value = (f: Field) => (parsed[f].ok ? parsed[f].value : null);
    update.mutate({ aiRunsPerDay: value("aiRunsPerDay"), storageBytesTotal: value("storageBytesTotal") });
  }

  const error = (f: Field) => local[f] ?? server.fields[f];
  return (
    <form className="card form" onSubmit={onSubmit} noValidate aria-labelledby="global-quota-title">
      <h3 id="global-quota-title">All users together</h3>
      {server.form && <Alert tone="error">{server.form}</Alert>}
      {update.isSuccess && <Alert tone="success">Saved. It applies from the next request.</Alert>}
      <TextField
        id="global-runs"
        name="aiRunsPerDay"
        label="AI runs a day"
        inputMode="numeric"
        defaultValue={limitText(quota.aiRunsPerDay)}
        hint="Blank for no daily cap."
        error={error("aiRunsPerDay")}
      />
      <TextField
        id="global-storage"
        name="storageBytesTotal"
        label="Total storage (MB)"
        inputMode="decimal"
        defaultValue={megabytesText(quota.storageBytesTotal)}
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
