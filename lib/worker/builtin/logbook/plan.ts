import { asGerund, clausesOf, openingVerb, tidy } from "./phrase";
import { bareWord } from "./verbs";

// A row that names its work in a few words often does what the previous row planned: "totals detection
// added" after "next: detect totals rows by keyword + right alignment", "ring buffer for the offset"
// after "next: offset in a ring buffer across 4 pages", "cargo-fuzz, target merge_split" after "next:
// fuzz concurrent deletes across node splits". The plan names the work more fully, so the title takes
// it: the whole plan when the row names the plan's verb ("detection", "fuzz"), else what the plan adds
// after the words they share, from its first preposition ("... across 4 pages"). A hypothesis the
// previous row left untested counts as a plan only when it proposes a change ("trigger on fan power
// rise instead of the timer").

export interface Plan {
  text: string;
  fromHypothesis: boolean;
}

// Words of a plan that say when or how sure, not what: "try w/ the 4 GB heap", "GC-MS queued".
const PLAN_WORDS = new Set(["try", "retry", "maybe", "perhaps", "queued", "pending", "scheduled", "planned", "next", "todo", "then", "also"]);
const PREPOSITIONS = new Set(["in", "at", "on", "with", "for", "to", "from", "by", "under", "over", "during", "into", "across", "via", "against", "as"]);
const STOP = new Set(["the", "a", "an", "of", "and", "or", "in", "at", "on", "with", "for", "to", "by", "as", "so"]);

const wordsOf = (text: string) => text.split(" ").filter((w) => w !== "");

// Lower-case words and the parts of compounds: "cargo-fuzz" gives "cargo-fuzz", "cargo", "fuzz".
function vocabulary(words: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) {
    const word = bareWord(w).toLowerCase();
    if (word === "" || STOP.has(word)) continue;
    out.add(word);
    for (const part of word.split(/[-_]/)) if (part.length >= 3) out.add(part);
  }
  return out;
}

// A light stem, enough to see "lifted" and "lift", "detection" and "detect" as one word.
function stem(word: string): string {
  for (const suffix of ["ing", "ion", "ed", "es", "s"]) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length).replace(/e$/, "");
  }
  return word.replace(/e$/, "");
}

function shares(word: string, row: Set<string>): boolean {
  const w = bareWord(word).toLowerCase();
  if (w === "" || STOP.has(w)) return false;
  const s = stem(w);
  return row.has(w) || [...row].some((r) => stem(r) === s);
}

// "Next run I'll keep 300 rpm": who will do it, and when, come before the plan itself.
const PLANNER = new Set(["i'll", "we'll", "i", "we", "will", "let's", "shall", "going"]);
const PLANNER_REACH = 3;

function planClause(plan: string): string[] {
  let words = wordsOf(clausesOf(plan)[0] ?? "");
  while (words.length > 0 && PLAN_WORDS.has(bareWord(words[0]!).toLowerCase())) words = words.slice(1);
  const planner = words.slice(0, PLANNER_REACH).findLastIndex((w) => PLANNER.has(bareWord(w).toLowerCase()));
  if (planner >= 0) words = words.slice(planner + 1);
  while (words.length > 0 && PLANNER.has(bareWord(words[0]!).toLowerCase())) words = words.slice(1);
  while (words.length > 0 && PLAN_WORDS.has(bareWord(words[words.length - 1]!).toLowerCase())) words = words.slice(0, -1);
  return words;
}

export function withPlan(title: string, rowText: string, plan: Plan): string {
  const words = planClause(plan.text);
  if (words.length < 2) return title;
  const row = vocabulary(wordsOf(clausesOf(rowText)[0] ?? ""));
  const lead = openingVerb(words);
  if (lead && lead.at === 0 && [...row].some((w) => stem(w) === stem(lead.verb.base))) return tidy(asGerund(words, lead));
  if (lead || plan.fromHypothesis) return title;
  let last = -1;
  words.forEach((w, i) => {
    if (shares(w, row)) last = i;
  });
  if (last === -1) return title;
  const from = words.findIndex((w, i) => i > last && PREPOSITIONS.has(bareWord(w).toLowerCase()));
  if (from === -1) return title;
  const titleWords = vocabulary(wordsOf(title));
  const adds = (phrase: string[]) => phrase.some((w) => !shares(w, titleWords) && !STOP.has(bareWord(w).toLowerCase()) && /[a-z]/i.test(w));
  // "F-14, 24 °C" planned as "F-14 at 24 °C with sorbitol co-feed": only the phrases the title lacks.
  const tail = phrasesOf(words.slice(from)).filter(adds).flat();
  return tail.length > 0 ? tidy([...wordsOf(title), ...tail]) : title;
}

// Words cut before each preposition: "at 24 °C", "with sorbitol co-feed 40:60".
function phrasesOf(words: string[]): string[][] {
  const phrases: string[][] = [];
  for (const w of words) {
    if (phrases.length === 0 || PREPOSITIONS.has(bareWord(w).toLowerCase())) phrases.push([w]);
    else phrases[phrases.length - 1]!.push(w);
  }
  return phrases;
}
