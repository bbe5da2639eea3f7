import { filesWithMaterial, type Classified } from "../classify";
import { quote, type Corpus, type Sentence, type SourceFile } from "../corpus";
import { RED_FLAGS } from "../lexicon/red-flags";
import { CRITERIA, type CriterionGuide, type FacetGuide } from "./criteria";
import type { RedFlagFinding } from "./red-flags";

export type Status = "MET" | "PARTIAL" | "MISSING";

export interface CriterionResult {
  guide: CriterionGuide;
  status: Status;
  // The status the text alone earns, before red flags cap it: a flag on a criterion the text
  // otherwise shows is a doubt, on one it does not show it is the end of the claim.
  shown: Status;
  total: number;
  evidence: string[];
  gaps: string[];
  missingFacets: FacetGuide[];
}

const MAX_EVIDENCE = 3;
// Only the strongest sentences count, so a long, repetitive text cannot pile up a score.
const COUNTED_SENTENCES = 6;
// Each attached file with text is itself a record made during the work.
const FILE_CREDIT = 1.5;
const MAX_FILE_CREDIT = 3;

// One sentence that says both what was unknown and why standard practice could not settle it ("the open
// question was whether the fish would grow the same in cold cages, because the only growth data is from
// warm tanks") is the uncertainty stated whole. One clear sentence that states what was expected ("we
// expected the finer grind to double the surface area") or what was learned ("so the clay, not the
// dosage, was the cause") states a hypothesis or an advancement whole too: reviewers who had not read
// these rules marked such claims MET where the engine said PARTIAL (tests/domain/trials). Records and
// the investigation have parts that single words give more often.
function completeMargin(guide: CriterionGuide): number {
  if (guide.id === "uncertainty") return 0;
  return guide.id === "hypothesis" || guide.id === "advancement" ? 0.5 : 1;
}

// A criterion is met by enough evidence, or by a little less when every essential part of it is
// there (one strong sentence that says what was unknown and why standard practice fell short): a
// short, plain description that states each part clearly meets it as well as a long one.
function statusOf(total: number, guide: CriterionGuide, facets: Set<string>, quoted: boolean): Status {
  const complete = guide.facets.every((f) => !f.essential || facets.has(f.id));
  const enough = total >= guide.met || (complete && total >= Math.min((guide.met + guide.partial) / 2, guide.partial + completeMargin(guide)));
  if (enough && quoted) return "MET";
  return total >= guide.partial ? "PARTIAL" : "MISSING";
}

// "We deducted the costs of the three trials as SR&ED", "the CRA accepts the project but refused the
// $84,000 of powder": a sentence about the tax claim or its costs says what was claimed, not what was done.
const CLAIM_TALK = /\b(?:claim(?:ed|ing|s)?|deduct(?:ed|ing|s)?|expens(?:ed|ing)|filed|filing)\b[^.]{0,80}\b(?:sr&ed|sred|srd|t661|tax credits?|itcs?)\b|\b(?:sr&ed|sred) (?:claims?|credits?|costs?|expenditures?|projects?)\b|\bthe cra (?:accepts?|accepted|refuses|refused|denies|denied|allows|allowed|disallows|disallowed|reassess(?:es|ed)|audit(?:s|ed)|says|said|argues|argued)\b|\$\s?\d|\b(?:credits?|program(?:me)?s?|incentives?) (?:is|are|was|were) (?:meant|intended|designed) (?:for|to)\b|\b(?:should|could|can|must) be claimed\b|\b(?:is|was|are|were) (?:eligible |real |genuine )?(?:sr&ed|sred)\b/;

// "The first version failed at -25 °C with a 21-point error" is a failure, measured or not, and not
// yet what was learned from it: it counts toward the advancement (what did not work is knowledge too)
// but is not quoted as the advancement unless the sentence says why or what it showed.
function onlyFailure(c: Classified): boolean {
  const facets = c.facets.advancement;
  return facets.has("negative") && !facets.has("knowledge");
}

// "We're a small materials lab and we wanted to understand why ice sticks less to soft polymers, because
// the published explanations disagree": an introduction that goes on to state the criterion strongly
// (a strong cue, or a clear one with another beside it) carries it.
const INTRO_CARRIES = 3;

