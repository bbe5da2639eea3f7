import type { ReactNode } from "react";

export interface FieldBase {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  /** Defaults to the name; set it when one page holds two forms with the same field. */
  id?: string;
}

export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** The label, hint and error around one form control, wired for screen readers. */
export function Field({ id, label, error, hint, children }: Omit<FieldBase, "name"> & { id: string; children: (control: ControlProps) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {hint && !error && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
