"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/submit-button";
import { isApiError } from "@/lib/client/api-error";
import { sendVerificationEmail } from "@/lib/client/auth-api";
import type { UserDTO } from "@/lib/client/types";
import { meQueryKey } from "@/lib/client/use-me";

export function EmailVerificationCard({ user }: { user: UserDTO }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: sendVerificationEmail,
    onError: (err) => {
      // Verified meanwhile (in another tab, say): reload the profile instead of nagging.
      if (isApiError(err) && err.code === "CONFLICT") void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });

  return (
    <section id="email-verification" className="card card-warning" aria-labelledby="verification-title">
      <h2 id="verification-title">Verify your email address</h2>
      <p>
        We sent a confirmation link to <strong>{user.email}</strong> when you signed up. Verifying it keeps your
        account recoverable and lets us send you claim reminders.
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
