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
// Own evidence up to which an observation may be read as part of the problem, and from which a
// sentence is clear by itself (roles.ts).
const WEAK = 2.5;
const CLEAR_OWN = 2;

function opensProblem(r: Reading, bonus: Record<LineId, number>): boolean {
  if (r.line === null || r.line === "242" || r.role === null || !OBSERVED.has(r.role)) return false;
  if (r.own > WEAK || bonus[r.line] > 0) return false;
  return !r.tokens.some((t) => FIRST_PERSON.has(t));
}

// "In May 2024 we found that our printed walls cracked in the first week.", then what nobody could
// explain: what we found before any work, as the first thing told, is the observation the problem
// starts from, not knowledge the work gained.
const FOUND = new Set(["found", "noticed", "discovered", "saw", "realised", "realized"]);

// "Our tomatoes split on sunny days, and we lost about 8% of the crop. Growers usually lower the
// irrigation, but …": a loss told first, in the paragraph that states the problem, is the problem.
function startsStory(r: Reading, bonus: Record<LineId, number>, after: Reading): boolean {
  if (r.line !== "246" || r.label.kind !== null || bonus["246"] > 0) return false;
  const at = r.tokens.findIndex((t) => FOUND.has(t));
  if (at > 0 && FIRST_PERSON.has(r.tokens[at - 1]!) && r.tokens[at + 1] === "that") return true;
  return r.role === "result" && r.own <= WEAK && samePlace(r, after);
}

function samePlace(a: Reading, b: Reading): boolean {
  const x = a.classified.sentence;
  const y = b.classified.sentence;
  return x.block === y.block && x.paragraph === y.paragraph;
}

// "The nozzles missed the rear teats, and mastitis stayed near 4% a month. The robot maker's settings
// only adjust the timing ...": an observation told before any work, between statements of the problem
// (the next clear sentence states it, the previous one, if any, too), is part of the problem (line
// 242), though it reads like a result. Only clear sentences count as neighbours here, so a company
// fact placed by its neighbours does not hide the problem that follows it.
export function settleProblems(readings: Reading[], bonuses: Record<LineId, number>[]): void {
  const clear = readings.map((r) => r.line !== null && r.own >= CLEAR_OWN);
  const next = nextClear(readings, clear);
  let block: number | null = null;
  let previous: Reading | null = null;
  let workTold = false;
  readings.forEach((r, i) => {
    if (r.classified.sentence.block !== block) {
      block = r.classified.sentence.block;
      previous = null;
      workTold = false;
    }
    const after = next[i] === null ? null : readings[next[i]!]!;
    const between = (previous === null || previous.line === "242") && after !== null && after.line === "242" && after.own >= WEAK;
    if (!workTold && between && (opensProblem(r, bonuses[i]!) || (previous === null && startsStory(r, bonuses[i]!, after!)))) {
      r.line = "242";
      r.role = "uncertainty";
    }
    if (clear[i]) {
      previous = r;
      if (r.line !== "242") workTold = true;
    }
  });
}

// The next clear sentence of the same message after each sentence.
function nextClear(readings: Reading[], clear: boolean[]): (number | null)[] {
  const out: (number | null)[] = readings.map(() => null);
  let next: number | null = null;
  for (let i = readings.length - 1; i >= 0; i -= 1) {
    if (next !== null && readings[next]!.classified.sentence.block !== readings[i]!.classified.sentence.block) next = null;
    out[i] = next;
    if (clear[i]) next = i;
  }
  return out;
}
