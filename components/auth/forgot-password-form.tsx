"use client";

import Link from "next/link";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/components/ui/auth-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toFormErrors } from "@/lib/client/form-errors";
import { useRequestPasswordReset } from "@/lib/client/use-account";

const FIELDS = ["email"] as const;

export function ForgotPasswordForm() {
  const mutation = useRequestPasswordReset();
  const errors = toFormErrors(mutation.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    mutation.mutate(String(new FormData(e.currentTarget).get("email") ?? "").trim());
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link href="/login">Back to sign in</Link>
        </p>
      }
    >
      {mutation.isSuccess ? (
        <Alert tone="success">{mutation.data}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="form">
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          <TextField name="email" label="Email" type="email" autoComplete="email" required error={errors.fields.email} />
          <SubmitButton pending={mutation.isPending} pendingLabel="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
