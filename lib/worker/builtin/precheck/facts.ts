import type { Classified } from "../classify";
import { COMPILED_CRITERION_CUES } from "../lexicon";
import { findCues } from "../lexicon/compile";
import { lowerSameLength } from "../lexicon/types";
import { clauseAt } from "../text/clause";
import { isEffortFigure } from "../text/measurements";
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
  // The records the user names ("numbers are in a spreadsheet"), to ask about their dates.
  records: string[];
}

// Capitalised words that are not names of tools, methods or materials.
const COMMON = new Set([
  "I", "We", "Our", "The", "This", "That", "These", "Those", "It", "In", "On", "At", "For", "With", "And", "But", "So",
  "Then", "When", "After", "Before", "A", "An", "CRA", "SR&ED", "Canada", "Canadian", "Inc", "Ltd", "January",
  "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
  "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Yes", "No", "OK", "Okay", "Hi", "Hello",
  "Thanks", "Well", "Also", "National", "Health", "Company", "University", "College", "Part", "Section", "Phase", "Project",
  "ON", "QC", "BC", "AB", "MB", "SK", "NS", "NB", "PE", "PEI", "NL", "YT", "NT", "NU", "What", "How", "Why", "Where", "Which", "Who", "Did", "Do", "Can", "Could",
]);

// Where the company is or a supplier comes from ("a bakery in Laval", "a German supplier") names no
// tool: Canada's provinces and larger cities, word by word, nationalities, and a capitalised word after
// "near" or "outside".
const PLACES = new Set(
  (
    "Alberta British Columbia Manitoba Brunswick Newfoundland Labrador Nova Scotia Nunavut Prince Edward Island Saskatchewan " +
    "Yukon Northwest Territories Toronto Montreal Montréal Vancouver Calgary Edmonton Ottawa Winnipeg Hamilton Kitchener " +
    "Ontario Quebec Québec Waterloo London Victoria Halifax Oshawa Windsor Saskatoon Regina Sherbrooke Barrie Kelowna Abbotsford Kingston " +
    "Guelph Moncton Brandon Laval Gatineau Longueuil Burnaby Surrey Richmond Markham Mississauga Brampton Rimouski Saguenay " +
    "Lévis Trois-Rivières Fredericton Charlottetown Whitehorse Yellowknife Iqaluit Lethbridge Kamloops Nanaimo Sudbury " +
    "Thunder Peterborough Drummondville Granby Saint-Hyacinthe Boucherville Terrebonne Repentigny Vaughan Oakville Burlington " +
    "Niagara Chatham Sarnia Belleville Cornwall Timmins Prince Albert Moose Jaw Grande Prairie Fort McMurray Chilliwack " +
    "American Chinese Danish Dutch English European Finnish French German Indian Israeli Italian Japanese Korean Mexican " +
    "Norwegian Polish Spanish Swedish Swiss Turkish Atlantic Pacific Arctic North South East West Northern Southern " +
    "Eastern Western China Taiwan Japan Korea Vietnam India Germany Italy France Spain Sweden Norway Finland Denmark " +
    "Poland Mexico Brazil USA US UK Europe Asia Africa"
  ).split(" "),
);
// A file format, a numbered part or a short abbreviation ("PDF", "Phase II", "3D", "A/B", "DO") names
// nothing one could have tried first.
const NOT_A_TOOL = new Set(["PDF", "CSV", "XLS", "XLSX", "TXT", "JPG", "PNG", "DOC", "DOCX", "II", "III", "IV", "VI", "VII", "VIII", "IX", "XI", "XII"]);
const FEW_LETTERS = 3;

function tooShortForAName(word: string): boolean {
  return (word.match(/\p{L}/gu) ?? []).length < FEW_LETTERS;
}
const BEFORE_PLACE = new Set(["near", "outside"]);
// "Hi Sam,": the person written to, not a tool.
const GREETING = new Set(["hi", "hello", "hey", "dear", "bonjour", "salut", "thanks"]);
// "6-storey", "3-axis": a count and an ordinary word.
const COUNTED_WORD = /^\d+-\p{Ll}+$/u;

