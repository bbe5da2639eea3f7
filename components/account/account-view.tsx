"use client";

import { Alert } from "@/components/ui/alert";
import { displayName } from "@/lib/client/display-name";
import { useMe } from "@/lib/client/use-account";
import { AccountOverview } from "./account-overview";
import { ChangePasswordForm } from "./change-password-form";
import { EmailVerificationCard } from "./email-verification-card";
import { ProfileForm } from "./profile-form";

export function AccountView() {
  const { user, isError, error } = useMe();
  if (!user) return null;
  return (
    <div className="container account">
      <header className="page-header">
        <h1>Account</h1>
        <p className="muted">Signed in as {displayName(user)}</p>
      </header>
      {isError && <Alert tone="error">Could not refresh your profile: {error.message}</Alert>}
      {!user.emailVerified && <EmailVerificationCard user={user} />}
      <AccountOverview user={user} />
      <ProfileForm key={user.id} user={user} />
      <ChangePasswordForm />
    </div>
  );
}
