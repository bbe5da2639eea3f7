"use client";

import Link from "next/link";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/components/ui/auth-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { toFormErrors } from "@/lib/client/form-errors";
import { useLogin } from "@/lib/client/use-account";
import { PendingScreenerNote } from "./pending-screener-note";
import { useRedirectWhenSignedIn } from "./use-redirect-when-signed-in";

const FIELDS = ["email", "password"] as const;

export function LoginForm({ next }: { next?: string }) {
  useRedirectWhenSignedIn(next);
  const mutation = useLogin();
  const errors = toFormErrors(mutation.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    mutation.mutate({ email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") });
  }

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Pick up your claim where you left it."
      footer={
        <p>
          New here? <Link href="/register">Create an account</Link>
        </p>
      }
    >
      <PendingScreenerNote action="sign in" />
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <TextField name="email" label="Email" type="email" autoComplete="email" required error={errors.fields.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.fields.password}
        />
        <div className="form-row-end">
          <Link href="/forgot-password" className="small">
            Forgot your password?
          </Link>
        </div>
        <SubmitButton pending={mutation.isPending || mutation.isSuccess} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
