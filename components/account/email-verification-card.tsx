"use client";

import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import type { UserDTO } from "@/lib/client/api-types";
import { useSendVerificationEmail } from "@/lib/client/use-account";

export function EmailVerificationCard({ user }: { user: UserDTO }) {
  const mutation = useSendVerificationEmail();

  return (
    <section id="email-verification" className="card card-warning" aria-labelledby="verification-title">
      <h2 id="verification-title">Verify your email address</h2>
      <p>
        We sent a confirmation link to <strong>{user.email}</strong> when you signed up. Verifying it confirms the
        address we send password reset links to, so you can always get back into your account.
      </p>
      {mutation.isSuccess && <Alert tone="success">{mutation.data}</Alert>}
      {mutation.isError && <Alert tone="error">{mutation.error.message}</Alert>}
      <div className="form-actions">
        <SubmitButton
          type="button"
          variant="secondary"
          pending={mutation.isPending}
          pendingLabel="Sending…"
          onClick={() => mutation.mutate()}
        >
          Resend verification email
        </SubmitButton>
      </div>
    </section>
  );
}
