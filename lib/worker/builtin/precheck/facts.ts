import type { Classified } from "../classify";
import { COMPILED_CRITERION_CUES } from "../lexicon";
import { findCues } from "../lexicon/compile";
import { lowerSameLength } from "../lexicon/types";
import { clauseAt } from "../text/clause";
import { trimEnd } from "../text/words";

// The user's own facts that a follow-up question can build on: figures with what they measured, the
// tools or methods named, the targets stated, the experiments described and the dates given.

// What a figure is to the claim: what standard practice reached ("LZ4 gave only 1.28:1"), what the
// work reached ("the per-type dictionary reached 2.1:1"), a figure of a test described ("measured a
// ratio of 1.28:1", but also "on 40 GB of logs"), or a condition the work ran under ("a gateway with
// 256 KB of RAM"), which is no result to ask about.
export type FigureRole = "baseline" | "result" | "test" | "condition";

export interface Figure {
  value: string;
  // The words around it ("Off-the-shelf LZ4 gave only 1.28:1 on our data").
  clause: string;
  role: FigureRole;
}

export interface Facts {
  figures: Figure[];
  names: string[];
  targets: string[];
  experiments: string[];
}

// Capitalised words that are not names of tools, methods or materials.
const COMMON = new Set([
  "I", "We", "Our", "The", "This", "That", "These", "Those", "It", "In", "On", "At", "For", "With", "And", "But", "So",
  "Then", "When", "After", "Before", "A", "An", "CRA", "SR&ED", "Canada", "Canadian", "Inc", "Ltd", "January",
  "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
  "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Ontario", "Quebec", "Québec",
]);

// Units are capitalised too ("256 KB", "40 GB"), but they name no tool: the words of the sentence's
// figures are left out.
function namesIn(text: string, figures: string[]): string[] {
  const units = new Set(figures.flatMap((f) => f.split(/\s+/)));
  const words = text.split(/\s+/);
  const out: string[] = [];
  words.forEach((raw, i) => {
    const word = trimEnd(raw.replace(/^[^\p{L}\p{N}]+/u, ""), /[^\p{L}\p{N}#+]/u);
    if (i === 0 || word.length < 2 || COMMON.has(word) || units.has(word)) return;
    const capital = /^\p{Lu}/u.test(word);
    const mixed = /\p{L}/u.test(word) && /\p{N}/u.test(word);
    if (capital || mixed) out.push(word);
  });
  return out;
}

// Where in the sentence a cue of the given facet starts, so the quoted clause is the one that says it.
function facetAt(text: string, criterion: "uncertainty" | "systematic_investigation", facet: string): number {
  const hit = findCues(lowerSameLength(text), COMPILED_CRITERION_CUES[criterion]).find((m) => m.item.facet === facet && m.item.weight >= 1);
  return hit ? hit.index : 0;
}

// Ratios ("1.28:1") are figures too, though they carry no unit.
function ratiosIn(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => trimEnd(w, /[,;.)]/))
    .filter((w) => /^\d+(?:\.\d+)?:\d+$/.test(w));
}

function firstIndexOf(text: string, value: string): number {
  const i = text.indexOf(value);
  return i < 0 ? 0 : i;
}

function roleOf(c: Classified): FigureRole {
  if (c.facets.uncertainty.has("standard_failed")) return "baseline";
  if (c.score.advancement > 0) return "result";
  return c.score.systematic_investigation >= 2 ? "test" : "condition";
}

// The figures of one role, in the order they were written.
export function figuresOf(facts: Facts, ...roles: FigureRole[]): Figure[] {
  return roles.flatMap((role) => facts.figures.filter((f) => f.role === role));
}

export function gatherFacts(classified: Classified[]): Facts {
  const facts: Facts = { figures: [], names: [], targets: [], experiments: [] };
  for (const c of classified) {
    const text = c.sentence.text;
    const technical = Math.max(c.score.systematic_investigation, c.score.advancement, c.score.uncertainty) > 0 || c.technicalTerms > 0;
    if (technical) {
      const values = [...c.measurements, ...ratiosIn(text)].sort((a, b) => firstIndexOf(text, a) - firstIndexOf(text, b));
      const role = roleOf(c);
      for (const value of values) facts.figures.push({ value, clause: clauseAt(text, firstIndexOf(text, value)), role });
      for (const name of namesIn(text, values)) if (!facts.names.includes(name)) facts.names.push(name);
    }
    if (c.facets.uncertainty.has("target") && facts.targets.length < 2) facts.targets.push(clauseAt(text, facetAt(text, "uncertainty", "target")));
    if (c.facets.systematic_investigation.has("experiments") && c.score.systematic_investigation >= 2 && facts.experiments.length < 2) {
      facts.experiments.push(clauseAt(text, facetAt(text, "systematic_investigation", "experiments")));
    }
  }
  return facts;
}
