import type { ExclusionSummary } from "../exclusions";
import type { CriterionResult } from "./evaluate";
import type { Verdict } from "./verdict";

// The questions that would close the gaps. Criteria take turns (the most important first), so a
// short list still touches every weak criterion. A missing criterion asks its essential questions,
// a partial one asks about the parts not shown, a met one only about missing essential parts.

const MAX_QUESTIONS = 8;

const ORDER = ["uncertainty", "systematic_investigation", "hypothesis", "advancement", "documentation"];

const STARTER = "What product, process or material were you developing, and what technical problem stood in the way?";

function questionsFor(r: CriterionResult): string[] {
  if (r.status === "MISSING") return r.guide.facets.filter((f) => f.essential).map((f) => f.question);
  const missing = [...r.missingFacets].sort((a, b) => Number(b.essential) - Number(a.essential));
  return missing.filter((f) => r.status === "PARTIAL" || f.essential).map((f) => f.question);
}

export function followUpQuestions(results: CriterionResult[], exclusions: ExclusionSummary, verdict: Verdict): string[] {
  const questions: string[] = [];
  if (verdict === "INSUFFICIENT_INFORMATION") questions.push(STARTER);
  for (const finding of exclusions.findings.slice(0, 2)) {
    questions.push(`Which part of the work went beyond ${finding.label.toLowerCase()}, and what about it could not be known in advance?`);
  }
  const queues = [...results]
    .sort((a, b) => ORDER.indexOf(a.guide.id) - ORDER.indexOf(b.guide.id))
    .map(questionsFor);
  for (let round = 0; queues.some((q) => q.length > round); round += 1) {
    for (const q of queues) if (q[round]) questions.push(q[round]!);
  }
  return [...new Set(questions)].slice(0, MAX_QUESTIONS);
}
