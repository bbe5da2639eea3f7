import type { LineId, Reading } from "./roles";

// Second readings that need the whole paragraph, once every sentence has its own line: a goal is kept
// only beside the uncertainty it frames, and the observation that opens a paragraph about the problem
// is part of the problem. Each pass is one sweep over the paragraphs.

interface Paragraph {
  // Positions of its sentences in the readings.
  at: number[];
  readings: Reading[];
  block: number;
  // Whether it has a sentence placed in line 242 other than a goal.
  problem: boolean;
}

function paragraphsOf(readings: Reading[]): Paragraph[] {
  const out: Paragraph[] = [];
  let current: Paragraph | null = null;
  let key = "";
  readings.forEach((r, i) => {
    const s = r.classified.sentence;
    const k = `${s.block}:${s.paragraph}`;
    if (!current || k !== key) {
      current = { at: [], readings: [], block: s.block, problem: false };
      out.push(current);
      key = k;
    }
    current.at.push(i);
    current.readings.push(r);
  });
  for (const p of out) p.problem = p.readings.some((r) => r.line === "242" && r.role !== "objective");
  return out;
}

// A goal is part of line 242 only beside the uncertainty it frames, in its own paragraph; a goal
// among company facts, or in a paragraph of its own, is background, and a vague input's goal must not
// pass for an uncertainty.
export function settleObjectives(readings: Reading[]): void {
  for (const p of paragraphsOf(readings)) {
    if (p.problem) continue;
    for (const r of p.readings) {
      if (r.role !== "objective") continue;
      r.role = null;
      r.line = null;
      r.context = "objective";
    }
  }
}

const FIRST_PERSON = new Set(["we", "i", "we've", "we'd", "i've"]);
const OBSERVED: ReadonlySet<string> = new Set(["result", "records", "measurement"]);
// Own evidence up to which an observation may be read as part of the problem.
const WEAK = 2.5;

function opensProblem(r: Reading, bonus: Record<LineId, number>): boolean {
  if (r.line === null || r.line === "242" || r.role === null || !OBSERVED.has(r.role)) return false;
  if (r.own > WEAK || bonus[r.line] > 0) return false;
  return !r.tokens.some((t) => FIRST_PERSON.has(t));
}

// "The nozzles missed the rear teats, and mastitis stayed near 4% a month. The robot maker's settings
// only adjust the timing ...": an observation that opens a paragraph about the problem, before any
// work is told, states the problem (line 242), though it reads like a result.
export function settleProblems(readings: Reading[], bonuses: Record<LineId, number>[]): void {
  const workTold = new Set<number>();
  for (const p of paragraphsOf(readings)) {
    const placed = p.at.filter((i) => readings[i]!.line !== null);
    const first = placed.length > 0 ? readings[placed[0]!]! : null;
    const rest = placed.slice(1).map((i) => readings[i]!);
    const clearProblem = rest.some((r) => r.line === "242" && r.own >= WEAK);
    if (first && !workTold.has(p.block) && clearProblem && rest.every((r) => r.line === "242") && opensProblem(first, bonuses[placed[0]!]!)) {
      first.line = "242";
      first.role = "uncertainty";
    }
    if (placed.some((i) => readings[i]!.line !== "242")) workTold.add(p.block);
  }
}
