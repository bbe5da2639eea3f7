import { anySuffixTest, suffixTest, type SuffixTest } from "./suffix";

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
// Where a figure may start: not inside a word or after a decimal point, nor at a digit after the
// comma of "1,000" or "1,1,1,...". Starting after every comma read the rest of the run again from each
// one (quadratic), and found nothing that the run's first digit does not. One exception keeps what
// that scan found in a number glued to a word, whose first digit may not start a figure: the digit
// after its first comma may ("v2,5 ms" gives "5 ms").
const GLUED_FIRST_COMMA = String.raw`(?<=(?:[A-Za-z_]|(?<!\d)\.)\d+(?:\.\d+)*,)`;
const START = String.raw`(?<![\w.])(?:(?<!\d,)|(?!\d)|${GLUED_FIRST_COMMA})`;
const UNIT_RE = new RegExp(String.raw`${START}${NUMBER}${RANGE}\s?(?:${UNITS.join("|")})(?![\w°])`, "g");
const METRIC_RE = /\b(?:F1|AUC|mAP|IoU|RMSE|MAE|MSE|R²|R2|BLEU|precision|recall|accuracy|p)(?:[- ]score)?\s?(?:of|=|:|<|>|≤|≥)?\s?\d*\.\d+%?/gi;

// Whether text.slice(from) holds a figure, for increasing `from` after white space (see suffixTest).
export function measurementTest(text: string): SuffixTest {
  return anySuffixTest([suffixTest(UNIT_RE, text), suffixTest(METRIC_RE, text)]);
}

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

// A duration or a count ("in 6 weeks", "12 minutes per order", "200 samples", "5 prototypes") measures
// the effort or the set-up as easily as the technology: no result to credit or to ask about.
const EFFORT_UNIT = /(?:^|\s|\d)(?:s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|samples?|images?|iterations?|runs?|trials?|batch(?:es)?|formulations?|prototypes?|variants?|coupons?|specimens?|requests?|tokens?|frames?|cycles?|epochs?)$/i;

export const isEffortFigure = (value: string) => EFFORT_UNIT.test(value);
