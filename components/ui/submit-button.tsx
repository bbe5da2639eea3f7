import type { ReactNode } from "react";

interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  pendingLabel?: ReactNode;
  variant?: "primary" | "secondary";
  type?: "submit" | "button";
  onClick?: () => void;
}

export function SubmitButton({ pending, children, pendingLabel, variant = "primary", type = "submit", onClick }: SubmitButtonProps) {
  return (
    <button type={type} className={`button button-${variant}`} disabled={pending} aria-busy={pending} onClick={onClick}>
      {pending && <span className="spinner" aria-hidden="true" />}
      {pending ? (pendingLabel ?? children) : children}
    </button>
  );
}
