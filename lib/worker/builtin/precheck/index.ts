import type { PrecheckOutput, TaskEnvelope } from "@/lib/worker/schemas";
import { classifyAll } from "../classify";
import { buildCorpus } from "../corpus";
import { summarizeExclusions } from "../exclusions";
import { evaluateCriteria } from "./evaluate";
import { renderPrecheck } from "./markdown";
import { followUpQuestions } from "./questions";
import { scoreAndVerdict } from "./verdict";

export function runPrecheck(envelope: TaskEnvelope): { markdown: string; output: PrecheckOutput } {
  const corpus = buildCorpus(envelope);
  const classified = classifyAll(corpus.sentences);
  const results = evaluateCriteria(classified, corpus);
  const exclusions = summarizeExclusions(classified);
  const technicalTerms = classified.reduce((sum, c) => sum + c.technicalTerms, 0);
  const { verdict, score } = scoreAndVerdict({ results, exclusions, wordCount: corpus.wordCount, technicalTerms });
  const output: PrecheckOutput = {
    verdict,
    score,
    criteria: results.map((r) => ({ id: r.guide.id, label: r.guide.label, status: r.status, evidence: r.evidence, gaps: r.gaps })),
    followUpQuestions: followUpQuestions(results, exclusions, verdict),
  };
  return { markdown: renderPrecheck(output, exclusions, envelope.project?.name ?? null), output };
}
