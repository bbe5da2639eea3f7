import type { Sentence, SourceFile } from "./corpus";
import { COMPILED_CRITERION_CUES, CRITERION_ORDER, type Cue, type CriterionId } from "./lexicon";
import { findCues } from "./lexicon/compile";
import { COMPILED_EXCLUSION_CUES, type ExclusionId } from "./lexicon/exclusions";
import { COMPILED_RED_FLAG_CUES, RED_FLAGS, type RedFlagId } from "./lexicon/red-flags";
import { lowerSameLength } from "./lexicon/types";
import { countTechnicalTerms } from "./lexicon/technical";
import { findWorkDates } from "./text/dates";
import { findMeasurements } from "./text/measurements";
import { isContrasted, isNegated, negationReader } from "./text/negation";
import { FALLS_SHORT, practiceShortfall } from "./practice";
import { hasAny, tokensOf } from "./text/tokens";

// Reads each sentence once against every lexicon and keeps what the engines need: a score per
// criterion, which facets it shows, denials ("we did not run any tests"), signs of excluded work,
// figures and dates.

export interface Classified {
  sentence: Sentence;
  // 0 when the criterion is absent; the strongest cue's weight, plus 0.5 when several cues agree.
  score: Record<CriterionId, number>;
  facets: Record<CriterionId, Set<string>>;
  // Weight of the strongest negated cue per criterion (0 when none).
  negated: Record<CriterionId, number>;
  exclusions: { category: ExclusionId; weight: 1 | 2 }[];
  // Facts that decided refused claims ("we changed the thickness until it fit").
  // With where each was found, so a question can quote the words that raised it.
  redFlags: { id: RedFlagId; index: number }[];
  measurements: string[];
  hasDate: boolean;
  technicalTerms: number;
  // The sentence introduces the company ("We're a 12-person shop that builds…", "Our thing is a
  // sensor…"): context, never the evidence quoted for a criterion.
  introducesCompany: boolean;
}

