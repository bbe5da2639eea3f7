import type { Classified } from "../classify";
import { COMPILED_CRITERION_CUES } from "../lexicon";
import { findCues } from "../lexicon/compile";
import { lowerSameLength } from "../lexicon/types";
import { clauseAt } from "../text/clause";
import { trimEnd } from "../text/words";

// The user's own facts that a follow-up question can build on: figures with what they measured, the
// tools or methods named, the targets stated, the experiments described and the dates given.

export interface Facts {
  // "1.28:1 with LZ4": the figure and the words around it.
  figures: { value: string; clause: string }[];
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

function namesIn(text: string): string[] {
  const words = text.split(/\s+/);
  const out: string[] = [];
  words.forEach((raw, i) => {
    const word = trimEnd(raw.replace(/^[^\p{L}\p{N}]+/u, ""), /[^\p{L}\p{N}#+]/u);
    if (i === 0 || word.length < 2 || COMMON.has(word)) return;
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

export function gatherFacts(classified: Classified[]): Facts {
  const facts: Facts = { figures: [], names: [], targets: [], experiments: [] };
  for (const c of classified) {
    const text = c.sentence.text;
    const technical = Math.max(c.score.systematic_investigation, c.score.advancement, c.score.uncertainty) > 0 || c.technicalTerms > 0;
    if (technical) {
      for (const value of [...c.measurements, ...ratiosIn(text)]) facts.figures.push({ value, clause: clauseAt(text, firstIndexOf(text, value)) });
      for (const name of namesIn(text)) if (!facts.names.includes(name)) facts.names.push(name);
    }
    if (c.facets.uncertainty.has("target") && facts.targets.length < 2) facts.targets.push(clauseAt(text, facetAt(text, "uncertainty", "target")));
    if (c.facets.systematic_investigation.has("experiments") && c.score.systematic_investigation >= 2 && facts.experiments.length < 2) {
      facts.experiments.push(clauseAt(text, facetAt(text, "systematic_investigation", "experiments")));
    }
  }
  return facts;
}
