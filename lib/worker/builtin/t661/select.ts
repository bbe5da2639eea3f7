import type { Classified } from "../classify";

// Sorts the user's sentences into the three T661 lines: 242 takes uncertainties and hypotheses,
// 244 the systematic work and its records, 246 the advancements. Each sentence goes to one line,
// the one it supports most, so the lines do not repeat each other.

export type LineId = "242" | "244" | "246";
export type Role = "uncertainty" | "hypothesis" | "work" | "records" | "advancement";

export interface Candidate {
  classified: Classified;
  role: Role;
  score: number;
}

export type Assignment = Record<LineId, Candidate[]>;

function roleOf(c: Classified): { role: Role; score: number } | null {
  const { uncertainty: u, hypothesis: h, systematic_investigation: s, advancement: a, documentation: d } = c.score;
  const problem = Math.max(u, h);
  const problemRole: Role = u >= h ? "uncertainty" : "hypothesis";
  if (problem >= 2 && problem >= s && problem >= a) return { role: problemRole, score: problem };
  // A figure alone does not make a sentence work performed: "alarms must arrive within 20 ms" is a
  // target, and belongs with the uncertainty it frames.
  const onlyFigures = [...c.facets.systematic_investigation].every((f) => f === "measurements");
  if (u >= 1 && s <= 1 && onlyFigures && a < 1) return { role: "uncertainty", score: u };
  // Ties between work and results go to the work line: "we benchmarked X and found Y" is work.
  if (s >= 1 && s >= a) return { role: "work", score: s };
  if (a >= 1) return { role: "advancement", score: a };
  if (c.facets.documentation.has("records") && d >= 2) return { role: "records", score: d / 2 };
  if (problem >= 1) return { role: problemRole, score: problem };
  return null;
}

const LINE_OF: Record<Role, LineId> = { uncertainty: "242", hypothesis: "242", work: "244", records: "244", advancement: "246" };

export function assignSentences(classified: Classified[]): Assignment {
  const lines: Assignment = { "242": [], "244": [], "246": [] };
  for (const c of classified) {
    // Clearly excluded work stays out of the claim.
    if (c.exclusions.some((e) => e.weight === 2)) continue;
    const r = roleOf(c);
    if (r) lines[LINE_OF[r.role]].push({ classified: c, ...r });
  }
  // Results reported as work still show what was learned: without anything better, line 246 reuses
  // the work sentences that carry results.
  if (lines["246"].length === 0) {
    for (const w of lines["244"]) {
      const a = w.classified.score.advancement;
      if (a >= 1) lines["246"].push({ classified: w.classified, role: "advancement", score: a });
    }
  }
  return lines;
}

// The strongest sentence of a line; below 2 the line only rests on weak, generic wording.
export function strength(candidates: Candidate[]): number {
  return candidates.reduce((max, c) => Math.max(max, c.score), 0);
}