// Quoted evidence must support its criterion on its own: a clear cue (not one generic word), not a
// question the user asked, not the company's introduction, not talk about the claim (and, see
// topSentences, not a sentence that raised a red flag against that criterion).
function quotable(c: Classified, guide: CriterionGuide): boolean {
  if (c.score[guide.id] < 2 || (c.introducesCompany && c.score[guide.id] < INTRO_CARRIES) || c.sentence.text.trimEnd().endsWith("?")) return false;
  if (guide.id === "advancement" && onlyFailure(c)) return false;
  // "Every batch is in our notebook with the date": a sentence about the records is quoted as the records;
  // one that gives measured figures ("on 1,000 photos it had never seen, it got 81% right") is the work.
  if (guide.id === "systematic_investigation" && c.score.documentation >= 2 && c.score.documentation >= c.score.systematic_investigation && c.measurements.length === 0) return false;
  return guide.id === "documentation" || !CLAIM_TALK.test(c.sentence.text.toLowerCase());
}

// A sentence that raised a red flag against a criterion earns it nothing: "we kept trying thicker posts
// on 12 test railings, measuring each, until one passed" does not show the investigation it undermines.
function topSentences(classified: Classified[], guide: CriterionGuide): Classified[] {
  return classified
    .filter((c) => c.score[guide.id] >= 1 && !c.redFlags.some((f) => RED_FLAGS[f.id].criterion === guide.id))
    .sort((a, b) => b.score[guide.id] - a.score[guide.id] || a.sentence.index - b.sentence.index);
}

// Denials ("we never wrote anything down") lower the criterion, unless the same sentence also
// supports it, or says something else of substance: "…, which we had not expected to matter" reports a
// surprise and "gum arabic did nothing, so …" a failed variant, both what the CRA asks to be told.
const OTHER_SUBSTANCE = 2;
// A clear cue with a second one beside it (2 + 0.5), or a strong cue.
const CLEAR = 2.5;

function denials(classified: Classified[], guide: CriterionGuide): Classified[] {
  return classified.filter(
    (c) =>
      c.negated[guide.id] >= guide.denialWeight &&
      c.score[guide.id] === 0 &&
      c.measurements.length === 0 &&
      Object.values(c.score).every((v) => v < OTHER_SUBSTANCE),
  );
}

// One quoted sentence per file that is not already quoted, so the reviewer sees which files count.
function fileEvidence(classified: Classified[], files: SourceFile[], quoted: Set<number>): Sentence[] {
  const out: Sentence[] = [];
  for (const file of files) {
    const own = classified.filter((c) => c.sentence.file?.fileId === file.fileId);
    if (own.some((c) => quoted.has(c.sentence.index))) continue;
    const best = [...own].sort((a, b) => b.score.documentation - a.score.documentation || a.sentence.index - b.sentence.index)[0];
    if (best) out.push(best.sentence);
  }
  return out;
}

function gapsFor(guide: CriterionGuide, status: Status, missing: FacetGuide[], denied: Classified[]): string[] {
  const gaps: string[] = [];
  if (status === "MISSING") gaps.push(guide.missingGap);
  else for (const f of missing) if (status === "PARTIAL" || f.essential) gaps.push(f.gap);
  if (status === "PARTIAL" && gaps.length === 0) gaps.push(guide.thinGap);
  // Once the criterion is met, a stray denial elsewhere is not worth raising.
  const first = status === "MET" ? undefined : denied[0];
  if (first) gaps.push(`You wrote ${quote(first.sentence)}, which ${guide.negatedGap}`);
  return gaps;
}

// "The kiln schedules from the kiln maker and the forestry handbook are written for green wood; none of
// them fit": what the field knows (its suppliers, handbooks, published data) falls short of the case,
// which is what the unknown is. The claimant's own product failing ("our standard box failed") is not.
// A supplier counts when it speaks or its own material does ("the supplier's guide", "the suppliers told
// us their products are for wheat"), not when it is only where samples were bought ("we chose our supplier").
const KNOWLEDGE_SOURCE =
  /\b(?:handbooks?|guides?|guidance|guidelines|literature|papers|published|datasheets?|application notes?|tables|schedules|manuals?|textbooks?|extension office|experts?|nobody|no one|librar(?:y|ies) (?:we (?:looked at|tried|tested|evaluated)|built into|on the market|available)|built into (?:our|the) (?:[\w-]+ )?(?:library|framework|database|platform)|(?:suppliers?|vendors?|makers?|manufacturers?)(?:'s?|’s?| (?:[\w-]+ ){0,2}(?:said|says|say|told|tell|recommend(?:s|ed)?|rate[sd]?|assume[sd]?|are for|is for|only|had no|have no|could not|couldn't|did not|didn't|do not|don't)\b))/;

