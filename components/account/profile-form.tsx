"use client";

import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { UserDTO } from "@/lib/client/api-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { useUpdateProfile } from "@/lib/client/use-account";

const FIELDS = ["username", "fullName"] as const;

// A blank field clears the value: the backend takes null for that, not an empty username.
const orNull = (v: FormDataEntryValue | null) => String(v ?? "").trim() || null;

export function ProfileForm({ user }: { user: UserDTO }) {
  const mutation = useUpdateProfile();
  const errors = toFormErrors(mutation.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    mutation.mutate({ username: orNull(data.get("username")), fullName: orNull(data.get("fullName")) });
  }

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <p className="muted">How your name appears in the workspace.</p>
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {mutation.isSuccess && <Alert tone="success">Your profile has been saved.</Alert>}
        <TextField
          name="fullName"
          label="Full name"
          autoComplete="name"
          defaultValue={user.fullName ?? ""}
          error={errors.fields.fullName}
        />
        <TextField
          name="username"
          label="Username"
          autoComplete="username"
          defaultValue={user.username ?? ""}
          hint="3 to 40 letters, digits, dots, dashes or underscores."
          error={errors.fields.username}
        />
        <div className="form-actions">
          <SubmitButton pending={mutation.isPending} pendingLabel="Saving…">
            Save profile
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
