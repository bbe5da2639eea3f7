import { hasAny, hasAnyPhrase, phrases } from "./text/tokens";

// Shared by the pre-check (the "standard practice fell short" facet) and the T661 roles, which is
// why it lives beside classify.ts rather than under t661/.

/** The part of a sentence's role evidence this reads (experiment, knowledge) and raises (standard). */
export interface PracticeEvidence {
  standard: number;
  experiment: number;
  knowledge: number;
}

// Somebody else's practice ("published coders", "the supplier's recipes", "the classifiers we knew
// of") said to fall short ("only", "not", "relied on"): why standard practice could not resolve it.
export const PRACTICE = new Set([
  "standard", "existing", "published", "commercial", "conventional", "traditional", "typical", "usual", "available",
  "off-the-shelf", "supplier", "suppliers", "supplier's", "suppliers'", "vendor", "vendors", "vendor's", "manufacturer",
  "manufacturers", "manufacturer's", "literature", "industry", "industry's", "textbook", "textbooks", "prior", "previous",
  "past", "known", "knew", "mainstream", "classical", "guidance", "guidelines", "handbook", "datasheet", "datasheets",
  "state-of-the-art", "open-source", "library", "libraries", "papers", "academic", "competitors", "competitor",
  "incumbent", "legacy", "reference", "recommended", "common", "customary", "accepted", "default", "popular",
  "pre-trained", "documented", "public", "maker", "maker's", "makers", "makers'", "oem", "sold", "marketed", "guide",
  "guides", "manual", "manuals", "documentation", "docs", "specification", "specifications", "standards", "practice",
  "practices",
]);
// Not "tuned": "we rewrote the screens from our existing designs … and tuned the database queries until
// every screen loaded" is our own work, while a means "tuned for" other conditions is read by madeForOthers.
export const FALLS_SHORT = new Set([
  "not", "no", "never", "only", "cannot", "can't", "couldn't", "didn't", "doesn't", "don't", "won't", "wasn't", "weren't",
  "isn't", "aren't", "fail", "fails", "failed", "lost", "lose", "loses", "unable", "too", "neither", "nor", "relied",
  "rely", "relies", "assumed", "assume", "assumes", "lack", "lacks", "lacked", "needed", "need", "needs", "required",
  "require", "requires", "limited", "intended", "without", "worse", "nothing", "none", "ignore", "ignored",
  "ignores", "struggle", "struggled", "struggles", "break", "broke", "breaks", "unsuitable", "inadequate", "insufficient",
  "misread", "misreads", "nobody", "wasting", "wasted", "wastes",
]);
// Words after which a practice is only the thing compared with: "96% against 71% for the existing classifier".
const COMPARED_WITH = new Set(["than", "against", "versus", "vs", "over", "compared", "beat", "outperformed", "unlike"]);
const COMPARED_REACH = 5;

// Within this many words of the start, a practice is the sentence's subject: "Commercial media gave
// 2.1 g/L" reports what standard practice achieves, the baseline the work had to beat.
const SUBJECT_WORDS = 2;

// What nobody had looked at: "no study we could find measured spray coverage on low udders".
// Not "no paper notebook": a paper is published.
const NOTHING_PUBLISHED = phrases(["no study", "no studies", "no published", "nothing published", "no papers", "no literature", "no data on", "no guidance"]);

// "The remedies used in greenhouses had been developed for plants that transpire in daylight": a
// means made for other conditions, said beside what it could not settle.
const MADE_FOR = new Set([
  "developed", "designed", "intended", "meant", "built", "tuned", "calibrated", "optimised", "optimized", "validated",
  "trained", "written",
]);
const MADE_BE = new Set(["was", "were", "been", "is", "are"]);

function madeForOthers(tokens: string[]): boolean {
  for (let i = 1; i + 1 < tokens.length; i += 1) {
    if (MADE_FOR.has(tokens[i]!) && MADE_BE.has(tokens[i - 1]!) && (tokens[i + 1] === "for" || tokens[i + 1] === "on")) return true;
  }
  return false;
}

// "coupons from a second concrete supplier": one more thing used in the work, not somebody else's
// practice.
const INDEFINITE = new Set(["a", "an", "another", "second", "third", "new", "different", "other", "one"]);
const INDEFINITE_REACH = 3;

// "we investigated the root cause with the supplier": a maker worked with, not a practice that fell short.
const PARTNERS = new Set(["supplier", "suppliers", "vendor", "vendors", "manufacturer", "manufacturers", "maker", "makers", "oem"]);

