// Prices are edited in dollars and sent in cents; a blank Stripe price id clears it (null).

export function dollarsToCents(raw: string): number | null {
  const n = Number(raw.trim());
  if (raw.trim() === "" || !Number.isFinite(n) || n < 0) return null;
  return Math.round(n * 100);
}

export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

export function optionalText(raw: FormDataEntryValue | null): string | null {
  const text = String(raw ?? "").trim();
  return text === "" ? null : text;
}

export const featureLines = (raw: FormDataEntryValue | null) =>
  String(raw ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
