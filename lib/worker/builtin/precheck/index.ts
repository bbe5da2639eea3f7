import type { CodeHistory } from "@/lib/worker/codehost/types";
import type { PrecheckOutput, TaskEnvelope } from "@/lib/worker/schemas";
import { codeSection } from "../code/markdown";
import { withCodeRecords } from "./code-records";
import { classifyAll } from "../classify";
import { buildCorpus } from "../corpus";
import { summarizeExclusions } from "../exclusions";
import { applyRedFlags, evaluateCriteria } from "./evaluate";
import { renderPrecheck } from "./markdown";
import { gatherFacts } from "./facts";
import { followUps } from "./questions";
import { workOutsideYear } from "./claimed-year";
import { lateFiling } from "./filing";
import { findRedFlagsIn, withDateFlags } from "./red-flags";
import { withPromptAnswers } from "./prompts";
import { withRoleCredit } from "./role-credit";
import { decidingCriterion, scoreAndVerdict } from "./verdict";

export function runPrecheck(envelope: TaskEnvelope, code: CodeHistory | null = null): { markdown: string; output: PrecheckOutput } {
  const corpus = buildCorpus(envelope);
  const classified = withPromptAnswers(withRoleCredit(classifyAll(corpus.sentences)));
  const flags = withDateFlags(findRedFlagsIn(classified), [lateFiling(classified), workOutsideYear(classified)]);
  const results = applyRedFlags(withCodeRecords(evaluateCriteria(classified, corpus), code), flags);
  const exclusions = summarizeExclusions(classified);
  const technicalTerms = classified.reduce((sum, c) => sum + c.technicalTerms, 0);
  const { verdict, score } = scoreAndVerdict({ results, exclusions, flags, wordCount: corpus.wordCount, technicalTerms });
  const questions = followUps(results, flags, exclusions, verdict, gatherFacts(classified));
  const output: PrecheckOutput = {
    verdict,
    score,
    criteria: results.map((r) => ({ id: r.guide.id, label: r.guide.label, status: r.status, evidence: r.evidence, gaps: r.gaps })),
    decidingCriterion: decidingCriterion(verdict, results, flags, exclusions),
    redFlags: flags.map((f) => ({ id: f.id, label: f.label, criterion: f.criterion, authority: f.authority, quote: f.quote })),
    followUps: questions,
    followUpQuestions: questions.map((q) => q.question),
  };
  const markdown = [renderPrecheck(output, exclusions, envelope.project?.name ?? null), ...codeSection(code, "precheck")].join("\n");
  return { markdown, output };
}
