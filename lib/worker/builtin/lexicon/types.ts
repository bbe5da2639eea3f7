import type { CRITERIA_IDS } from "@/lib/worker/schemas";

export type CriterionId = (typeof CRITERIA_IDS)[number];

// One phrase that signals a criterion. weight: 3 strong (says it outright), 2 clear, 1 weak (a
// generic word that only helps alongside others). facet: which part of the criterion it shows, so
// the gaps can name the part that is missing.
export interface Cue {
  // A lower-case regular-expression source, matched at a word boundary against lower-cased text.
  source: string;
  weight: 1 | 2 | 3;
  facet: string;
  // false for cues that carry their own negation ("could not be predicted"): a negator before
  // them is part of the cue, not a denial of it.
  negatable: boolean;
}

export function cue(source: string, weight: Cue["weight"], facet: string, negatable = true): Cue {
  return { source, weight, facet, negatable };
}

// Lower case without changing the length, so match positions still point into the original text
// (a few characters, such as "İ", grow when lower-cased and are left as they are).
export function lowerSameLength(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  return Array.from(text, (ch) => {
    const l = ch.toLowerCase();
    return l.length === ch.length ? l : ch;
  }).join("");
}
