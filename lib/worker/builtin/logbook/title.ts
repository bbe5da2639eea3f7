import { MEASURE_WORDS, RESULT, STATEMENT_VERBS, STATEMENT_WORDS } from "../lexicon/logbook-cues";
import { truncate } from "../text/words";
import { capitalized, lowerFirst } from "./case";
import type { Piece } from "./fields";
import { asGerund, clausesOf, dropDangling, gerund, openingVerb, tidy } from "./phrase";
import { namesSampleSet } from "./naming";
import { withPlan, type Plan } from "./plan";
import { referenceTitle } from "./series";
import { isSetup, isWorkCount } from "./setup";
import { bareWord, leadingWorkVerb, openingPast, workVerb } from "./verbs";
import { participleMovedFirst } from "./voice";

// A row's title: a noun phrase naming the work and its object, as a consultant titles a logbook row
// ("Power-cut test and per-chunk CRC32 stored with the DFU offset", "Swapping LRU for GDSF, replaying
// prod trace"). It is read from the row's work: first a clause that opens with a verb and has an
// object (the verb made a gerund; "tried X" is about X), else a noun phrase that names the work. Never
// a count ("50 forced disconnects"), a verb without its object ("impl in src/dfu/resume.c"), or a
// statement of the problem ("line detection misses borderless tables"). A second piece of work of the
// row joins the first with "and"; a row that names its work in a few words takes what the previous row
// planned (plan.ts); a title with room left names the hypothesis it tests.

const TITLE_CHARS = 72;
const PREPOSITIONS = new Set(["in", "at", "on", "with", "for", "to", "from", "by", "under", "over", "during", "into", "across", "after", "before", "via", "against", "as"]);
const FINISHED = new Set(["done", "finished", "completed", "added"]);
const JOINERS = new Set(["and", "then"]);
// Words that open a statement of what happened inside a clause, and the subjects after "and" that do.
const STATEMENT_OPENERS = new Set(["but", "because", "which", "whereas", "while", "although", "though", "so"]);
const SUBJECTS = new Set(["the", "it", "they", "we", "this", "that", "our", "its", "their"]);

