import { CRITERION_LABELS } from "@/lib/worker/schemas";
import type { CriterionId } from "../lexicon";

// What each CRA criterion needs, how much of the score it carries, and what to ask when a part of it
// is missing. The thresholds are sums of sentence scores (a clear cue is worth 2, a strong one 3).

export interface FacetGuide {
  id: string;
  gap: string;
  question: string;
  // Facets that matter even when the criterion is met (shown as gaps for a MET criterion too).
  essential: boolean;
}

export interface CriterionGuide {
  id: CriterionId;
  label: string;
  weight: number;
  met: number;
  partial: number;
  missingGap: string;
  // For a partial criterion whose parts are all there but too briefly.
  thinGap: string;
  negatedGap: string;
  // Weakest denied cue that counts as a denial: "no notes" matters for records, while a denied
  // weak word elsewhere ("without breaking the latency budget") does not.
  denialWeight: number;
  facets: FacetGuide[];
}

export const CRITERIA: CriterionGuide[] = [
  {
    id: "uncertainty",
    label: CRITERION_LABELS.uncertainty,
    weight: 30,
    met: 5,
    partial: 2,
    missingGap: "No technological uncertainty is described: state what could not be known or predicted at the start (whether the goal was achievable, or how to achieve it) using standard practice or public knowledge.",
    thinGap: "The uncertainty is mentioned only briefly: describe it in more detail, with the technical targets that known methods could not meet.",
    denialWeight: 2,
    negatedGap: "suggests the outcome was known in advance; explain what, if anything, could not be predicted.",
    facets: [
      { id: "unknown", essential: true, gap: "Say plainly what was unknown at the start (for example, whether X could reach Y under Z), not only that the work was hard.", question: "What exactly did you not know at the start: whether the goal could be reached at all, or how to reach it?" },
      { id: "standard_failed", essential: true, gap: "Explain why standard practice, published knowledge or off-the-shelf solutions could not resolve the problem: what you checked first and why it fell short.", question: "What did you try first, and why did standard approaches or published solutions not work?" },
    ],
  },
  {
    id: "hypothesis",
    label: CRITERION_LABELS.hypothesis,
    weight: 15,
    met: 3.5,
    partial: 1.5,
    missingGap: "No hypothesis is stated: describe the approaches you proposed to overcome the uncertainty and what you expected each one to show.",
    thinGap: "Hypotheses are only hinted at: state each one explicitly, with the outcome you predicted.",
    denialWeight: 2,
    negatedGap: "suggests no hypothesis guided the work; describe the ideas you set out to test.",
    facets: [
      { id: "stated", essential: true, gap: "State each hypothesis as an idea to be tested (\"we expected that ... would ...\").", question: "What approaches did you propose to overcome the problem, and what did you expect each one to show?" },
      { id: "testable", essential: false, gap: "Make the hypotheses testable: give the expected, measurable outcome (for example, \"if we use X, latency drops below 5 ms\").", question: "What measurable result did you predict for each hypothesis?" },
    ],
  },
  {
    id: "systematic_investigation",
    label: CRITERION_LABELS.systematic_investigation,
    weight: 25,
    met: 6,
    partial: 2,
    missingGap: "No experimentation or analysis is described: describe the tests, prototypes or trials you ran and how each was set up.",
    thinGap: "The investigation is described only briefly: give the sequence of tests, what changed between them and the results.",
    denialWeight: 2,
    negatedGap: "suggests the work was not tested; describe any test, trial, prototype or analysis that was done.",
    facets: [
      { id: "experiments", essential: true, gap: "Describe the experiments, prototypes, trials or analyses you carried out, not only the final build.", question: "What tests, prototypes or trials did you run, and how were they set up?" },
      { id: "iterations", essential: false, gap: "Show the iterations: what you changed between attempts and why.", question: "What did you change between attempts, and what made you change it?" },
      { id: "measurements", essential: true, gap: "Report what was measured, with figures and units, so a reviewer can follow the investigation.", question: "What did you measure at each step (figures and units)?" },
      { id: "baseline", essential: false, gap: "Name the baseline, control or reference each result was compared against.", question: "What baseline or control did you compare each result against?" },
    ],
  },
  {
    id: "advancement",
    label: CRITERION_LABELS.advancement,
    weight: 15,
    met: 3.5,
    partial: 1.5,
    missingGap: "No advancement is described: state the knowledge gained (what you now know that you did not before), including what did not work and why.",
    thinGap: "The advancement is mentioned only briefly: explain what was learned and how the results support it.",
    denialWeight: 2,
    negatedGap: "suggests nothing new was learned; describe what the work revealed, even if the approach failed.",
    facets: [
      { id: "knowledge", essential: true, gap: "Describe the knowledge gained, not only the product outcome: why the approaches worked or failed.", question: "What do you know now that you did not know before, including what failed and why?" },
      { id: "result", essential: false, gap: "Give the results that support the advancement (measured outcomes against your targets).", question: "What results did you obtain against your targets (figures and units)?" },
    ],
  },
  {
    id: "documentation",
    label: CRITERION_LABELS.documentation,
    weight: 15,
    met: 3.5,
    partial: 1,
    missingGap: "No contemporaneous records are mentioned: list the dated records made during the work (lab notes, test logs, commits, design documents, data files).",
    thinGap: "Records are mentioned only briefly: list them (kind of record, dates, where they are kept).",
    denialWeight: 1,
    negatedGap: "suggests records were not kept; without contemporaneous records the CRA may reject the claim, so gather whatever dated material exists (e-mails, commits, photos, spreadsheets).",
    facets: [
      { id: "records", essential: true, gap: "Name the records kept as the work progressed (test logs, notebooks, commits, design documents).", question: "Which records were kept as the work went on (lab notes, test logs, commits, design documents)?" },
      { id: "dated", essential: true, gap: "Records should be dated: give the dates of the main tests and iterations.", question: "When did the main tests and iterations take place (dates)?" },
      { id: "files", essential: false, gap: "Attach the supporting files (test results, notes, reports) to this project.", question: "Can you attach the test results, notes or reports that support this work?" },
    ],
  },
];
