"use client";

import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { useCreateInvitations } from "@/lib/client/use-admin";
import { CopyCodeButton } from "./copy-code-button";

const MAX_BATCH = 100;

/** One code or a batch of up to 100; the new codes stay listed here to copy. */
export function CreateInvitationsForm() {
  const create = useCreateInvitations();
  const [countError, setCountError] = useState<string | null>(null);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const count = Number(new FormData(e.currentTarget).get("count"));
    if (!Number.isInteger(count) || count < 1 || count > MAX_BATCH) {
      setCountError(`Enter a whole number from 1 to ${MAX_BATCH}.`);
      return;
    }
    setCountError(null);
    create.mutate(count);
  }

  return (
    <section className="card admin-section" aria-labelledby="new-invitations">
      <h2 id="new-invitations">Create invitations</h2>
      <p className="muted small">Each code lets one person register while sign-up is by invitation. Codes last 30 days.</p>
      <form className="form" onSubmit={onSubmit} noValidate>
        {create.isError && <Alert tone="error">{create.error.message}</Alert>}
        <div className="count-field">
          <TextField name="count" label="How many codes" type="number" min={1} max={MAX_BATCH} defaultValue={1} error={countError ?? undefined} />
        </div>
        <div className="form-actions">
          <SubmitButton pending={create.isPending} pendingLabel="Creating…">
            Create
          </SubmitButton>
        </div>
      </form>
      {create.data && (
        <div role="status">
          <p className="small">
            {create.data.length === 1 ? "New code:" : `${create.data.length} new codes:`}
          </p>
          <ul className="new-codes" aria-label="New invitation codes">
            {create.data.map((code) => (
              <li key={code}>
                <span className="code-text">{code}</span>
                <CopyCodeButton code={code} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