// Clauses are added while the title is shorter than this many words: "Field pilot" says less than
// "Field pilot, 60 nodes at the Laval site".
const MIN_TITLE_WORDS = 5;
// What the row tests, after the work: "Merging if gap < 1.4x line height — multi-line descriptions
// break the rows" names the question, not only the change.
const HYPOTHESIS_WORDS = 9;
const HYPOTHESIS_OPENER = /^(?:(?:to )?(?:see|test|check) (?:if|whether)|the question (?:we(?:'re| are) (?:trying to )?answer(?:ing)? )?is whether|(?:on pense|nous pensons|je pense) que|(?:we |i |she |he |they )?(?:think|thinks|thinking|expect|expecting|suspect|suspecting|guess|betting|hoping|assuming|believe|worried)|(?:(?:our|my|the) )?(?:working |main |current )?(?:idea|theory|hypothesis|guess|assumption|expectation) (?:is|was))(?: that)? /i;
// "On pense qu'un conditioning step …": the French opener elides into the next word.
const FRENCH_OPENER = /^(?:on pense|nous pensons|je pense) qu'/i;
// Each of two joined pieces of work keeps at most this many words.
const JOINED_WORDS = 8;

const MAX_CANDIDATES = 12;

// How a piece can name the row: by its verb and object, as a noun phrase, or, last, by a verb whose
// object the notes leave out ("regen w/ 0.1 M NaOH").
type Kind = "verb" | "noun" | "objectless" | null;

// "To get back the 0.3 ms", "so that the pump restarts": why the work was done, not the work.
const PURPOSE = /^(?:to|in order to|so that|so as to)\s/i;

function kindOf(text: string): Kind {
  const first = clausesOf(text)[0];
  if (!first || PURPOSE.test(first)) return null;
  const words = first.split(" ");
  const lead = leadingWorkVerb(first) ?? openingPast(first);
  // "Computed the slope and alarm when it stays above 2": a verb of work done, not a gerund that is the
  // subject of a statement ("Merging 2 replicas takes 14 s"), rules out a statement later in the clause.
  const done = lead !== null && lead.verb.form !== "ing";
  if (!done && words.some((w) => STATEMENT_WORDS.has(bareWord(w).toLowerCase()) || STATEMENT_VERBS.has(bareWord(w).toLowerCase()))) return null;
  if (lead) {
    const object = words.slice(lead.at + (lead.verb.base === "try" ? 2 : 1));
    const head = bareWord(object[0] ?? "").toLowerCase();
    if (head === "" || isSetup(object.join(" "))) return null;
    return PREPOSITIONS.has(head) ? "objectless" : "verb";
  }
  // "50 forced disconnects" and "two 12 h runs" count; "4 GB heap run" and "3% C-S-H seeding" name a
  // set-up.
  const lead0 = words[0] ?? "";
  const next = bareWord(words[1] ?? "");
  // "4-pt bending tests", "7-day cylinder breaks": a number joined to its word describes, it counts nothing.
  const counts = /^\d/.test(lead0) && !/[%°]/.test(lead0) && !/^\d{1,4}-\p{L}/u.test(lead0) && next.length > 3 && !/\d/.test(next);
  if (counts || isWorkCount(first)) return null;
  // "Going with Fe-coated", "waiting for parts": a verb of another kind than work, not the work itself;
  // "Coating thickness 80 um" and "o-ring swapped" are things.
  const opening = bareWord(lead0).toLowerCase();
  if (/^[a-z]+ing$/.test(opening) && PREPOSITIONS.has(next.toLowerCase())) return null;
  return "noun";
}

// "Thermal run on board #2, 3 kW for 2 h in the 50 °C chamber", "Prepared the reference mix, NHL 3.5
// lime mortar": past the title's first words, a clause of a few words that says where, at what or
// which thing still names the work, up to FULL_TITLE_WORDS; a bare value ("12 mm/s"), a count's
// outcome ("1/20 lifted") or a result ends the title.
const FULL_TITLE_WORDS = 20;
// "die held at 60 °C": a part held at a value is set, not a result.
const HELD_SETTING = /\b(?:held|kept|maintained) at [~≈]?\d/i;
const MIN_FILL_WORDS = 3;

function fillsTitle(clause: string, words: string[]): boolean {
  const added = clause.trim().split(" ");
  if (added.length < MIN_FILL_WORDS || words.length + added.length > FULL_TITLE_WORDS) return false;
  if ((RESULT.test(clause) && !HELD_SETTING.test(clause)) || MEASURE_WORDS.has(bareWord(added[0]!).toLowerCase()) || leadingWorkVerb(clause)) return false;
  return !added.some((w) => /^[a-z]{3,}ed$/.test(bareWord(w)) && !workVerb(bareWord(w)));
}

// The first clauses of a piece, while the title is shorter than maxWords words and TITLE_CHARS
// characters; a first clause longer than that is cut at a word.
function leadingClauses(text: string, maxWords: number): string[] {
  let words: string[] = [];
  for (const clause of clausesOf(text)) {
    if (words.length === 0) {
      for (const w of clause.split(" ")) {
        if (words.length > 0 && words.join(" ").length + w.length >= TITLE_CHARS) break;
        words.push(w);
      }
      continue;
    }
    if (words.join(" ").length + clause.length > TITLE_CHARS) break;
    if (dropDangling(words).length >= maxWords && (maxWords < MIN_TITLE_WORDS || !fillsTitle(clause, words))) break;
    words = [...dropDangling(words), ",", ...clause.split(" ")];
  }
  return words;
}

// The noun phrase of a piece, without a participle that closes it ("Totals detection added" names
// "Totals detection").
function nounPhrase(text: string, maxWords: number): string[] {
  const words = leadingClauses(text, maxWords);
  const last = bareWord(words[words.length - 1] ?? "").toLowerCase();
  return words.length > 1 && (FINISHED.has(last) || workVerb(last)?.form === "past") ? words.slice(0, -1) : words;
}

// "Raised psyllium to 4% and added 0.5% HPMC" is titled "Raising psyllium to 4% and adding 0.5% HPMC";
// "Swapped LRU for GDSF, replayed the trace" "Swapping LRU for GDSF, replaying the trace".
function joinedGerunds(words: string[]): string[] {
  return words.map((w, i) => {
    const before = words[i - 1] ?? "";
    const joined = i > 0 && (JOINERS.has(bareWord(before).toLowerCase()) || before === ",");
    const verb = joined ? workVerb(bareWord(w).toLowerCase()) : null;
    return verb?.form === "past" ? gerund(bareWord(w), verb) : w;
  });
}

// A clause that starts a new statement ("... and the loaves collapsed") ends the title's phrase.
function toNewStatement(words: string[]): string[] {
  for (let i = 3; i < words.length - 1; i++) {
    const word = bareWord(words[i]!).toLowerCase();
    if (STATEMENT_OPENERS.has(word) || (word === "and" && SUBJECTS.has(bareWord(words[i + 1]!).toLowerCase()))) return words.slice(0, i);
  }
  return words;
}

// A phrase cut at its length may end on a second verb without its object ("... to 7 K and added"):
// the verb and its joiner go.
function withoutBareVerb(words: string[]): string[] {
  const end = dropDangling(words);
  const last = bareWord(end[end.length - 1] ?? "").toLowerCase();
  const joiner = bareWord(end[end.length - 2] ?? "").toLowerCase();
  return end.length > 3 && workVerb(last) && JOINERS.has(joiner) ? end.slice(0, -2) : words;
}

function phraseOf(text: string, kind: Kind, maxWords = MIN_TITLE_WORDS): string {
  if (kind === "noun") return tidy(toNewStatement(nounPhrase(text, maxWords)));
  const words = withoutBareVerb(toNewStatement(leadingClauses(text, maxWords)));
  const lead = openingVerb(words);
  return tidy(joinedGerunds(lead ? asGerund(words, lead) : words));
}

// The first clause of a piece joined to another, cut after JOINED_WORDS words but never between a
// figure and its unit ("over 8 K") or a name and its number.
function firstClauseOf(text: string, kind: Kind): string {
  const words = phraseOf(text, kind, 1).split(" ");
  let end = Math.min(words.length, JOINED_WORDS);
  if (end < words.length && /\d$/.test(words[end - 1]!) && (words[end] ?? "").length <= 3) end += 1;
  // Nor between a name and its number ("zone 3", "pump 7").
  else if (end < words.length && /^\d{1,4}$/.test(bareWord(words[end]!))) end += 1;
  return tidy(words.slice(0, end));
}

// "which is far above the 1% void content": a relative clause cut from the sentence it belongs to
// names no question.
const RELATIVE = /^(?:which|who|whose|where|whereas)\s/i;

function hypothesisPhrase(text: string): string {
  const first = clausesOf(text)[0] ?? "";
  if (RELATIVE.test(first)) return "";
  return tidy(first.replace(HYPOTHESIS_OPENER, "").replace(FRENCH_OPENER, "").split(" ").slice(0, HYPOTHESIS_WORDS));
}

interface Action {
  piece: Piece;
  kind: Kind;
  order: number;
  // Written with its participle first ("Totals detection added" as "Added totals detection"): the
  // notes named the work only briefly, so the previous plan may name it better.
  moved: boolean;
}

// "Blend B2 = B1 with 15% MCC replaced by Pearlitol Flash" (spelled "is"): a new variant defined by
// its difference from an earlier one; the row is about the variant, named with its definition.
const DEFINITION = /^([A-Za-z][a-z-]{1,20} (?:[A-Z]{1,2}-?\d{0,4}|#?\d{1,3})) is (?=\S)/;

function defined(text: string): string | null {
  const m = DEFINITION.exec(text);
  return m ? `${m[1]}: ${text.slice(m[0].length)}` : null;
}

// "defrost: logged the stock time-based defrost": a word or two naming the topic before the work done
// on it, as bullets of a day's mixed notes are tagged; the work names the row.
const TOPIC = /^[\p{L}][\p{L}\d-]{0,20}(?: [\p{L}\d-]{1,20}){0,1}: (?=\S)/u;

function withoutTopic(text: string): string {
  const m = TOPIC.exec(text);
  const rest = m ? text.slice(m[0].length) : "";
  if (!m) return text;
  return leadingWorkVerb(rest)?.verb.form === "past" ? rest : (participleMovedFirst(rest) ?? text);
}

// "Cold morning, -24 °C at 7 am, crew of six, we placed the first test panel …": a site diary sets the
// scene before it says what the crew did; the row is named from "we placed".
const SCENE_CLAUSES = 8;
const CREW = new Set(["we", "i", "they"]);

function fromCrewClause(text: string): string {
  const clauses = text.split(", ", SCENE_CLAUSES);
  if (clauses.length < 2 || leadingWorkVerb(clauses[0]!)) return text;
  const at = clauses.findIndex((c, i) => i > 0 && CREW.has((c.split(" ", 1)[0] ?? "").toLowerCase()) && leadingWorkVerb(c)?.verb.form === "past");
  return at > 0 ? text.slice(clauses.slice(0, at).join(", ").length + 2) : text;
}

// "Same pea blend, moisture up to 55%, die at 60 °C": what stayed as before does not name the row;
// what changed does.
const SAME_LEAD = /^same [^,;:]{1,40}[,;] (?=\S)/i;

function actionOf(piece: Piece, order: number): Action {
  if (piece.field !== "work") return { piece, order, kind: null, moved: false };
  const same = SAME_LEAD.exec(piece.text);
  if (same) return actionOf({ ...piece, text: piece.text.slice(same[0].length) }, order);
  const scene = fromCrewClause(piece.text);
  if (scene !== piece.text) return { piece: { ...piece, text: scene }, order, kind: kindOf(scene), moved: false };
  const topical = withoutTopic(piece.text);
  if (topical !== piece.text) return { piece: { ...piece, text: topical }, order, kind: kindOf(topical), moved: false };
  const moved = participleMovedFirst(piece.text);
  if (moved) return { piece: { ...piece, text: moved }, order, kind: kindOf(moved), moved: true };
  return { piece, order, kind: kindOf(piece.text), moved: false };
}

// "Oct 20 — EXP-01 cure time sweep": a dated heading that opens on its experiment's code and says what
// the experiment is is the title the writer gave the row ("Soak run SR-4" only names the run).
const RUN_CODE = /^\p{Lu}{2,6}-\d{1,4}[A-Za-z]?\s/u;
const HEADING_TITLE_WORDS = 8;

function headingTitle(piece: Piece | undefined): string | null {
  if (!piece?.context || piece.field !== "work" || /[.!?:;]$/.test(piece.text) || !RUN_CODE.test(piece.text)) return null;
  const words = piece.text.split(" ");
  return words.length >= 2 && words.length <= HEADING_TITLE_WORDS ? piece.text : null;
}

export function titleOf(pieces: Piece[], plan: Plan | null, series: string | null = null): string {
  const heading = headingTitle(pieces[0]);
  if (heading) return truncate(capitalized(heading), MAX_TITLE_CHARS);
  const title = workTitle(pieces, plan, series);
  const kind = recordKind(pieces[0]);
  return kind && !title.toLowerCase().includes(kind.toLowerCase()) ? truncate(`${kind}, ${lowerFirst(title)}`, MAX_TITLE_CHARS) : title;
}

// "Form type: Load test" over a record: the kind of work it holds, a name of two to four words with no
// figure, leads the title ("Load test, pile HP-07 and axial compression").
const KIND_WORDS = 4;

function recordKind(piece: Piece | undefined): string | null {
  if (!piece?.context || piece.field !== "work" || /[\d.!?:;,]/.test(piece.text)) return null;
  const words = piece.text.trim().split(" ");
  return words.length >= 2 && words.length <= KIND_WORDS && !leadingWorkVerb(piece.text) ? capitalized(piece.text.trim()) : null;
}

function workTitle(pieces: Piece[], plan: Plan | null, series: string | null): string {
  const named = pieces.filter((p) => !p.context);
  const firstWork = named.find((p) => p.field === "work");
  const reference = firstWork ? referenceTitle(firstWork.text, series) : null;
  if (reference) return truncate(capitalized(reference), MAX_TITLE_CHARS);
  const definition = named.map((p) => (p.field === "work" ? defined(p.text) : null)).find((d) => d !== null);
  if (definition) return truncate(capitalized(phraseOf(definition, "noun")), MAX_TITLE_CHARS);
  const hypotheses = named.filter((p) => p.field === "hypothesis");
  const sorted = named.map(actionOf);
  const actions: Action[] = sorted.filter((a) => a.kind !== null);
  const ranked = [...actions.filter((a) => a.kind === "verb"), ...actions.filter((a) => a.kind === "noun")];
  const objectless = actions.filter((a) => a.kind === "objectless");
  const primary = [...ranked, ...objectless].find((a) => phraseOf(a.piece.text, a.kind).split(" ").length >= 2);
  if (!primary) return fallbackTitle(named, pieces, hypotheses, sorted.filter((a) => a.piece.field === "work").map((a) => a.piece));
  const seconds = primary.kind === "noun" ? [...ranked, ...objectless] : ranked;
  const second = seconds.find((a) => a !== primary && !isSetup(a.piece.text) && !SAME.test(a.piece.text) && !namesSampleSet(a.piece.text) && namesObject(firstClauseOf(a.piece.text, a.kind)));
  let title = phraseOf(primary.piece.text, primary.kind);
  if ((primary.kind === "noun" || primary.moved) && plan) title = withPlan(title, primary.piece.text, plan);
  if (primary.kind === "objectless") title = withProblem(title, pieces) ?? title;
  if (second && title === phraseOf(primary.piece.text, primary.kind)) {
    const [a, b] = primary.order < second.order ? [primary, second] : [second, primary];
    title = joined(a, b);
  } else if (!second && hypotheses[0]) title = withQuestion(title, hypothesisPhrase(hypotheses[0].text));
  return truncate(capitalized(title), MAX_TITLE_CHARS);
}

// "Same SCOBY, 8% sugar": what stayed as it was names no second piece of work.
const SAME = /^same\b/i;

// "running it for two hours", "sending them off": a second piece whose object is a pronoun names
// nothing the first did not.
const PRONOUNS = new Set(["it", "them", "this", "that", "these", "those", "everything", "all"]);

function namesObject(clause: string): boolean {
  const words = clause.split(" ");
  return words.length >= 2 && !(openingVerb(words) && PRONOUNS.has(bareWord(words[1] ?? "").toLowerCase()));
}

// "Blend B1" then "compressed at 8, 10, 12 kN": a named specimen and what was then done to it read as
// one phrase, "Blend B1 compressed at 8, 10, 12 kN"; two pieces of work otherwise join with "and".
function joined(a: Action, b: Action): string {
  const first = firstClauseOf(a.piece.text, a.kind);
  // Three runs of one day on the same column: one phrase, not the same one twice.
  if (first.toLowerCase() === firstClauseOf(b.piece.text, b.kind).toLowerCase()) return phraseOf(a.piece.text, a.kind);
  if (a.kind !== "noun" || b.kind !== "objectless") return `${first} and ${lowerFirst(firstClauseOf(b.piece.text, b.kind))}`;
  const words = b.piece.text.split(" ");
  const done = words.slice(openingVerb(words)?.at ?? 0).join(" ");
  return `${first} ${lowerFirst(firstClauseOf(done, "noun"))}`;
}

// The hypothesis after the work, in as many of its words as fit the title; none if fewer than 3 fit.
const MAX_TITLE_CHARS = TITLE_CHARS + HYPOTHESIS_WORDS * 6;
const MIN_QUESTION_WORDS = 3;

function withQuestion(title: string, question: string): string {
  let words = question.split(" ");
  while (words.length >= MIN_QUESTION_WORDS && `${title} — ${words.join(" ")}`.length > MAX_TITLE_CHARS) words = words.slice(0, -1);
  const fitted = tidy(words);
  return words.length >= MIN_QUESTION_WORDS - 1 && fitted.split(" ").length >= 2 && `${title} — ${fitted}`.length <= MAX_TITLE_CHARS ? `${title} — ${fitted}` : title;
}

// A verb of investigation without its object ("profiled w/ perfetto") investigates the problem the
// row states: "problem: merging 2 offline replicas takes 14 s" gives "Profiling the merging of 2
// offline replicas".
const INVESTIGATING = new Set(["profile", "debug", "trace", "investigate", "benchmark", "analyse", "analyze", "instrument", "bisect", "measure", "characterise", "characterize"]);
const SUBJECT_WORDS = 8;

function withProblem(title: string, pieces: Piece[]): string | null {
  const words = title.split(" ");
  const lead = openingVerb(words);
  const problem = pieces.find((p) => p.context);
  if (!lead || lead.at !== 0 || !INVESTIGATING.has(lead.verb.base) || !problem) return null;
  const clause = (clausesOf(problem.text)[0] ?? "").split(" ");
  const end = clause.findIndex((w) => STATEMENT_WORDS.has(bareWord(w).toLowerCase()));
  const subject = clause.slice(0, end === -1 ? Math.min(clause.length, SUBJECT_WORDS) : Math.min(end, SUBJECT_WORDS));
  if (subject.length < 2 || end === -1) return null;
  const first = bareWord(subject[0]!).toLowerCase();
  const named = first.endsWith("ing") && subject.length > 1 ? ["the", first, "of", ...subject.slice(1)] : [lowerFirst(subject[0]!), ...subject.slice(1)];
  return tidy([words[0]!, ...named]);
}

// What a proposed change is for, up to its manner: "so resume from last good chunk without
// re-validating the whole image" gives "resume from last good chunk".
const MANNER_WORDS = new Set(["without", "with", "by", "because", "so", "unless", "instead", "while", "whereas"]);

function purpose(clause: string): string {
  const words = clause.replace(/^so /, "").split(" ").slice(0, HYPOTHESIS_WORDS);
  const cut = words.findIndex((w, i) => i >= 2 && MANNER_WORDS.has(bareWord(w).toLowerCase()));
  return tidy(cut === -1 ? words : words.slice(0, cut));
}

// No work names the row: a proposed change in the hypothesis, the work as counted ("20 manifolds, 100
// thermal cycles"), a result, the hypothesis, anything.
function fallbackTitle(named: Piece[], pieces: Piece[], hypotheses: Piece[], work: Piece[]): string {
  const candidates = [
    ...hypotheses.filter((p) => openingVerb(p.text.split(" "))),
    ...work.filter((p) => !isWorkCount(p.text)),
    ...named.filter((p) => p.field === "result"),
    ...hypotheses,
    ...pieces,
  ];
  // A title of one word ("Implementing", once "impl in src/dfu/resume.c" loses its path) names nothing.
  // Only the first few candidates are tried: a note of thousands of one-word lines has no title.
  const source = candidates.slice(0, MAX_CANDIDATES).find((p) => phraseOf(p.text, "verb").split(" ").length >= 2) ?? candidates[0];
  if (!source) return "";
  let title = phraseOf(source.text, "verb");
  const arrow = source.field === "hypothesis" ? clausesOf(source.text)[1] : undefined;
  // "persist the DFU offset -> resume from last good chunk": what the change is for.
  if (arrow && openingVerb(source.text.split(" "))) title = `${title} — ${purpose(arrow)}`;
  return truncate(capitalized(title), MAX_TITLE_CHARS);
}
