import type { Classified } from "../classify";
import type { Role } from "./evidence";
import { LINE_OF_ROLE, readRoles, type LineId, type Reading } from "./roles";
import type { Label } from "./labels";
import { hasDigit } from "../text/tokens";

// Sorts the user's sentences into the three T661 lines by their role: 242 takes the uncertainties and
// why standard practice fell short, 244 the hypotheses, experiments, measurements and records, 246
// the results and the knowledge gained. Each sentence goes to one line, so the lines do not repeat
// each other; context (requests, headings, company facts, plans) goes to none.

export type { LineId, Role };

export interface Candidate {
  classified: Classified;
  role: Role;
  // The sentence's own strength for its role; labels and neighbours do not add to it.
  score: number;
  // The user's label, read off the sentence; the draft writes the rest (voice.ts).
  label: Label;
  // How much the sentence also puts forward an idea, whatever its role ("whether a bracket printed
  // with tuned settings would meet the fatigue life" is the unknown and the idea tested against it).
  idea: number;
  // The sentence told just before it, when that one went to another line: what an opening "It" or
  // "That" stands for (antecedent.ts).
  previous: Label | null;
}

export type Assignment = Record<LineId, Candidate[]>;

// Below this, a result read from a work sentence is too weak to stand for line 246 ("the second
// design cut latency by 60%" inside a work sentence reads 1.5, and is a result).
const RESULT_IN_WORK = 1.5;
// Below this, an unknown or a failed standard practice inside a work sentence is too weak for 242.
const UNKNOWN_IN_WORK = 2;

// A sentence the user labelled with its role ("Uncertainty: ...") states it plainly.
const LABELLED = 3;

function candidate(r: Reading, role: Role, score: number): Candidate {
  const labelled = r.label.kind !== null && !r.label.heading && LINE_OF_ROLE[role] === r.line;
  return { classified: r.classified, role, score: labelled ? Math.max(score, LABELLED) : score, label: r.label, idea: r.evidence.hypothesis, previous: null };
}

export function assignSentences(classified: Classified[]): Assignment {
  const lines: Assignment = { "242": [], "244": [], "246": [] };
  const readings = readRoles(classified);
  for (const r of readings) {
    if (r.line && r.role) lines[r.line].push(candidate(r, r.role, r.evidence[r.role]));
  }
  // A sentence that states the unknown and the idea against it ("no known codec reached 2 ms, so we
  // hypothesised…") is read as the idea; without anything better, line 242 reuses it, as line 246
  // reuses results below.
  if (lines["242"].length === 0) {
    for (const r of readings) {
      const shown = Math.max(r.evidence.uncertainty, r.evidence.standard);
      if (r.line !== "244" || shown < UNKNOWN_IN_WORK) continue;
      lines["242"].push(candidate(r, r.evidence.uncertainty >= r.evidence.standard ? "uncertainty" : "standard", shown));
    }
  }
  // "Short version: we needed a glue that holds wood to aluminum at -40": with no unknown stated at
  // all, a goal with a measured target is what line 242 has (its warning still says the uncertainty
  // is missing); a vague goal ("Our goal was faster routes") is not.
  if (lines["242"].length === 0) {
    for (const r of readings) if (r.context === "objective" && hasDigit(r.label.rest)) lines["242"].push(candidate(r, "objective", r.evidence.objective));
  }
  // Results reported inside the work ("we benchmarked X and it reached Y") still show what was
  // learned: without anything better, line 246 reuses them.
  if (lines["246"].length === 0) {
    for (const r of readings) {
      const shown = Math.max(r.evidence.result, r.evidence.knowledge);
      // A prediction ("would cut scan time by half") is no result, however it is worded.
      if (r.line === "244" && r.role !== "hypothesis" && shown >= RESULT_IN_WORK) lines["246"].push(candidate(r, r.evidence.knowledge >= r.evidence.result ? "knowledge" : "result", shown));
    }
  }
  return withPrevious(withoutRepeats(lines), readings);
}

// One sweep over the readings, and one over each line.
function withPrevious(lines: Assignment, readings: Reading[]): Assignment {
  const before = new Map<number, Reading>();
  let last: Reading | null = null;
  for (const r of readings) {
    const s = r.classified.sentence;
    if (last && last.classified.sentence.block === s.block) before.set(s.index, last);
    if (r.line !== null) last = r;
  }
  for (const line of ["242", "244", "246"] as const) {
    const here = new Set(lines[line].map((c) => c.classified.sentence.index));
    for (const c of lines[line]) {
      const previous = before.get(c.classified.sentence.index);
      if (previous && !here.has(previous.classified.sentence.index)) c.previous = previous.label;
    }
  }
  return lines;
}

// A form that says the same sentence twice reads as padding: a result lent to 246 leaves line 244
// when it says little of the work ("After maybe 20 tries the separation stopped"), unless 244 would be
// left with nothing of its own. A sentence that tells the work and its result ("we built three
// prototypes …; the second cut latency by 60%") is needed in both, as is an unknown lent to 242, which
// in 244 is the idea set against it.
const WORK_OF_ITS_OWN = 2;

function withoutRepeats(lines: Assignment): Assignment {
  const lent = new Set(lines["246"].map((c) => c.classified.sentence.index));
  const own = lines["244"].filter((c) => !lent.has(c.classified.sentence.index) || c.score >= WORK_OF_ITS_OWN);
  return own.length > 0 ? { ...lines, "244": own } : lines;
}

// The strongest sentence of a line; below 2 the line only rests on weak, generic wording.
export function strength(candidates: Candidate[]): number {
  return candidates.reduce((max, c) => Math.max(max, c.score), 0);
}
