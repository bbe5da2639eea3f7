"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/client/api-error";
import { toFormErrors } from "@/lib/client/form-errors";
import { useChangePassword } from "@/lib/client/use-account";

const FIELDS = ["currentPassword", "newPassword"] as const;

export function ChangePasswordForm() {
  const [mismatch, setMismatch] = useState(false);
  const mutation = useChangePassword();
  const errors = toFormErrors(mutation.error, FIELDS);
  // The backend answers a wrong current password without details: it belongs next to that input.
  const wrongCurrent =
    isApiError(mutation.error) && mutation.error.code === "INVALID_CREDENTIALS" ? mutation.error.message : null;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get("newPassword") ?? "");
    const differs = newPassword !== String(data.get("confirmPassword") ?? "");
    setMismatch(differs);
    if (differs) return;
    mutation.mutate({ currentPassword: String(data.get("currentPassword") ?? ""), newPassword }, { onSuccess: () => form.reset() });
  }

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      <p className="muted">Changing it signs you out on your other devices. You stay signed in here.</p>
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && !wrongCurrent && <Alert tone="error">{errors.form}</Alert>}
        {mutation.isSuccess && (
          <Alert tone="success">{mutation.data} You are still signed in on this device.</Alert>
        )}
        <TextField
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={wrongCurrent ?? errors.fields.currentPassword}
        />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.fields.newPassword}
        />
        <TextField
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={mismatch ? "The passwords do not match" : undefined}
        />
        <div className="form-actions">
          <SubmitButton pending={mutation.isPending} pendingLabel="Changing…">
            Change password
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