function workedWith(tokens: string[], i: number): boolean {
  return PARTNERS.has(tokens[i]!) && (tokens[i - 1] === "with" || tokens[i - 2] === "with");
}

// "Everything was documented in our weekly reports", "The customer accepted the frame": a verb, not a
// documented or accepted practice. Read as a verb when passive, or, for what a customer or we do with
// a thing (accept it, document it), when an object follows it and no determiner or adverb comes before
// it ("the accepted method" is a practice). "Everyone recommended a bigger fan" still names the usual
// advice.
const PASSIVE_BE = new Set(["was", "were", "is", "are", "been", "be"]);
const OBJECT_STARTS = new Set(["the", "a", "an", "our", "their", "its", "his", "her", "this", "these", "those", "it", "them", "us", "all", "every", "each"]);
const BEFORE_ADJECTIVE = new Set(["the", "a", "an", "its", "their", "our", "this", "that", "these", "those", "most", "well", "not", "already"]);
const DONE_TO_A_THING = new Set(["accepted", "documented"]);

function verbUse(tokens: string[], i: number): boolean {
  if (!tokens[i]!.endsWith("ed") || i === 0) return false;
  const before = tokens[i - 1]!;
  if (PASSIVE_BE.has(before)) return true;
  if (!DONE_TO_A_THING.has(tokens[i]!)) return false;
  const next = tokens[i + 1] ?? "";
  const objectNext = OBJECT_STARTS.has(next) || /^\$?\d/.test(next);
  return objectNext && !BEFORE_ADJECTIVE.has(before) && !before.endsWith("ly");
}

// "adding standard French made it worse", "turned Chiac words into standard French": something we put
// in, not somebody else's practice; "in practice, the sensor drifted" says how things went.
const PUT_IN = new Set(["adding", "added", "add", "adds", "mixing", "mixed", "blending", "blended", "into"]);
const PRACTICE_NOUNS = new Set(["practice", "practices"]);

function ingredientOrIdiom(tokens: string[], i: number): boolean {
  const before = tokens[i - 1] ?? "";
  return PRACTICE_NOUNS.has(tokens[i]!) ? before === "in" : PUT_IN.has(before);
}

// "their prior experience" is a person's own history, not a practice; "documentation of the research
// costs" is a record of the claim.
const PERSONAL = new Set(["their", "his", "her", "my", "your"]);
const EARLIER = new Set(["prior", "previous", "past"]);

// "Small cabinet maker in Drummondville", "we are a cheese maker": the claimant naming its own trade,
// not the maker of a thing it used ("the lamp maker could not tell us why").
const SELF_NAMED_WORDS = 3;
const OWNER_WORDS = new Set(["the", "its", "their", "our", "that", "this", "his", "her"]);

