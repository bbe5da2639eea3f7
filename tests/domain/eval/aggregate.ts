import { VERDICTS } from "@/lib/worker/schemas";
import { OUTCOMES, type Split } from "./schema";
import type { DecidingRule, ScreeningScore } from "./score-screening";
import { FIELDS, type Field, type LogbookScore } from "./score-logbook";
import type { T661Score } from "./score-t661";

// Sums case scores into the figures of one split. A share with no cases behind it is null, never 0
// or 1: "no holdout cases" must not read as a pass or a fail of the engine.

export type Group = Split | "all";
export const GROUPS: Group[] = ["dev", "holdout", "all"];

export interface Share {
  n: number;
  of: number;
  share: number | null;
}

function share(n: number, of: number): Share {
  return { n, of, share: of === 0 ? null : n / of };
}

export interface Figures {
  screening: {
    cases: number;
    verdict: Share;
    // confusion[outcome][verdict] = number of cases.
    confusion: Record<string, Record<string, number>>;
    decidingRules: DecidingRule[];
    criterionNamed: Share;
    allWeakRefused: Share;
    criterionMatches: Share;
    // Per-criterion statuses as the case's writer gave them (cases with expectedStatuses only).
    statuses: Share;
  };
  t661: { cases: number; placement: Share; leaked: Share; coverage: Share };
  logbook: { cases: number; matched: Share; rows: Share; fields: Record<Field, Share>; bareFigureRows: number };
  timing: { cases: number; maxMs: number; p95Ms: number };
  // Runs the engine gave no answer for (a model endpoint's errors); each is scored wrong.
  failed: number;
}

function inGroup<T extends { split: Split }>(items: T[], group: Group): T[] {
  return group === "all" ? items : items.filter((i) => i.split === group);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p of the values at or below it.
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

export function figures(group: Group, s: ScreeningScore[], t: T661Score[], l: LogbookScore[]): Figures {
  const screening = inGroup(s, group);
  const t661 = inGroup(t, group);
  const logbook = inGroup(l, group);

  const confusion: Record<string, Record<string, number>> = {};
  for (const o of OUTCOMES) confusion[o] = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  for (const c of screening) if (c.verdict) confusion[c.outcome]![c.verdict]! += 1;
  const refused = screening.filter((c) => c.criterionScored);
  const refusedAll = screening.filter((c) => c.outcome === "NOT_ELIGIBLE");

  const rows = logbook.flatMap((c) => c.rows);
  const matchedRows = rows.filter((r) => r.matched);
  const fieldShares = Object.fromEntries(
    FIELDS.map((f) => [f, share(matchedRows.filter((r) => r.fields[f]).length, matchedRows.length)]),
  ) as Record<Field, Share>;

  const times = [...screening, ...t661, ...logbook].map((c) => c.ms);
  return {
    screening: {
      cases: screening.length,
      verdict: share(screening.filter((c) => c.verdictRight).length, screening.length),
      confusion,
      decidingRules: [...new Set(screening.map((c) => c.decidingRule))],
      criterionNamed: share(refused.filter((c) => c.criterionRight).length, refused.length),
      allWeakRefused: share(refusedAll.filter((c) => c.allWeak).length, refusedAll.length),
      criterionMatches: share(refused.filter((c) => c.criterionMatches).length, refused.length),
      statuses: share(sum(screening.map((c) => c.statusesRight)), sum(screening.map((c) => c.statusesExpected))),
    },
    t661: {
      cases: t661.length,
      placement: share(sum(t661.map((c) => c.placed)), sum(t661.map((c) => c.labelled))),
      leaked: share(sum(t661.map((c) => c.leaked)), sum(t661.map((c) => c.context))),
      coverage: share(
        sum(t661.map((c) => c.linesWithMaterial.length - c.emptyLines.length)),
        sum(t661.map((c) => c.linesWithMaterial.length)),
      ),
    },
    logbook: {
      cases: logbook.length,
      matched: share(matchedRows.length, rows.length),
      rows: share(rows.filter((r) => r.right).length, rows.length),
      fields: fieldShares,
      bareFigureRows: matchedRows.filter((r) => r.bareFigures.length > 0).length,
    },
    timing: { cases: times.length, maxMs: times.length ? Math.max(...times) : 0, p95Ms: percentile(times, 0.95) },
    failed: [...screening, ...t661, ...logbook].filter((c) => c.error !== undefined).length,
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

// The goals of issue 10, on the holdout split.
export const GOALS = { verdict: 0.9, criterionNamed: 0.8, placement: 0.85, logbookRows: 0.85, maxMs: 50 } as const;

export interface GoalCheck {
  goal: string;
  met: boolean;
  detail: string;
}

function atLeast(goal: string, s: Share, min: number): GoalCheck {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  if (s.share === null) return { goal, met: false, detail: `no cases (needs ≥ ${pct(min)})` };
  return { goal, met: s.share >= min, detail: `${pct(s.share)} (${s.n}/${s.of}), needs ≥ ${pct(min)}` };
}

export function checkGoals(holdout: Figures): GoalCheck[] {
  return [
    atLeast("verdict accuracy", holdout.screening.verdict, GOALS.verdict),
    atLeast("deciding criterion named (refused, not all weak)", holdout.screening.criterionNamed, GOALS.criterionNamed),
    atLeast("T661 placement", holdout.t661.placement, GOALS.placement),
    atLeast("T661 line coverage", holdout.t661.coverage, 1),
    atLeast("logbook rows right", holdout.logbook.rows, GOALS.logbookRows),
    {
      goal: "engine time per case",
      met: holdout.timing.cases > 0 && holdout.timing.maxMs < GOALS.maxMs,
      detail: `max ${holdout.timing.maxMs.toFixed(1)} ms, needs < ${GOALS.maxMs} ms`,
    },
  ];
}
