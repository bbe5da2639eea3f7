"use client";

import Link from "next/link";
import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/components/ui/auth-card";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { RegisterBody } from "@/lib/client/api-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useRegister } from "@/lib/client/use-account";
import { PendingScreenerNote } from "./pending-screener-note";
import { useRedirectWhenSignedIn } from "./use-redirect-when-signed-in";

const FIELDS = ["email", "password", "username", "fullName", "invitationCode"] as const;

// Optional fields left blank are omitted: the backend would reject an empty username.
function readForm(form: HTMLFormElement): RegisterBody {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const input: RegisterBody = { email: text("email"), password: String(data.get("password") ?? "") };
  if (text("username")) input.username = text("username");
  if (text("fullName")) input.fullName = text("fullName");
  if (text("invitationCode")) input.invitationCode = text("invitationCode");
  return input;
}

export function RegisterForm() {
  useRedirectWhenSignedIn();
  const mutation = useRegister();
  const errors = toFormErrors(mutation.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    mutation.mutate(readForm(e.currentTarget));
  }

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start organising this year's SR&ED evidence."
      footer={
        <p>
          Already have an account? <Link href="/login">Sign in</Link>
        </p>
      }
    >
      <PendingScreenerNote action="create your account" />
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <TextField name="email" label="Email" type="email" autoComplete="email" required error={errors.fields.email} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          error={errors.fields.password}
        />
        <TextField name="fullName" label="Full name (optional)" autoComplete="name" error={errors.fields.fullName} />
        <TextField
          name="username"
          label="Username (optional)"
          autoComplete="username"
          hint="3 to 40 letters, digits, dots, dashes or underscores."
          error={errors.fields.username}
        />
        <TextField
          name="invitationCode"
          label="Invitation code (optional)"
          autoComplete="off"
          hint="Only needed if you were invited."
          error={errors.fields.invitationCode}
        />
        <SubmitButton pending={mutation.isPending || mutation.isSuccess} pendingLabel="Creating account…">
          Create account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
