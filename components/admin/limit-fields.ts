// Quota limits as the editors show them: blank means unlimited (null); storage is typed in MB
// (binary, as the quotas count it), counts as whole numbers.

const MIB = 1024 * 1024;

export type Parsed = { ok: true; value: number | null } | { ok: false };

export function parseLimit(raw: FormDataEntryValue | null, unit = 1): Parsed {
  const text = String(raw ?? "").trim();
  if (text === "") return { ok: true, value: null };
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || (unit === 1 && !Number.isInteger(n))) return { ok: false };
  return { ok: true, value: Math.round(n * unit) };
}

export const parseMegabytes = (raw: FormDataEntryValue | null) => parseLimit(raw, MIB);

export const limitText = (n: number | null, unit = 1) => (n === null ? "" : String(Math.round((n / unit) * 10) / 10));

export const megabytesText = (bytes: number | null) => limitText(bytes, MIB);

export type LimitUnit = "count" | "megabytes";

const LIMIT_ERROR = "Enter a whole number of 0 or more, or leave it blank.";

/** Reads each named limit from its form; `errors` holds the fields that are not one. */
export function readLimits<F extends string>(form: FormData, units: Record<F, LimitUnit>) {
  const values = {} as Record<F, number | null>;
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(units) as F[]) {
    const parsed = units[field] === "megabytes" ? parseMegabytes(form.get(field)) : parseLimit(form.get(field));
    if (parsed.ok) values[field] = parsed.value;
    else errors[field] = LIMIT_ERROR;
  }
  return { values, errors };
}