function ownTrade(tokens: string[], i: number): boolean {
  if (tokens[i] !== "maker" && tokens[i] !== "makers") return false;
  const before = tokens.slice(0, i);
  const namedFirst = i <= SELF_NAMED_WORDS && !before.some((t) => OWNER_WORDS.has(t));
  const weAre = tokens.slice(Math.max(0, i - 5), i).join(" ");
  return namedFirst || /(?:we are|we're|as) an? /.test(`${weAre} `);
}

function notAPractice(tokens: string[], i: number): boolean {
  const word = tokens[i]!;
  if (ownTrade(tokens, i)) return true;
  if (EARLIER.has(word) && PERSONAL.has(tokens[i - 1] ?? "")) return true;
  return (word === "documentation" || word === "docs") && tokens[i + 1] === "of";
}

function practiceAt(tokens: string[]): number {
  for (let i = 0; i < tokens.length; i += 1) {
    if (!PRACTICE.has(tokens[i]!) || workedWith(tokens, i) || verbUse(tokens, i) || ingredientOrIdiom(tokens, i) || notAPractice(tokens, i)) continue;
    if (!tokens.slice(Math.max(0, i - INDEFINITE_REACH), i).some((t) => INDEFINITE.has(t))) return i;
  }
  return -1;
}

// "We tried the fan maker's standard defrost logic first": the usual way, tried before the work
// proper, is why standard practice fell short (line 242), not an experiment of ours.
const TRIED = new Set(["tried", "used", "applied", "followed", "adopted", "started"]);
const FIRST = new Set(["first", "initially", "originally"]);
const TRIED_REACH = 6;

function triedPracticeFirst(tokens: string[]): boolean {
  if (!hasAny(tokens, FIRST) && !hasAny(tokens, FALLS_SHORT)) return false;
  for (let i = 1; i < tokens.length; i += 1) {
    if (!TRIED.has(tokens[i]!) || (tokens[i - 1] !== "we" && !FIRST.has(tokens[i - 1]!))) continue;
    if (tokens.slice(i + 1, i + TRIED_REACH).some((t) => PRACTICE.has(t))) return true;
  }
  return false;
}

// "The original manufacturer went bankrupt and there are no drawings": papers lost or a maker gone is
// missing information anyone could rebuild (reverse engineering), not a practice that fell short.
const LOST_PAPERS = phrases([
  "no drawings", "no documentation", "no manuals", "no manual", "no blueprints", "no schematics", "no plans", "no specs",
  "went bankrupt", "went out of business", "out of business", "no longer exists", "stopped making",
]);

// "a usability study with 15 nurses as the standard requires", "the standard methods the provincial permit
// requires": a norm complied with, not a practice that fell short.
const COMPLIED_WITH = phrases([
  "as the standard requires", "as the standards require", "as the standard required", "as required by the standard",
  "as the regulation requires", "as the regulations require", "as required by the regulations", "the standard requires",
  "the permit requires", "permit requires", "the permit required", "as the permit requires", "our permit requires",
]);

// "The usual method takes three days" names the practice as the sentence's subject; "In the industry
// this is called crop husbandry" only places the sentence.
const PLACING = new Set(["in", "on", "at", "for", "from", "by", "with", "to", "of", "across", "throughout", "within"]);

function asSubject(tokens: string[], practice: number): boolean {
  return !tokens.slice(0, practice).some((t) => PLACING.has(t));
}

export function fromPractice(tokens: string[], ev: PracticeEvidence): void {
  if (hasAnyPhrase(tokens, LOST_PAPERS) || hasAnyPhrase(tokens, COMPLIED_WITH)) return;
  if (triedPracticeFirst(tokens)) ev.standard = Math.max(ev.standard, 2.75);
  if (hasAnyPhrase(tokens, NOTHING_PUBLISHED)) ev.standard = Math.max(ev.standard, 3);
  if (madeForOthers(tokens) && hasAny(tokens, FALLS_SHORT)) ev.standard = Math.max(ev.standard, 2.75);
  const practice = practiceAt(tokens);
  if (practice < 0) return;
  if (!hasAny(tokens, FALLS_SHORT)) {
    if (practice <= SUBJECT_WORDS && asSubject(tokens, practice) && ev.experiment < 2.5 && ev.knowledge < 2.5) ev.standard = Math.max(ev.standard, 2.75);
    return;
  }
  // Only a comparison that leads to the practice ("against 71% for the existing classifier"), not one
  // earlier in the sentence ("would cost more than the budget, and the design guides ...").
  if (tokens.slice(Math.max(0, practice - COMPARED_REACH), practice).some((t) => COMPARED_WITH.has(t))) return;
  // "We first tried the supplier's recipe, but the pellets floated" is both the work and why standard
  // practice failed: equal evidence, left to the paragraph (roles.ts).
  ev.standard = Math.max(ev.standard, ev.experiment >= 2.5 ? 2.5 : 3);
}

/** How strongly a sentence read on its own says standard practice fell short (0 when it does not). */
export function practiceShortfall(tokens: string[]): number {
  const ev: PracticeEvidence = { standard: 0, experiment: 0, knowledge: 0 };
  fromPractice(tokens, ev);
  return ev.standard;
}

// Nouns that name somebody else's means, so that "the solvers we evaluated" is read as theirs.
const PRACTICE_THINGS = new Set([
  "solvers", "solver", "tools", "tool", "methods", "method", "classifiers", "classifier", "libraries", "library", "models",
  "model", "products", "product", "codecs", "algorithms", "approaches", "techniques", "designs", "suppliers", "vendors",
  "packages", "frameworks", "recipes", "materials", "systems", "options", "alternatives", "ones", "study", "studies",
  "paper", "papers",
]);
const CLAUSE_OPENERS = new Set(["and", "so", "but", "then", "when", "that", "because", "after", "before", "while", "if", "as", "once", "until", "where"]);

// "the open-source solvers we evaluated handle ...", "the classifiers we knew of": "we" inside a
// clause that qualifies somebody else's practice, which is not our work.
export function qualifiesPractice(tokens: string[], we: number): boolean {
  for (let k = we - 1; k >= Math.max(0, we - 3); k -= 1) {
    if (CLAUSE_OPENERS.has(tokens[k]!)) return false;
    if (PRACTICE.has(tokens[k]!) || PRACTICE_THINGS.has(tokens[k]!)) return true;
  }
  return false;
}
