import { isApiError } from "./api-error";

export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Shown above the form: the error's message when no detail belongs to a visible field. */
  form: string | null;
}

const capitalize = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** Spreads an API error over a form: details go next to their inputs, the rest goes on top. */
export function toFormErrors<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!error) return { fields: {}, form: null };
  if (!isApiError(error)) return { fields: {}, form: "Something went wrong. Please try again." };
  const known = new Set<string>(fields);
  const out: Partial<Record<F, string>> = {};
  let unmatched = error.details.length === 0;
  for (const d of error.details) {
    // A nested path ("files.0.name") belongs to its top-level input.
    const field = d.path.split(".")[0] ?? "";
    if (known.has(field)) out[field as F] ??= capitalize(d.message);
    else unmatched = true;
  }
  return { fields: out, form: unmatched ? error.message : null };
}
