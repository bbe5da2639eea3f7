// Figures worth quoting as evidence: numbers with a unit, percentages, multipliers and named metrics
// ("F1 0.91"). A bare number (a year, a count of people) is not a measurement.

const UNITS = [
  "km/h", "m/s", "mph", "kph", "m/s²", "%", "percent", "pp", "ms", "µs", "us", "ns", "s", "sec", "secs", "seconds?", "mins?", "minutes?", "h", "hrs?", "hours?",
  "days?", "weeks?", "Hz", "kHz", "MHz", "GHz", "[kKMGT]i?B", "[kKMG]?bps", "[kKMG]?b/s", "B/s", "mm", "cm", "m", "km",
  "µm", "um", "nm", "microns?", "mils?", "mg", "g", "kg", "lbs?", "ml", "mL", "L", "°C", "°F", "ºC", "C", "K", "V", "mV",
  "kV", "W", "mW", "kW", "MW", "mA", "A", "mAh", "Ah", "Wh", "kWh", "psi", "Pa", "kPa", "MPa", "GPa", "N", "kN", "Nm",
  "bar", "mbar", "cP", "rpm", "dB", "dBm", "fps", "ppm", "ppb", "wt%", "x", "×", "px", "pixels?", "ohms?", "Ω", "epochs?",
  "cycles?", "samples?", "images?", "iterations?", "runs?", "trials?", "batches?", "formulations?", "prototypes?",
  "variants?", "coupons?", "specimens?", "requests?", "rps", "qps", "ops/s", "FLOPs", "tokens?", "frames?",
];

const NUMBER = String.raw`[-+~≈]?\d+(?:[.,]\d+)*`;
const RANGE = String.raw`(?:\s?(?:-|–|to)\s?\d+(?:[.,]\d+)*)?`;
const UNIT_RE = new RegExp(String.raw`(?<![\w.])${NUMBER}${RANGE}\s?(?:${UNITS.join("|")})(?![\w°])`, "g");
const METRIC_RE = /\b(?:F1|AUC|mAP|IoU|RMSE|MAE|MSE|R²|R2|BLEU|precision|recall|accuracy|p)(?:[- ]score)?\s?(?:of|=|:|<|>|≤|≥)?\s?\d*\.\d+%?/gi;

export function findMeasurements(text: string): string[] {
  if (!/\d/.test(text)) return [];
  const found: { index: number; value: string }[] = [];
  for (const re of [UNIT_RE, METRIC_RE]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) found.push({ index: m.index, value: m[0].trim() });
  }
  found.sort((a, b) => a.index - b.index);
  const seen = new Set<string>();
  return found.map((f) => f.value).filter((v) => !seen.has(v) && Boolean(seen.add(v)));
}
