import type { Classified } from "../classify";
import type { RedFlagId } from "../lexicon/red-flags";
import { effortSpent, isAdministrative, isBackground, opensOnCompany, isBusinessSide, isCalendarOrShow, isCutOff, isFuturePlan, isNextStep, isRequest, isTableRow, hasVerb, BUSINESS_VERBS, marketMotive, mentionsMoney, outsideClaim } from "./context";
import { armsNamed, opensOnArm } from "./arms";
import { evidenceOf, type Evidence, type Role } from "./evidence";
import { readLabel, type Label, type LabelKind } from "./labels";
import { refersBack } from "./reference";
import { settleIterations } from "./iterations";
import { settleObjectives, settleProblems } from "./settle";
import { hasDigit, tokensOf } from "../text/tokens";
import { ACTION_PRESENT, STATES } from "./grammar";

// The role of each sentence in the claim, from its own wording (evidence.ts), the user's labels and
// headings, and its neighbours: a sentence that says little by itself ("At that density a conductor
// returns one or two points per metre") takes the line of the paragraph it sits in.

export type LineId = "242" | "244" | "246";
// What works against the claim is for the preparer to read, not for the form: "we did not keep any
// notes", "put together from recollections", "we remain convinced there was uncertainty", "nothing
// else on the market does this". It is left out of every line and named in a warning, unless the
// sentence also carries material of its own (a figure, or a clear cue of a criterion: "the library had
// no documentation on how its solver scales, and it failed beyond 500 segments"), which the form needs.
const ADMISSIONS: ReadonlySet<RedFlagId> = new Set(["no_records", "reconstructed_records", "asserted_uncertainty", "market_novelty", "late_claim"]);
const OWN_MATERIAL = 2;

export const isAdmissionFlag = (id: RedFlagId) => ADMISSIONS.has(id);

export function isAdmission(c: Classified): boolean {
  if (!c.redFlags.some((f) => ADMISSIONS.has(f.id))) return false;
  return !/\d/.test(c.sentence.text) && Object.values(c.score).every((v) => v < OWN_MATERIAL);
}

export type ContextKind = "request" | "heading" | "table" | "cut-off" | "excluded" | "fragment" | "background" | "plan" | "labelled" | "objective" | "unclear";

export interface Reading {
  classified: Classified;
  label: Label;
  // Words of the sentence without its label.
  tokens: string[];
  evidence: Evidence;
  // Strength of the sentence's own wording for its role, before labels and neighbours.
  own: number;
  role: Role | null;
  line: LineId | null;
  context: ContextKind | null;
}

export const LINE_OF_ROLE: Record<Role, LineId> = {
  uncertainty: "242", standard: "242", objective: "242",
  hypothesis: "244", experiment: "244", measurement: "244", records: "244",
  result: "246", knowledge: "246",
};

const LABEL_ROLE: Record<LabelKind, Role | null> = {
  uncertainty: "uncertainty", standard: "standard", hypothesis: "hypothesis", experiment: "experiment", result: "result", knowledge: "knowledge",
  records: "records", objective: "objective", context: null,
};

// Order in which equal evidence is read: the more specific role first.
const ROLE_ORDER: Role[] = ["knowledge", "standard", "uncertainty", "hypothesis", "records", "measurement", "result", "experiment", "objective"];
const LINES: LineId[] = ["242", "244", "246"];

// Own evidence from which a sentence counts by itself, and from which it is read as a neighbour.
const CLEAR = 2;
const LABEL_BONUS = 3;
const PARAGRAPH_LABEL_BONUS = 1.5;
// Own evidence from which a sentence keeps its role whatever label came before it in the paragraph.
const STRONG = 2.5;
const HEADING_BONUS = 2;
const NEIGHBOUR_BONUS = 1;
// A sentence that points back and says little by itself follows the sentence it points to, whatever
// its next neighbour or its weak wording say (refersBack).
const POINTED_BONUS = CLEAR + 1;
const MIN_LINE_SCORE = 1;

function bestRole(ev: Evidence, line?: LineId): { role: Role | null; score: number } {
  let role: Role | null = null;
  let score = 0;
  for (const r of ROLE_ORDER) {
    if (line && LINE_OF_ROLE[r] !== line) continue;
    if (ev[r] > score) {
      role = r;
      score = ev[r];
    }
  }
  return { role, score };
}

