"use client";

import type { FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/select-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { ROLES, TIERS, type Role, type Tier, type UserAdminDto } from "@/lib/client/admin-types";
import { displayName } from "@/lib/client/display-name";
import { userActionError, useUserAction } from "@/lib/client/use-admin";
import { TIER_LABELS } from "./format";

const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: r === "ADMIN" ? "Admin" : "User" }));
const TIER_OPTIONS = TIERS.map((t) => ({ value: t, label: TIER_LABELS[t] }));

/** Changes a user's role and plan; only what changed is sent. */
export function EditUserDialog({ user, onClose }: { user: UserAdminDto; onClose: () => void }) {
  const action = useUserAction(user.id);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const role = String(form.get("role")) as Role;
    const membershipTier = String(form.get("membershipTier")) as Tier;
    const body = {
      ...(role !== user.role ? { role } : {}),
      ...(membershipTier !== user.membershipTier ? { membershipTier } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    action.mutate({ kind: "patch", body }, { onSuccess: onClose });
  }

  return (
    <Dialog title={`Edit ${displayName(user)}`} description={user.email} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form">
        {action.isError && <Alert tone="error">{userActionError(action.error)}</Alert>}
        <SelectField id={`role-${user.id}`} name="role" label="Role" options={ROLE_OPTIONS} defaultValue={user.role} />
        <SelectField
          id={`tier-${user.id}`}
          name="membershipTier"
          label="Plan"
          options={TIER_OPTIONS}
          defaultValue={user.membershipTier}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
          <SubmitButton pending={action.isPending} pendingLabel="Saving…">
            Save changes
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