const COMPANY_INTRO =
  /^(?:(?:ok|okay|so|well|basically|hi|hello)[,.!]? +)*(?:we(?:'re| are) (?:a|an|\d+)\b|our (?:company|firm|business|thing|product|shop|lab|team|startup) (?:is|makes|builds|sells|does|fabricates|produces|develops|designs)\b|(?:notre|la) (?:compagnie|entreprise|société)\b)/i;

// The sentence is no evidence for this criterion: neither its score nor its facets count.
function voidCriterion(out: Classified, id: CriterionId): void {
  out.score[id] = 0;
  out.facets[id].clear();
}

function perCriterion<T>(make: () => T): Record<CriterionId, T> {
  return {
    uncertainty: make(),
    hypothesis: make(),
    systematic_investigation: make(),
    advancement: make(),
    documentation: make(),
  };
}

function scoreCriteria(text: string, out: Classified): void {
  const negatedAt = negationReader(text);
  for (const id of CRITERION_ORDER) {
    const positive = new Set<Cue>();
    for (const { item: c, index } of findCues(text, COMPILED_CRITERION_CUES[id])) {
      // Once affirmed, a cue's later denials change nothing (see below): not worth reading again.
      if (positive.has(c)) continue;
      if (c.negatable && negatedAt(index)) {
        out.negated[id] = Math.max(out.negated[id], c.weight);
        continue;
      }
      positive.add(c);
      out.facets[id].add(c.facet);
    }
    const max = Math.max(0, ...[...positive].map((c) => c.weight));
    // A cue that occurs both denied and affirmed counts as affirmed.
    if (max > 0) out.negated[id] = 0;
    out.score[id] = max === 0 ? 0 : max + (positive.size > 1 ? 0.5 : 0);
  }
}

const MEASURED_SERIES = 3;

// Figures and dates add facets the lexicons cannot see: a measured value, a testable prediction, a
// dated record.
function addFigureAndDateFacets(out: Classified): void {
  const { score, facets } = out;
  if (out.measurements.length > 0 && (out.technicalTerms > 0 || score.systematic_investigation > 0 || score.advancement > 0)) {
    facets.systematic_investigation.add("measurements");
    score.systematic_investigation = Math.max(score.systematic_investigation, 1);
    if (score.advancement > 0) facets.advancement.add("result");
    if (score.hypothesis > 0) facets.hypothesis.add("testable");
  }
  // "We built three versions and replayed a recording through each: 210 MB; 40 MB, 0.8% lost; 38 MB,
  // 0.01% lost": a series of runs, each measured, is the investigation in one sentence.
  if (score.systematic_investigation >= 2 && out.measurements.length >= MEASURED_SERIES) {
    score.systematic_investigation += 1;
  }
  if (out.hasDate) {
    facets.documentation.add("dated");
    score.documentation = Math.max(score.documentation, 1);
  }
}

function findExclusions(text: string, out: Classified): void {
  const byCategory = new Map<ExclusionId, 1 | 2>();
  for (const { item: c, index } of findCues(text, COMPILED_EXCLUSION_CUES)) {
    if (isContrasted(text, index)) continue;
    byCategory.set(c.category, Math.max(byCategory.get(c.category) ?? 0, c.weight) as 1 | 2);
  }
  // A sentence arguing that standard practice fell short ("standard debugging could not locate the
  // race") is uncertainty, not routine work. Weak signs also give way to clear experimental content.
  // Prospecting is excluded whatever was unknown about the deposit ("whether the gold zone continues at
  // depth"): s. 248(1)(g) names the activity, not its certainty.
  const { score } = out;
  const statutory = byCategory.get("resource_exploration") === 2;
  if (score.uncertainty >= 2 && !statutory) return;
  const experimental = Math.max(score.hypothesis, score.systematic_investigation, score.advancement) >= 2;
  out.exclusions = [...byCategory]
    .filter(([category, w]) => (score.uncertainty >= 2 ? category === "resource_exploration" : w === 2 || !experimental))
    .map(([category, weight]) => ({ category, weight }));
}

// Flags whose sentence earns its criteria nothing: "the big question was whether customers would
// pay" states an unknown, but not a technical one; "we remain convinced there was technological
// uncertainty" names the criterion without a fact; "nothing else on the market does this" is a new
// product, not new knowledge. The last two are beliefs about the claim, not ideas put to a test, so
// their "we believe" is no hypothesis either.
const VOIDS: Partial<Record<RedFlagId, readonly CriterionId[]>> = {
  business_uncertainty: ["uncertainty"],
  asserted_uncertainty: ["uncertainty", "hypothesis"],
  market_novelty: ["advancement", "hypothesis"],
};

// "We don't have much in writing apart from the code": the exception names a record kept at the
// time, so the sentence does not say that none was.
const EXCEPT_RECORDS = /^[^.;,]{0,100}?\b(?:apart from|except(?: for)?|other than|but for) (?:the |our |a |some |its |their )?(?:[\w-]+ ){0,2}(?:code|commits?|source|e-?mails?|drawings?|photos?|spreadsheets?|notebooks?|logs?|data|repositor(?:y|ies)|tickets?|reports?|results|sheets?|certificates?|readings)(?=[.,;:)]|$| and | or | from | of | for | by )/;
// How far after a denial of records its exception is looked for: the same clause, read once.
const EXCEPTION_REACH = 160;
// "The open-source library we started from had no documentation on how its solver scales": somebody
// else's product lacking documents, not the claimant's records.
const THEIRS_BEFORE = /\b(?:library|libraries|vendor|supplier|manufacturer|maker|tool|software|api|sdk|product|package|framework|firmware|chip|device|units?)(?:'s)?\b[^.;]{0,30}\b(?:had|has|have|came with|comes with|offered|offers|kept|keep|keeps) $/;
const THEIRS_REACH = 60;
// "(The CRA) treated the costs as work done outside Canada" is a view the claimant disputes; "part of
// the work was done in the United States" is the doubt `part_outside_canada`, not a refusal.
const NOT_ALL_ABROAD = /\b(?:as|part of|some of|portions? of)\b[^.;]{0,40}$/;
const ABROAD_REACH = 50;
// "…, but we have emails and git commits from the time": records made during the work, named beside
// the admission, so the sentence does not say that none were kept (Les Abeilles, 2014 TCC 313).
// Not "we didn't keep a log at the time", which denies them.
const RECORDS_OF_THE_TIME =
  /\b(?<!\b(?:didn't|did not|didnt|never|don't|do not|dont|no longer|couldn't|could not) )(?:have|kept|keep|still have|has) (?!no\b|not\b|none\b)(?:[\w-]+ ){0,3}(?:commits?|e-?mails?|photos?|logs?|data|spreadsheets?|notebooks?|tickets?|messages?|sheets?) (?:from|during|at|made during) the (?:time|period|project|work|year)\b/;
const RECORD_FLAGS: ReadonlySet<RedFlagId> = new Set(["no_records", "reconstructed_records"]);

// A sentence that also argues the technical unknown strongly ("each library is well known, but together they
// were too slow and the usual fixes failed") is making the claimant's case, not conceding it. An
// assertion of uncertainty is the exception: its strong words are the flag itself. A market unknown
// is stated in the same words as a technical one ("the big uncertainty was whether customers would
// buy it"), so only a standard practice shown to fall short in the lexicon's words argues it away (a
// strict cue): "there was simply no data on it, nobody had tried it here at retail" is still the market.
function argued(cue: { flag: RedFlagId; strict?: boolean }, out: Classified, shortfallCued: boolean): boolean {
  if (RED_FLAGS[cue.flag].criterion !== "uncertainty" || out.score.uncertainty < 3 || cue.flag === "asserted_uncertainty") return false;
  return !cue.strict || shortfallCued;
}

const DENIABLE: ReadonlySet<RedFlagId> = new Set(["late_claim", "trial_and_error", "settings_by_trial"]);

// "A bakery customer ordered a case packer for soft croissants": the customer buys a machine, whose
// development may still be ours; only the customer's order, the noun ("built to the customer's order"),
// sets the work (Jentel, 2011 FCA 355).
const CUSTOMER_BUYS = /^(?:client|customer)(?:'s)? ordered\b/;
const CUSTOMER_REACH = 30;

// "The CRA says the university did the research": the other side's view, which the claimant disputes, is
// not a fact the claimant states.
const CRA_VIEW =
  /^(?:but |however,? |now |and )?(?:the cra|the minister|the auditor|the reviewer|cra)(?:'s (?:reviewer|auditor|position))? (?:says|said|argues|argued|claims|claimed|thinks|thought|considers|considered|takes the view|maintains|maintained|contends|contended|believes|believed|found|finds|concluded|wrote)\b|^(?:the )?(?:cra|minister|crown|respondent)(?:'s|’s) (?:position|view|argument|reasons)\b/;
// "Our position: …", "We respectfully disagree: …": the claimant's argument about the claim, not the facts.
const ARGUMENT = /^(?:our (?:position|argument|view|submission|case)s?\b|we (?:respectfully )?(?:disagree|submit|say|argue|maintain|contend)\b)/;

function findRedFlags(text: string, out: Classified, shortfallCued: boolean): void {
  if (CRA_VIEW.test(text.trimStart())) return;
  const flags = new Map<RedFlagId, number>();
  // Read once per sentence, however many denials it repeats.
  let ofTheTime: boolean | undefined;
  for (const { item, index } of findCues(text, COMPILED_RED_FLAG_CUES)) {
    if (argued(item, out, shortfallCued)) continue;
    if (item.flag === "work_outside_canada" && NOT_ALL_ABROAD.test(text.slice(Math.max(0, index - ABROAD_REACH), index))) continue;
    if (item.flag === "no_records" && (EXCEPT_RECORDS.test(text.slice(index, index + EXCEPTION_REACH)) || THEIRS_BEFORE.test(text.slice(Math.max(0, index - THEIRS_REACH), index)))) continue;
    // "We have never missed the filing deadline" and "we did not just try things until they worked"
    // deny what the flag names.
    if (DENIABLE.has(item.flag) && isNegated(text, index)) continue;
    if (item.flag === "customer_specification" && CUSTOMER_BUYS.test(text.slice(index, index + CUSTOMER_REACH))) continue;
    if (RECORD_FLAGS.has(item.flag) && (ofTheTime ??= RECORDS_OF_THE_TIME.test(text))) continue;
    if (!flags.has(item.flag)) flags.set(item.flag, index);
  }
  out.redFlags = [...flags].map(([id, index]) => ({ id, index }));
  for (const id of flags.keys()) {
    for (const voided of VOIDS[id] ?? []) voidCriterion(out, voided);
  }
}

// Somebody else's practice said to fall short in plain words ("the LED supplier's recipes were developed
// for lettuce", "the open-source solvers we evaluated handle node routing, not arcs"): the reading the
// T661 draft uses for line 242, so the pre-check and the draft agree on why standard practice failed.
const PRACTICE_SHOWN = 2.75;

// A section label ("Documentation: code in GitHub", "Standards: ...") names the section, not somebody's
// practice: only what follows it is read.
const SECTION_LABEL = /^\s*[A-Za-z][\w&/ -]{0,30}:\s+/;

// "Used both vendors' REST APIs and webhooks, a queue on Azure, retries on rate limits": a note that opens
// on the verb lists the known means the work used (the known way applied, CRA Guidelines (2021)), not a
// practice that fell short, unless it says so ("Used the vendor's driver, which could not keep up").
const USED_OPENING = /^\s*(?:used|using|applied|adopted|followed|following)\b/i;

function practiceFellShort(text: string, out: Classified): void {
  if (out.facets.uncertainty.has("standard_failed")) return;
  const tokens = tokensOf(text.replace(SECTION_LABEL, ""));
  if (USED_OPENING.test(text) && !hasAny(tokens, FALLS_SHORT)) return;
  if (practiceShortfall(tokens) < PRACTICE_SHOWN) return;
  out.facets.uncertainty.add("standard_failed");
  out.score.uncertainty = Math.max(out.score.uncertainty, 2);
}

// "Off-the-shelf LZ4 gave only 1.28:1 on our data" measures the standard practice that fell short: its
// figures are the uncertainty's baseline, not the project's result, unless the sentence also says what
// was learned.
function baselineIsNotResult(text: string, out: Classified): void {
  if (!out.facets.uncertainty.has("standard_failed") || out.facets.advancement.has("knowledge")) return;
  if (resultBeforeShortfall(text, out.sentence)) return;
  voidCriterion(out, "advancement");
}

// "Water at 35 °C got us to 1 MPa in 4 hours in -20 °C air, which the supplier's tables don't cover": our
// result first, then the practice it went beyond, in a clause of its own. The figures are the baseline
// only when the practice that fell short is in the clause that gives them.
const TRAILING_CLAUSE = /, (?:which|where|something|beyond what) /;

function resultBeforeShortfall(text: string, sentence: Sentence): boolean {
  const at = TRAILING_CLAUSE.exec(text)?.index;
  if (at === undefined) return false;
  const head = blank(sentence);
  scoreCriteria(text.slice(0, at), head);
  practiceFellShort(sentence.text.slice(0, at), head);
  return head.score.advancement > 0 && !head.facets.uncertainty.has("standard_failed");
}

// "The goal was 5 years on two AA cells", "We needed a soft tip that stays bonded at 10 N": what was
// wanted, which is neither work done nor a result, unless the sentence goes on to say what was reached.
const GOAL = /^\s*(?:(?:the|our|my|main|key|first) (?:[\w-]+ )?(?:goal|aim|objective|target)s? (?:was|were|is|are)\b|(?:we|i|the (?:customer|client)|our (?:customer|client)s?) (?:needed|need|wanted|want|asked for) (?:a|an|the|to (?:reach|get|make|have|hit|keep|find))\b)/i;
const REACHED = /\b(?:reached|got|measured|found|achieved|gave|showed|held|lasted|passed|failed|stayed)\b/i;

export function statesGoalOnly(text: string): boolean {
  return GOAL.test(text) && !REACHED.test(text);
}

function goalIsNoEvidence(text: string, out: Classified): void {
  if (!statesGoalOnly(text)) return;
  voidCriterion(out, "systematic_investigation");
  voidCriterion(out, "advancement");
}

// Routine sentences are not evidence for the criteria: a clear exclusion voids them, a weak sign
// halves them.
function discountExcluded(out: Classified): void {
  const strongest = Math.max(0, ...out.exclusions.map((e) => e.weight));
  if (strongest === 0) return;
  for (const id of CRITERION_ORDER) {
    out.score[id] = strongest === 2 ? 0 : out.score[id] / 2;
    if (strongest === 2) out.facets[id].clear();
  }
}

// The programme's words and a brochure's ("we undertook a systematic investigation to resolve
// significant technological uncertainty in our next-generation portal", "leveraging cutting-edge
// paradigms, we hypothesized that an innovative architecture would advance the state of the art") name
// the criteria without a fact: such a sentence, with no figure and no question of its own, earns none.
const PROGRAMME_WORDS = /technological uncertaint|systematic(?:ally| way| manner)|techn(?:ical|ological) challenges?|systematic investigation|technological advancement|state of the art|iterative experimentation|scientific or technological|under (?:technological |technical |scientific |real |genuine )?uncertainty|(?:genuine|real|true) experimentation/g;
const MARKETING_WORDS = /cutting-edge|next-generation|next-gen\b|innovative|leverag(?:e|ed|es|ing)\b|paradigms?\b|revolutionary|groundbreaking|game-changing|world-class|best-in-class|seamless|synerg|disruptive|holistic/g;
const OWN_QUESTION = /\b(?:whether|how to|how we)\b/;

function isBoilerplate(text: string, out: Classified): boolean {
  if (out.measurements.length > 0 || /\d/.test(text)) return false;
  const programme = text.match(PROGRAMME_WORDS)?.length ?? 0;
  const marketing = text.match(MARKETING_WORDS)?.length ?? 0;
  return (marketing >= 1 && programme + marketing >= 2) || (programme >= 2 && !OWN_QUESTION.test(text));
}

// "Honestly I'm not sure if this qualifies", "all this start-up work qualifies", "it meets every SR&ED
// criterion": the claimant's view of the claim, not the technology.
const ELIGIBILITY_TALK = /\b(?:this|it|(?:all )?(?:this|that|the|our) (?:[\w-]+ ){0,2}(?:work|project|claim|research|development))(?: really)? (?:qualif(?:y|ies)|(?:is|was|would be|will be) eligible)\b(?! (?:for|to|as|under|at|in)\b)|\b(?:meets?|met|satisf(?:y|ies|ied)) (?:all|every|each|the) (?:five |5 )?(?:of the )?(?:sr&ed|sred|cra|eligibility) (?:criteri(?:a|on)|tests?|requirements?)\b|\b(?:the work|it|this|the project|that) (?:was|is) (?:clearly |really |definitely |obviously |certainly )?(?:sr&ed|sred)\b|\bis (?:exactly |precisely )?what research (?:is|means)\b/;

// "We think solving a problem the supplier could not solve is research", "we think a year of collecting
// fuel data is experimental work": the claimant's view of the claim, in two parts read separately.
const OPINION = /\b(?:we|i) (?:really |still |honestly )?(?:think|believe|feel|maintain|argue|consider|would say)\b/;
const LABEL =
  /\b(?:is|are|was|were|counts as|qualifies as) (?:exactly |precisely |really |clearly |surely |also |just |still )?(?:what research|(?:scientific |applied |basic |real |genuine )?research\b|experimental (?:work|development)|sr&ed\b|sred\b|r&d\b|the (?:kind|sort|type) of (?:work|development|research|project)|(?:eligible|qualifying) (?:work|research))/;

// "…should count as SR&ED", "we think this technological advancement in our process should qualify",
// "exploring data this way is how discoveries are made".
const ARGUED_LABEL = /\bshould (?:count|qualify|be accepted) as (?:sr&ed|sred|research|experimental)|\bshould (?:qualify|be eligible)(?= *(?:[.,;!]|$))|\bis how (?:discoveries|research|innovation|science) (?:is|are|gets?) (?:made|done)\b/;

function isClaimantsView(text: string): boolean {
  return (OPINION.test(text) && LABEL.test(text)) || ARGUED_LABEL.test(text);
}

function isArgument(text: string): boolean {
  const start = text.trimStart();
  return CRA_VIEW.test(start) || ARGUMENT.test(start);
}

function voidBoilerplate(text: string, out: Classified): void {
  if (!isBoilerplate(text, out) && !ELIGIBILITY_TALK.test(text) && !isClaimantsView(text) && !isArgument(text)) return;
  for (const id of CRITERION_ORDER) voidCriterion(out, id);
}

// The programme's own name says what is claimed, not what was done: "eligible scientific research
// and experimental development expenditures" is no experiment. Masked with spaces, so match positions
// still point into the sentence.
const PROGRAMME_NAME =
  /scientific research\s+(?:and|&)\s+experimental\s+development|experimental\s+development(?=\s+(?:expenditures?|claims?|programs?|programmes?|credits?|costs?|tax\b))|recherche scientifique et développement expérimental/g;

function withoutProgrammeName(text: string): string {
  return text.replace(PROGRAMME_NAME, (name) => " ".repeat(name.length));
}

// A sentence with nothing read from it yet.
function blank(sentence: Sentence): Classified {
  return {
    sentence,
    score: perCriterion(() => 0),
    facets: perCriterion(() => new Set<string>()),
    negated: perCriterion(() => 0),
    exclusions: [],
    redFlags: [],
    measurements: [],
    hasDate: false,
    technicalTerms: 0,
    introducesCompany: false,
  };
}

export function classify(sentence: Sentence): Classified {
  // Lower case, and typographic apostrophes ("weren’t") as plain ones, as the lexicons are written.
  // The length is unchanged, so match positions still point into the original sentence.
  const text = withoutProgrammeName(lowerSameLength(sentence.text).replace(/[’‘]/g, "'"));
  const out: Classified = {
    ...blank(sentence),
    // Units ("MPa", "kHz") and months ("May 3") depend on case: read from the original.
    measurements: findMeasurements(sentence.text),
    hasDate: findWorkDates(sentence.text, null).length > 0,
    technicalTerms: countTechnicalTerms(sentence.text),
    introducesCompany: COMPANY_INTRO.test(sentence.text.trimStart()),
  };
  scoreCriteria(text, out);
  voidBoilerplate(text, out);
  addFigureAndDateFacets(out);
  const shortfallCued = out.facets.uncertainty.has("standard_failed");
  practiceFellShort(sentence.text, out);
  baselineIsNotResult(text, out);
  findExclusions(text, out);
  findRedFlags(text, out, shortfallCued);
  discountExcluded(out);
  goalIsNoEvidence(sentence.text, out);
  return out;
}

export function classifyAll(sentences: Sentence[]): Classified[] {
  return sentences.map(classify);
}

// Files whose excerpts hold material for the claim (any criterion cue), as opposed to attachments
// such as invoices that happen to be in the project.
export function filesWithMaterial(classified: Classified[], files: SourceFile[]): SourceFile[] {
  return files.filter((f) => classified.some((c) => c.sentence.file?.fileId === f.fileId && Object.values(c.score).some((s) => s >= 1)));
}