function lineScores(ev: Evidence): Record<LineId, number> {
  const out: Record<LineId, number> = { "242": 0, "244": 0, "246": 0 };
  for (const r of ROLE_ORDER) {
    // A goal alone frames an uncertainty but is not one; it follows its paragraph (see below).
    if (r === "objective") continue;
    const line = LINE_OF_ROLE[r];
    out[line] = Math.max(out[line], ev[r]);
  }
  return out;
}

function hardContext(c: Classified, label: Label, tokens: string[], index: number, all: Classified[]): ContextKind | null {
  const s = c.sentence;
  if (label.heading) return "heading";
  if (c.exclusions.some((e) => e.weight === 2) || isAdmission(c)) return "excluded";
  if (isCalendarOrShow(tokens)) return "background";
  // A line or role label ("Line 244: We buried 6 nodes ...") names where the rest goes, so only the
  // rest can be a request; an unknown label is read with its sentence ("Note: please draft it").
  if (isRequest(label.kind !== null || label.rest === s.text ? tokens : tokensOf(s.text), s.text.trim())) return "request";
  if (isTableRow(s.text)) return "table";
  const prev = all[index - 1]?.sentence;
  const next = all[index + 1]?.sentence;
  if (s.kind === "file" && isCutOff(s.text, prev?.block !== s.block, next?.block !== s.block)) return "cut-off";
  if (s.kind !== "file" && (s.text.endsWith("…") || s.text.endsWith("..."))) return "cut-off";
  return null;
}

// A title or a note without a verb: short, or a label and a phrase, or no full stop. A longer
// sentence with a stop whose verb was not recognised ("a conductor returns one point per metre") is
// still a sentence.
const FRAGMENT_MAX_WORDS = 12;
const TITLE_MAX_WORDS = 6;