// ...and the sentence says where it falls short ("are written for green wood", "had no data", "don't go
// that fine", "the merge libraries we looked at needed more memory than the older tablets"); "we followed
// standard recipes and the CFIA guidance" names the sources without a gap, and
// "none of us had done it before" is the claimant's own inexperience.
const SHORTFALL =
  /\b(?:not|no|nothing|never|only|cannot|none of (?!us\b)|(?:do|does|did|could|would|can|is|are|was|were|had|have|has)n['’]t|stops?|stopped|assumes?|assumed|(?:written|designed|rated|made|meant|intended) for|(?:are|is|were|was) for|fail(?:s|ed)?|we need|we needed|rel(?:y|ies|ied) on|down to|just (?:keeps|keep|gives|give|does|handles|supports|covers|overwrites)|(?:needed|needs|need|required|requires|used|uses) more (?:[\w-]+ )?than|(?:below|above|beyond) (?:that|this|it)|works? (?:only )?for)\b/;

// "Standard lyoprotectants lose 1-2 logs; our target was under 0.5 log" states the unknown as the CRA
// frames it: whether the target could be reached when standard practice falls short of it; so does the
// field's own knowledge falling short of the case.
function impliedUnknown(guide: CriterionGuide, facets: Set<string>, top: Classified[]): void {
  if (guide.id !== "uncertainty" || !facets.has("standard_failed")) return;
  const fieldFellShort = top.some((c) => {
    if (!c.facets.uncertainty.has("standard_failed")) return false;
    const text = c.sentence.text.toLowerCase();
    return KNOWLEDGE_SOURCE.test(text) && SHORTFALL.test(text);
  });
  if (facets.has("target") || fieldFellShort) facets.add("unknown");
}

export function evaluateCriterion(guide: CriterionGuide, classified: Classified[], corpus: Corpus): CriterionResult {
  const top = topSentences(classified, guide);
  const denied = denials(classified, guide);
  const penaltyFactor = guide.id === "documentation" ? 1.5 : 1;
  let total = top.slice(0, COUNTED_SENTENCES).reduce((sum, c) => sum + c.score[guide.id], 0);
  // "We ran more than 300 bench tests, …" outweighs "because no pilot plant in Canada was free": a
  // denial beside a clear sentence for the criterion is about something else. Records are the exception:
  // "we kept a binder" and "we did not keep notes of the early runs" both count.
  const outweighed = guide.id !== "documentation" && top.some((c) => c.score[guide.id] >= CLEAR);
  if (!outweighed) total -= denied.reduce((sum, c) => sum + c.negated[guide.id] * penaltyFactor, 0);

  const facets = new Set(top.flatMap((c) => [...c.facets[guide.id]]));
  impliedUnknown(guide, facets, top);
  const shown = top.filter((c) => quotable(c, guide)).slice(0, MAX_EVIDENCE).map((c) => c.sentence);
  const files = guide.id === "documentation" ? filesWithMaterial(classified, corpus.filesWithText) : [];
  if (files.length > 0) {
    total += Math.min(MAX_FILE_CREDIT, FILE_CREDIT * files.length);
    facets.add("files");
    const quoted = new Set(shown.map((s) => s.index));
    shown.push(...fileEvidence(classified, files, quoted).slice(0, 2));
  }
  total = Math.max(0, total);

  const status = statusOf(total, guide, facets, shown.length > 0);
  const missingFacets = guide.facets.filter((f) => !facets.has(f.id));
  // A missing criterion shows no evidence: the stray words it found are not worth quoting back.
  const evidence = status === "MISSING" ? [] : shown.sort((a, b) => a.index - b.index).map(quote);
  return { guide, status, shown: status, total, evidence, gaps: gapsFor(guide, status, missingFacets, denied), missingFacets };
}

export function evaluateCriteria(classified: Classified[], corpus: Corpus): CriterionResult[] {
  return CRITERIA.map((guide) => evaluateCriterion(guide, classified, corpus));
}

const CAP: Record<RedFlagFinding["severity"], Status> = { refuse: "MISSING", doubt: "PARTIAL" };
const RANK: Record<Status, number> = { MISSING: 0, PARTIAL: 1, MET: 2 };

// A red flag caps the criterion it undermines and leads its gaps, with the authority that decided it.
export function applyRedFlags(results: CriterionResult[], flags: RedFlagFinding[]): CriterionResult[] {
  return results.map((r) => {
    const own = flags.filter((f) => f.criterion === r.guide.id);
    if (own.length === 0) return r;
    const cap = own.reduce<Status>((low, f) => (RANK[CAP[f.severity]] < RANK[low] ? CAP[f.severity] : low), "MET");
    const status = RANK[cap] < RANK[r.status] ? cap : r.status;
    const flagGaps = own.map((f) => `${f.label} (${f.authority}): you wrote ${f.quote}. ${f.remedy}`);
    return { ...r, status, evidence: status === "MISSING" ? [] : r.evidence, gaps: [...flagGaps, ...r.gaps.filter((g) => g !== r.guide.missingGap)] };
  });
}
