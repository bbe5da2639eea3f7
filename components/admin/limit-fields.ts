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
