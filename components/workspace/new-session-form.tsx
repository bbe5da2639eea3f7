"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import type { TaskType } from "@/lib/client/api-types";
import { toFormErrors } from "@/lib/client/form-errors";
import { SESSION_KINDS } from "@/lib/client/labels";
import { useCreateSession } from "@/lib/client/use-sessions";

const FIELDS = ["type", "title"] as const;

/** Pick one of the three kinds of session, optionally name it, and open it. */
export function NewSessionForm({ projectId }: { projectId: string }) {
  const router = useRouter();
  const [kind, setKind] = useState<TaskType>("PRECHECK");
  const mutation = useCreateSession(projectId);
  const errors = toFormErrors(mutation.error, FIELDS);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const title = String(new FormData(e.currentTarget).get("title") ?? "").trim();
    mutation.mutate(title ? { type: kind, title } : { type: kind }, {
      onSuccess: (session) => router.push(`/projects/${projectId}/sessions/${session.id}`),
    });
  }

  return (
    <section className="card new-session" aria-labelledby="new-session-title">
      <h2 id="new-session-title">Start a session</h2>
      <form onSubmit={onSubmit} noValidate className="form">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <fieldset className="kind-picker">
          <legend className="visually-hidden">Kind of session</legend>
          {SESSION_KINDS.map((k) => (
            <label key={k.type} className={`kind-option${kind === k.type ? " kind-option-selected" : ""}`}>
              <input
                type="radio"
                name="type"
                value={k.type}
                checked={kind === k.type}
                onChange={() => setKind(k.type)}
              />
              <span className="kind-label">{k.label}</span>
              <span className="kind-hint">{k.hint}</span>
            </label>
          ))}
        </fieldset>
        {errors.fields.type && <p className="field-error">{errors.fields.type}</p>}
        <TextField
          id="session-title"
          name="title"
          label="Title (optional)"
          maxLength={200}
          placeholder="Defaults to the kind and today's date"
          error={errors.fields.title}
        />
        <div className="form-actions">
          <SubmitButton pending={mutation.isPending || mutation.isSuccess} pendingLabel="Starting…">
            Start session
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
