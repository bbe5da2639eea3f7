"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/components/ui/auth-card";
import { isApiError } from "@/lib/client/api-error";
import { useAuth } from "@/lib/client/auth-context";
import { useReloadMe } from "@/lib/client/use-account";
import { verifyEmailOnce } from "@/lib/client/verify-email-once";

type Outcome = { state: "pending" } | { state: "verified"; message: string } | { state: "failed"; message: string };

const MISSING = "This verification link is incomplete. Open the link from the email again.";

export function VerifyEmailView({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: "pending" } : { state: "failed", message: MISSING });
  const { status, user } = useAuth();
  const reloadMe = useReloadMe();

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyEmailOnce(token).then(
      (message) => active && setOutcome({ state: "verified", message }),
      (err: unknown) =>
        active && setOutcome({ state: "failed", message: isApiError(err) ? err.message : "Verification failed." }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  // The sign-in loaded before the verification: reload the user so the header stops nagging.
  const verified = outcome.state === "verified";
  useEffect(() => {
    if (!verified || status !== "authenticated") return;
    reloadMe().catch((err: unknown) => console.error("could not reload the profile", err));
  }, [verified, status, reloadMe]);

  if (outcome.state === "pending") return <AuthCard title="Verifying your email…" subtitle="This takes a moment." />;
  // A reload of this page spends the token again; a user who is verified needs no error for that.
  const alreadyVerified = outcome.state === "failed" && Boolean(token) && user?.emailVerified === true;
  if (outcome.state === "verified" || alreadyVerified) {
    return (
      <AuthCard title="Email verified">
        <Alert tone="success">
          {outcome.state === "verified" ? outcome.message : "Your email address is already verified."}
        </Alert>
        <Link href="/account" className="button button-primary">
          Go to your account
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="We could not verify your email">
      <Alert tone="error">{outcome.message}</Alert>
      <p className="muted">
        You can ask for a new link from your <Link href="/account">account page</Link>.
      </p>
    </AuthCard>
  );
}
