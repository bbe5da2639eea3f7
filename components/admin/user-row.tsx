"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { UserAdminDto } from "@/lib/client/admin-types";
import { displayName } from "@/lib/client/display-name";
import { userActionError, useUserAction } from "@/lib/client/use-admin";
import { EditUserDialog } from "./edit-user-dialog";
import { formatDate, TIER_LABELS } from "./format";

export function UserRow({ user }: { user: UserAdminDto }) {
  const action = useUserAction(user.id);
  const [dialog, setDialog] = useState<"edit" | "suspend" | null>(null);
  const name = displayName(user);
  const suspended = user.status === "SUSPENDED";
  const close = () => {
    action.reset();
    setDialog(null);
  };

  return (
    <tr>
      <td data-label="User">
        <strong>{name}</strong>
        {name !== user.email && <span className="cell-sub">{user.email}</span>}
      </td>
      <td data-label="Role">
        <span className={`badge ${user.role === "ADMIN" ? "badge-warning" : "badge-muted"}`}>{user.role === "ADMIN" ? "Admin" : "User"}</span>
      </td>
      <td data-label="Status">
        <span className={`badge ${suspended ? "badge-danger" : "badge-success"}`}>{suspended ? "Suspended" : "Active"}</span>
        {!user.emailVerified && <span className="cell-sub">Email not verified</span>}
      </td>
      <td data-label="Plan">{TIER_LABELS[user.membershipTier]}</td>
      <td data-label="Projects">{user.projectCount}</td>
      <td data-label="Last sign-in">{formatDate(user.lastLoginAt)}</td>
      <td data-label="Joined">{formatDate(user.createdAt)}</td>
      <td data-label="Actions" className="cell-actions">
        <div className="row-buttons">
          <button type="button" className="button button-small button-secondary" onClick={() => setDialog("edit")}>
            Edit<span className="visually-hidden"> {user.email}</span>
          </button>
          {suspended ? (
            <button
              type="button"
              className="button button-small button-secondary"
              disabled={action.isPending}
              aria-busy={action.isPending}
              onClick={() => action.mutate({ kind: "activate" })}
            >
              Activate<span className="visually-hidden"> {user.email}</span>
            </button>
          ) : (
            <button type="button" className="button button-small button-ghost-danger" onClick={() => setDialog("suspend")}>
              Suspend<span className="visually-hidden"> {user.email}</span>
            </button>
          )}
        </div>
        {action.isError && dialog === null && (
          <p className="field-error" role="alert">
            {userActionError(action.error)}
          </p>
        )}
        {dialog === "edit" && <EditUserDialog user={user} onClose={close} />}
        {dialog === "suspend" && (
          <ConfirmDialog
            title={`Suspend ${name}?`}
            confirmLabel="Suspend"
            pendingLabel="Suspending…"
            pending={action.isPending}
            error={action.isError ? userActionError(action.error) : null}
            onConfirm={() => action.mutate({ kind: "suspend" }, { onSuccess: () => setDialog(null) })}
            onCancel={close}
          >
            <p>
              {user.email} is signed out everywhere and cannot sign in until an admin activates the account again. Their projects
              are kept.
            </p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
