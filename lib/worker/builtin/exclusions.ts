import type { Classified } from "./classify";
import { quote } from "./corpus";
import { EXCLUSION_CATEGORIES, type ExclusionId } from "./lexicon/exclusions";

// Signs of excluded or routine work across the whole text, grouped by CRA category with the
// sentences that triggered them. Shared by the pre-check (verdict) and the T661 draft (warnings).

export interface ExclusionFinding {
  category: ExclusionId;
  label: string;
  quotes: string[];
  // Sentence indices, so a draft can leave these sentences out.
  sentences: number[];
}

export interface ExclusionSummary {
  findings: ExclusionFinding[];
  // Sum over sentences of the strongest sign in each: 2 per clearly excluded sentence, 1 per weak sign.
  points: number;
}

const MAX_QUOTES = 2;

export function summarizeExclusions(classified: Classified[]): ExclusionSummary {
  const byCategory = new Map<ExclusionId, ExclusionFinding>();
  let points = 0;
  for (const c of classified) {
    if (c.exclusions.length === 0) continue;
    points += Math.max(...c.exclusions.map((e) => e.weight));
    for (const e of c.exclusions) {
      const finding = byCategory.get(e.category) ?? { category: e.category, label: EXCLUSION_CATEGORIES[e.category], quotes: [], sentences: [] };
      if (finding.quotes.length < MAX_QUOTES) finding.quotes.push(quote(c.sentence));
      finding.sentences.push(c.sentence.index);
      byCategory.set(e.category, finding);
    }
  }
  // Most frequent first; ties keep the order of the categories' first appearance.
  const findings = [...byCategory.values()].sort((a, b) => b.sentences.length - a.sentences.length);
  return { findings, points };
}
