"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/components/ui/auth-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/client/api-error";
import { toFormErrors } from "@/lib/client/form-errors";
import { useResetPassword, useResetTokenValidity } from "@/lib/client/use-account";

const FIELDS = ["newPassword"] as const;

function InvalidLink() {
  return (
    <AuthCard title="Link invalid or expired" subtitle="This reset link is invalid, already used or expired.">
      <Link href="/forgot-password" className="button button-primary">
        Request a new link
      </Link>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const [mismatch, setMismatch] = useState(false);
  const mutation = useResetPassword(token);
  const errors = toFormErrors(mutation.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const newPassword = String(data.get("newPassword") ?? "");
    const differs = newPassword !== String(data.get("confirmPassword") ?? "");
    setMismatch(differs);
    if (!differs) mutation.mutate(newPassword);
  }

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Password reset">
        <Alert tone="success">{mutation.data}</Alert>
        <Link href="/login" className="button button-primary">
          Sign in
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle="Signing in again will be needed on every device.">
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && (
          <Alert tone="error">
            {errors.form}{" "}
            {isApiError(mutation.error) && mutation.error.code === "INVALID_TOKEN" && (
              <Link href="/forgot-password">Request a new link</Link>
            )}
          </Alert>
        )}
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
        <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordView({ token }: { token: string }) {
  const validity = useResetTokenValidity(token);
  if (!token) return <InvalidLink />;
  if (validity.isPending) return <AuthCard title="Checking your link…" />;
  if (validity.isError) {
    return (
      <AuthCard title="Reset your password">
        <Alert tone="error">{validity.error.message}</Alert>
      </AuthCard>
    );
  }
  return validity.data === true ? <ResetForm token={token} /> : <InvalidLink />;
}
