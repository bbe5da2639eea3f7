"use client";

import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { isApiError } from "@/lib/client/api-error";
import { submitContact, type ContactBody } from "@/lib/client/contact-api";
import { toFormErrors } from "@/lib/client/form-errors";
import { checkContact, fieldOfMessage, LIMITS, type ContactField } from "./contact-checks";

const FIELDS = ["name", "email", "company", "message"] as const;

function rateLimitMessage(seconds: number | null): string {
  const wait = seconds ? `in ${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? "minute" : "minutes"}` : "in a few minutes";
  return `You have sent several messages in a short time. Please try again ${wait}, or email us directly.`;
}

function readForm(form: HTMLFormElement): ContactBody {
  const data = new FormData(form);
  const text = (key: string) => String(data.get(key) ?? "").trim();
  const company = text("company");
  return { name: text("name"), email: text("email"), ...(company ? { company } : {}), message: text("message") };
}

export function ContactForm() {
  const send = useMutation({ mutationFn: submitContact });
  const [local, setLocal] = useState<Partial<Record<ContactField, string>>>({});
  const limitedBy = isApiError(send.error) && send.error.status === 429 ? send.error : null;
  const limited = limitedBy !== null;
  const server = toFormErrors(limited ? null : send.error, FIELDS);
  const named = server.form ? fieldOfMessage(server.form) : null;
  const formError = named ? null : server.form;
  const error = (f: ContactField) => local[f] ?? server.fields[f] ?? (named?.field === f ? named.text : undefined);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const body = readForm(e.currentTarget);
    const problems = checkContact(body);
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    send.mutate(body);
  }

  if (send.isSuccess) {
    return (
      <div className="card contact-card">
        <Alert tone="success">{send.data.message || "Thank you: your message is on its way."}</Alert>
        <p className="muted">We usually answer within two business days.</p>
      </div>
    );
  }

  return (
    <form className="card form contact-card" onSubmit={onSubmit} noValidate>
      {limitedBy && <Alert tone="error">{rateLimitMessage(limitedBy.retryAfterSeconds)}</Alert>}
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField name="name" label="Name" autoComplete="name" maxLength={LIMITS.name} required error={error("name")} />
      <TextField name="email" label="Email" type="email" autoComplete="email" required error={error("email")} />
      <TextField
        name="company"
        label="Company (optional)"
        autoComplete="organization"
        maxLength={LIMITS.company}
        error={error("company")}
      />
      <TextAreaField
        name="message"
        label="Message"
        rows={7}
        required
        maxLength={LIMITS.messageMax}
        hint={`${LIMITS.messageMin} to ${LIMITS.messageMax.toLocaleString("en-CA")} characters.`}
        error={error("message")}
      />
      <div className="form-actions">
        <SubmitButton pending={send.isPending} pendingLabel="Sending…">
          Send message
        </SubmitButton>
      </div>
    </form>
  );
}