// Units are capitalised too ("256 KB", "40 GB"), but they name no tool: the words of the sentence's
// figures are left out.
function namesIn(text: string, figures: string[]): string[] {
  // A name has a capital or a digit; most words of a long paste have neither.
  if (!/[\p{Lu}\p{N}]/u.test(text)) return [];
  const units = new Set(figures.flatMap((f) => f.split(/\s+/)));
  const words = text.split(/\s+/);
  const out: string[] = [];
  words.forEach((raw, i) => {
    // "Sandvik's inserts": the name without its possessive.
    const word = trimEnd(raw.replace(/^[^\p{L}\p{N}]+/u, "").replace(/['’]s$/u, ""), /[^\p{L}\p{N}#+]/u);
    if (i === 0 || tooShortForAName(word) || COMMON.has(word) || PLACES.has(word) || NOT_A_TOOL.has(word) || units.has(word)) return;
    const before = words[i - 1]!.toLowerCase();
    if (word.includes("'") || word.includes("’") || COUNTED_WORD.test(word) || BEFORE_PLACE.has(before) || GREETING.has(before)) return;
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
  if (!text.includes(":")) return [];
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

// "at 4 °C", "with 4% psyllium", "under 2 bar", "at 3-4%", "rated to 85 °C": the conditions a test ran
// under, not what it found.
const SETTING_BEFORE = /\b(?:at|with|under|from|rated(?: to| for| at)?|set (?:to|at))\s(?:[~≈-]?\d[\d.,]*\s?(?:-|–|to)\s?)?$/i;
// "at a price 12% below our usual", "kept a 6% margin": money, not a measurement of the work.
const MONEY = /\b(?:price|prices|priced|cost|costs|margin|margins|budget|revenue|sales|savings)\b|\$|\bof (?:their|his|her|our|my|the team's|its) time\b/i;
// "5% cement with slag at 74% solids gave 1.15 MPa": the figures before the verb set up the run, the
// one after it is what the run gave.
const GAVE = /\b(?:gave|gives|give|reached|reaches|achieved|got|measured|yielded|produced|showed|rose to|fell to|dropped to|went (?:up |down )?to|came out at|ended at|resulted in)\b/i;
// "came out at 0.12 mm", "stayed at 2.6%": where a result ended up.
const RESULT_AT = /\b(?:out|stayed|peaked|settled|failed|was|were|is|are|ended|sat|plateaued|levell?ed|held|remained|stuck|leaked|broke|cracked|stalled|buckled|yielded|tripped|burst|slipped) at\s$/i;

// "200 lb was no better and burned some": a level tried, named as the subject of what it did.
const LEVEL_AS_SUBJECT = /^\s(?:was|were|gave|did|worked|failed|held|helped|burned|burnt|cracked|kept|lasted|passed)\b/i;
// "reduced the plate thickness from 20 mm to 16 mm", "tried a thicker pin (8 mm then 10 mm)": a setting
// changed or tried, not what was measured. Read on the words just before the figure.
const CHANGED_TO =
  /\b(?:reduced|increased|changed|raised|lowered|cut|moved|switched|adjusted|set|stepped)\s(?:the\s)?(?:[a-z-]+\s)?(?:thickness|diameter|width|length|size|speed|temperature|pressure|dose|rate|current|voltage|spacing|gap|angle|depth|height|feed|ratio|concentration|load)\s(?:from|to)\s/i;
const TRIED_BEFORE = /\b(?:tried|trying|switched to|went to|moved to)\b/i;
// "Losses run 8-12%": the state of things before the work, which the work set out to beat.
const USUAL_STATE = /\b(?:run|runs|average|averages|typically|usually|normally)\s(?:at\s|around\s|about\s)?$/i;

// "We had to cut the price by 20%", "they require 1 million cycles", "the goal was 5 years on two AA
// cells": a figure asked for, not one measured, unless the sentence also says what was reached.
const DEMAND = /\b(?:had to|have to|has to|must|needs? to|needed to|require[sd]?|requirement|asked (?:for|us)|wanted|goal|target|spec|specs|specification|aim(?:ed)?|objective)\b/i;

// "20% blue", "5% cement", "74% solids": a share of what went in, not what came out; "20% more" and
// "15% lower" are changes measured; "40 mm deep" is how far the work got.
const CHANGE_WORDS = new Set([
  "more", "less", "lower", "higher", "better", "worse", "faster", "slower", "smaller", "larger", "fewer", "cheaper", "longer",
  "shorter", "of", "reduction", "increase", "improvement", "drop", "loss", "gain", "up", "down", "over", "under", "above",
  "below", "than", "to", "and", "or", "at", "in", "on", "for", "from", "with", "by", "after", "before", "the", "a",
]);

// "a 10 mm stainless pin", "the 3 mm plates": the size of a part, as a share is what went in.
const LENGTH = /(?:mm|cm|µm|um|in|inch|inches)$/;

function composition(value: string, after: string): boolean {
  if (!value.endsWith("%") && !LENGTH.test(value)) return false;
  const next = /^\s*([a-z]+)/.exec(after)?.[1];
  return next !== undefined && !CHANGE_WORDS.has(next) && !/^(?:deep|long|wide|thick|high|tall)$/.test(next);
}

// A sentence about the records themselves, not one that mentions "a record" on the way.
function namesRecords(c: Classified): boolean {
  const { documentation, ...others } = c.score;
  return c.facets.documentation.has("records") && documentation >= 2 && Object.values(others).every((v) => v < documentation);
}

// A tool or method is best asked about where the text tests it or finds it short, not where it
// introduces the company.
function namesTheWork(c: Classified): boolean {
  return c.facets.uncertainty.has("standard_failed") || c.score.systematic_investigation >= 2;
}

export function gatherFacts(classified: Classified[]): Facts {
  const facts: Facts = { figures: [], names: [], targets: [], experiments: [], records: [] };
  const otherNames: string[] = [];
  for (const c of classified) {
    const text = c.sentence.text;
    const asksOnly = DEMAND.test(text) && !GAVE.test(text);
    const technical = Math.max(c.score.systematic_investigation, c.score.advancement, c.score.uncertainty) > 0 || c.technicalTerms > 0;
    if (technical) {
      const values = [...c.measurements, ...ratiosIn(text)].sort((a, b) => firstIndexOf(text, a) - firstIndexOf(text, b));
      const role = roleOf(c);
      const gave = GAVE.exec(text);
      for (const value of values) {
        const at = firstIndexOf(text, value);
        const before = text.slice(Math.max(0, at - 20), at);
        const setUp = gave !== null && at < gave.index && values.some((v) => firstIndexOf(text, v) > gave.index);
        const near = text.slice(Math.max(0, at - 60), at);
        const changed = CHANGED_TO.test(near) || (TRIED_BEFORE.test(near) && !GAVE.test(near));
        const condition =
          isEffortFigure(value) ||
          setUp ||
          changed ||
          LEVEL_AS_SUBJECT.test(text.slice(at + value.length, at + value.length + 12)) ||
          composition(value, text.slice(at + value.length, at + value.length + 16)) ||
          MONEY.test(clauseAt(text, at)) ||
          asksOnly ||
          (SETTING_BEFORE.test(before) && !RESULT_AT.test(before));
        facts.figures.push({ value, clause: clauseAt(text, at), role: condition ? "condition" : USUAL_STATE.test(before) ? "baseline" : role });
      }
      const names = namesTheWork(c) ? facts.names : otherNames;
      for (const name of namesIn(text, values)) if (!names.includes(name)) names.push(name);
    }
    if (c.facets.uncertainty.has("target") && facts.targets.length < 2) facts.targets.push(clauseAt(text, facetAt(text, "uncertainty", "target")));
    if (namesRecords(c) && facts.records.length < 1) facts.records.push(clauseAt(text, 0));
    if (c.facets.systematic_investigation.has("experiments") && c.score.systematic_investigation >= 2 && !asksOnly && facts.experiments.length < 2) {
      facts.experiments.push(clauseAt(text, facetAt(text, "systematic_investigation", "experiments")));
    }
  }
  facts.names.push(...otherNames.filter((n) => !facts.names.includes(n)));
  return facts;
}
