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

export const PRICE_ERROR = "Enter a price of 0 or more, in dollars.";

/** The fields a plan and the expert review share, read from their form; null when the price is not one. */
export function readPricedFields(form: FormData) {
  const priceCents = dollarsToCents(String(form.get("price") ?? ""));
  if (priceCents === null) return null;
  return {
    name: String(form.get("name") ?? "").trim(),
    description: optionalText(form.get("description")),
    priceCents,
    currency: String(form.get("currency") ?? "").trim().toLowerCase(),
    stripePriceId: optionalText(form.get("stripePriceId")),
  };
}

export const featureLines = (raw: FormDataEntryValue | null) =>
  String(raw ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