function isFragment(c: Classified, tokens: string[]): boolean {
  if (tokens.length > FRAGMENT_MAX_WORDS || hasVerb(tokens) || c.measurements.length > 0) return false;
  const text = c.sentence.text;
  return tokens.length <= TITLE_MAX_WORDS || text.includes(":") || !/[.!?]["')\]]*$/.test(text);
}

// Up to this many words, a sentence with no evidence of its own is a transition, not material.
const TRANSITION_MAX_WORDS = 6;

// Below this, a sentence that names a sum of money is about the money.
const MONEY_OWN = 2.5;

// "Lessons: the binder comes out, so the next step needs a drying stage": the user's own label says
// what the sentence is; the step it leads to is part of the lesson, not a plan of its own.
const LESSON_LABELS: ReadonlySet<LabelKind> = new Set(["knowledge", "result"]);

function softContext(c: Classified, label: Label, tokens: string[], ev: Evidence, own: number): ContextKind | null {
  const lesson = label.kind !== null && LESSON_LABELS.has(label.kind);
  if (isNextStep(tokens) && !lesson) return "plan";
  if (outsideClaim(tokens, label.rest)) return "background";
  if (own >= 3) return null;
  if (label.kind === "context") return "labelled";
  if (opensOnCompany(tokens, label.rest) || marketMotive(tokens)) return "background";
  // A plan for later is not work of the year, even when it names the work ("will be scaled up");
  // a prediction ("we believe the coating will repel fat") is a hypothesis.
  if (ev.hypothesis < CLEAR && isFuturePlan(tokens, !lesson)) return "plan";
  if ((c.measurements.length === 0 || effortSpent(tokens)) && isAdministrative(tokens)) return "background";
  if (isBusinessSide(tokens) || (own < MONEY_OWN && mentionsMoney(label.rest))) return "background";
  if (own >= CLEAR) return null;
  // A label says what the words after it are, verb or not ("Our working theory: the cracks start at the pores").
  if (label.kind === null && isFragment(c, tokens)) return "fragment";
  // Who the company is ("We're a small bakery in Laval", "Our thing is a sensor…"), read once by classify.ts.
  if (c.introducesCompany || isBackground(tokens, label.rest)) return "background";
  // "That was not where we started": a transition with nothing of its own to place.
  if (label.kind === null && own === 0 && tokens.length <= TRANSITION_MAX_WORDS && !hasDigit(label.rest)) return "unclear";
  return null;
}

// "couldnt say why", "didnt know": a chat typed without apostrophes means the same denials.
const BARE_DENIALS: Record<string, string> = {
  couldnt: "couldn't", didnt: "didn't", dont: "don't", doesnt: "doesn't", wasnt: "wasn't", werent: "weren't",
  cant: "can't", wouldnt: "wouldn't", isnt: "isn't", arent: "aren't", wont: "won't", hadnt: "hadn't", havent: "haven't",
};

function withApostrophes(tokens: string[]): string[] {
  return tokens.map((t) => BARE_DENIALS[t] ?? t);
}

function read(c: Classified, index: number, all: Classified[]): Reading {
  const label = readLabel(c.sentence.text);
  const tokens = withApostrophes(tokensOf(label.rest));
  const evidence = evidenceOf(c, label.rest, tokens);
  const own = bestRole(evidence).score;
  const context = hardContext(c, label, tokens, index, all) ?? softContext(c, label, tokens, evidence, own);
  return { classified: c, label, tokens, evidence, own, role: null, line: null, context };
}

function samePlace(a: Reading, b: Reading): boolean {
  return a.classified.sentence.block === b.classified.sentence.block && a.classified.sentence.paragraph === b.classified.sentence.paragraph;
}

function labelLine(kind: LabelKind | null): LineId | null {
  const role = kind ? LABEL_ROLE[kind] : null;
  return role ? LINE_OF_ROLE[role] : null;
}

// Headings ("Line 242", "Results") hold until the next heading in the same message; a label at the
// head of a sentence ("Outcome - ...") holds for the rest of its paragraph, until the next label, for
// the sentences that do not say plainly what they are ("hypothesis: ... - coated 40 posts - powder B:
// 0.4 pinholes per m² vs 11" is a result after the work).
function sectionBonuses(readings: Reading[]): Record<LineId, number>[] {
  const out: Record<LineId, number>[] = [];
  let heading: { line: LineId | null; block: number } | null = null;
  let labelled: { line: LineId | null; at: Reading } | null = null;
  for (const r of readings) {
    const bonus: Record<LineId, number> = { "242": 0, "244": 0, "246": 0 };
    const block = r.classified.sentence.block;
    if (heading && heading.block !== block) heading = null;
    if (labelled && !samePlace(labelled.at, r)) labelled = null;
    if (r.label.heading) {
      heading = { line: labelLine(r.label.kind), block };
      labelled = null;
    } else if (r.label.kind !== null) {
      const own = labelLine(r.label.kind);
      if (own) bonus[own] += LABEL_BONUS;
      // A list item's label ("- problem: ...") is its own; a prose label leads its paragraph.
      labelled = r.classified.sentence.item ? null : { line: own, at: r };
    } else if (labelled?.line && r.own < STRONG) bonus[labelled.line] += PARAGRAPH_LABEL_BONUS;
    // "Unknown: can XRF tell waste from ore … Built 6 m test conveyor. … Wet rock accuracy then 86%.":
    // in notes run together, a clear sentence of another line ends what the label covered.
    if (labelled?.line && !r.label.kind && clearLine(r) !== null && clearLine(r) !== labelled.line) labelled = null;
    if (heading?.line && !r.label.heading) bonus[heading.line] += HEADING_BONUS;
    out.push(bonus);
  }
  return out;
}

function clearLine(r: Reading): LineId | null {
  if (r.context || r.own < CLEAR) return null;
  return LINE_OF_ROLE[bestRole(r.evidence).role!];
}

// The lines of the nearest clear sentences before and after each sentence, in the same paragraph:
// one sweep each way, so a long paragraph of unclear sentences is not read again for each of them.
function neighbourVotes(readings: Reading[]): Record<LineId, number>[] {
  const votes = readings.map(() => ({ "242": 0, "244": 0, "246": 0 }) as Record<LineId, number>);
  for (const [from, to, step] of [[0, readings.length, 1], [readings.length - 1, -1, -1]] as const) {
    let last: { line: LineId; at: Reading } | null = null;
    for (let i = from; i !== to; i += step) {
      const r = readings[i]!;
      if (last && samePlace(last.at, r)) votes[i]![last.line] += step === 1 && refersBack(r.tokens) ? POINTED_BONUS : NEIGHBOUR_BONUS;
      const line = clearLine(r);
      if (line) last = { line, at: r };
      else if (last && !samePlace(last.at, r)) last = null;
    }
  }
  return votes;
}

// Lines whose own evidence is this close are a tie that the paragraph settles.
const TIE = 0.5;

function undecided(scores: Record<LineId, number>): boolean {
  const sorted = LINES.map((l) => scores[l]).sort((a, b) => b - a);
  return sorted[0]! - sorted[1]! < TIE;
}

function decide(r: Reading, bonus: Record<LineId, number>, votes: Record<LineId, number>): void {
  const scores = lineScores(r.evidence);
  const labelled = LABEL_ROLE[r.label.kind ?? "context"];
  const askNeighbours = r.own < CLEAR || undecided(scores);
  let best: LineId | null = null;
  let top = 0;
  for (const line of LINES) {
    const s = scores[line] + bonus[line] + (askNeighbours ? votes[line] : 0);
    if (s > top) {
      best = line;
      top = s;
    }
  }
  if (labelled === "objective" || statesGoal(r.evidence) || ((best === null || top < MIN_LINE_SCORE) && r.evidence.objective > 0)) {
    r.role = "objective";
    r.line = "242";
    return;
  }
  if (best === null || top < MIN_LINE_SCORE) {
    r.context = "unclear";
    return;
  }
  r.line = best;
  const own = bestRole(r.evidence, best);
  r.role = labelled && LINE_OF_ROLE[labelled] === best ? labelled : own.score > 0 ? own.role : defaultRole(best);
}

// "The aim of the project was to raise the titre from 2 to 4 g/L" is a goal, whatever figures it holds.
function statesGoal(ev: Evidence): boolean {
  return ev.objective >= 1.5 && ev.uncertainty < CLEAR && ev.standard < CLEAR && ev.knowledge < CLEAR && ev.hypothesis < CLEAR;
}

function defaultRole(line: LineId): Role {
  return line === "242" ? "uncertainty" : line === "244" ? "experiment" : "result";
}

// "Results: cycles 14.2 → 5.1. False defrosts: 0.4 per day.": a figure noted without a verb under
// the user's results label is a value found, not a title; under a log heading, "e41d0a7 chore: bump
// to 0.2" is not work of its own.
function figureUnderLabel(r: Reading, bonus: Record<LineId, number>): boolean {
  return hasDigit(r.label.rest) && bonus["246"] > Math.max(bonus["242"], bonus["244"]);
}

// One sweep: the control arm's practice no longer counts as standard practice (arms.ts).
function readControlArms(readings: Reading[]): void {
  let arms = new Set<string>();
  let at: Reading | null = null;
  for (const r of readings) {
    if (at && !samePlace(at, r)) arms = new Set();
    at = r;
    if (r.context !== null) continue;
    if (r.evidence.standard > 0 && opensOnArm(r.tokens, arms)) {
      r.evidence.standard = 0;
      r.own = bestRole(r.evidence).score;
    } else if (r.own >= CLEAR && LINE_OF_ROLE[bestRole(r.evidence).role!] === "244") armsNamed(r.tokens, arms);
  }
}

// "Jan-Apr: pilot screw press, 3 flocculant types, 5 doses each. Measured cake solids per run.": a
// verbless note with its figures, told beside the work in the same paragraph, is part of that work,
// not a title.
const NOTE_MIN_WORDS = 5;

function noteAmongWork(r: Reading, votes: Record<LineId, number>): boolean {
  return r.tokens.length >= NOTE_MIN_WORDS && hasDigit(r.label.rest) && votes["244"] > 0;
}

// "we take used EV battery modules from wreckers and repackage them as storage for cabins": told in
// the present, with no figure, before anything of the three lines, "we" and a verb say what the
// company does; the work is told in the past or with its figures.
const HABIT_OPENERS = new Set(["so", "ok", "okay", "well", "basically", "and"]);

function tellsHabit(r: Reading): boolean {
  if (r.label.kind !== null || r.own >= CLEAR || hasDigit(r.label.rest)) return false;
  let i = 0;
  while (HABIT_OPENERS.has(r.tokens[i] ?? "")) i += 1;
  const subject = r.tokens[i];
  const verb = r.tokens[i + 1] ?? "";
  return (subject === "we" || subject === "i") && (ACTION_PRESENT.has(verb) || BUSINESS_VERBS.has(verb)) && !STATES.has(verb);
}

function readOpeningHabits(readings: Reading[]): void {
  for (const r of readings) {
    if (r.context === null && r.own >= CLEAR) return;
    if (r.context === null && tellsHabit(r)) r.context = "background";
  }
}

export function readRoles(classified: Classified[]): Reading[] {
  const readings = classified.map((c, i, all) => read(c, i, all));
  readOpeningHabits(readings);
  readControlArms(readings);
  const bonuses = sectionBonuses(readings);
  const votes = neighbourVotes(readings);
  readings.forEach((r, i) => {
    if (r.context === "fragment" && (figureUnderLabel(r, bonuses[i]!) || noteAmongWork(r, votes[i]!))) r.context = null;
    if (r.context === null) decide(r, bonuses[i]!, votes[i]!);
  });
  settleProblems(readings, bonuses);
  settleObjectives(readings);
  settleIterations(readings, bonuses);
  return readings;
}
