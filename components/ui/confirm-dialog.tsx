"use client";

import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Dialog } from "./dialog";

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; the confirm button is the dangerous one. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, confirmLabel, pendingLabel, pending, error, onConfirm, onCancel } = props;
  return (
    <Dialog title={title} onClose={pending ? () => undefined : onCancel}>
      <div className="dialog-content">{children}</div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={pending} aria-busy={pending}>
          {pending && <span className="spinner" aria-hidden="true" />}
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
