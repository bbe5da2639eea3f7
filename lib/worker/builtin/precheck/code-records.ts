import type { CodeHistory } from "@/lib/worker/codehost/types";
import { citeSign, experimentationSigns } from "../code/signs";
import type { CriterionResult } from "./evaluate";

// Commits are dated, unedited records made as the work went on: those that show experimentation
// (a reverted approach, a benchmark, a prototype, a failed attempt) are quoted under the records
// criterion and raise it, one sign to PARTIAL, three to MET. Applied before the red flags, which can
// still cap it.

const MET_SIGNS = 3;
const RANK = { MISSING: 0, PARTIAL: 1, MET: 2 } as const;

export function withCodeRecords(results: CriterionResult[], code: CodeHistory | null): CriterionResult[] {
  if (!code) return results;
  const signs = experimentationSigns(code);
  if (signs.length === 0) return results;
  return results.map((r) => {
    if (r.guide.id !== "documentation") return r;
    const earned = signs.length >= MET_SIGNS ? "MET" : "PARTIAL";
    const status = RANK[earned] > RANK[r.status] ? earned : r.status;
    const evidence = [...r.evidence, ...signs.map((s) => citeSign(s, code.repo))];
    // The commits are dated records: only the gaps about records and dates are closed by them.
    const gaps = status === "MET" ? [] : r.gaps.filter((g) => g !== r.guide.missingGap && !r.guide.facets.some((f) => f.id !== "files" && f.gap === g));
    if (status === "PARTIAL" && gaps.length === 0) gaps.push(r.guide.thinGap);
    const missingFacets = r.missingFacets.filter((f) => f.id === "files");
    // The score reads the criterion's total: the signs count as the support their status needs.
    const total = Math.max(r.total, earned === "MET" ? r.guide.met : r.guide.partial);
    return { ...r, status, shown: RANK[earned] > RANK[r.shown] ? earned : r.shown, total, evidence, gaps, missingFacets };
  });
}
