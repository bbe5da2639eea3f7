import type { RedFlagId } from "../lexicon/red-flags";
import type { ExclusionSummary } from "../exclusions";
import type { CriterionResult } from "./evaluate";
import { figuresOf, type Facts } from "./facts";
import type { RedFlagFinding } from "./red-flags";
import type { Verdict } from "./verdict";

// The questions that would close the gaps, built on the user's own words where they give something to
// build on ("You measured 1.28:1 with LZ4: what did you expect…"), and the generic question only where
// they do not. Each comes with the opening of its answer, which the UI puts in the message box.

export interface FollowUp {
  question: string;
  answerStart: string;
}

const MAX_QUESTIONS = 8;

const ORDER = ["uncertainty", "systematic_investigation", "hypothesis", "advancement", "documentation"];

const STARTER: FollowUp = {
  question: "What product, process or material were you developing, and what technical problem stood in the way?",
  answerStart: "We were developing ",
};

const FLAG_QUESTIONS: Record<RedFlagId, (words: string) => FollowUp> = {
  no_records: (w) => ({ question: `You wrote "${w}": what dated material from the time still exists (e-mails, commits, photos, spreadsheets, test data)?`, answerStart: "From the time of the work we still have " }),
  reconstructed_records: (w) => ({ question: `You wrote "${w}": which of these documents were made during the work itself, and when?`, answerStart: "Made during the work: " }),
  blank_description: (w) => ({ question: `You wrote "${w}": were lines 242, 244 and 246 filed within 12 months of the filing due date?`, answerStart: "The project description was filed on " }),
  late_claim: (w) => ({ question: `You wrote "${w}": when did form T661 and Schedule 31 reach the CRA, and when was the return for that year due?`, answerStart: "The return was due on " }),
  work_outside_year: (w) => ({ question: `You wrote "${w}": which experiments or analyses were carried out during the year you claim, and on what dates?`, answerStart: "During the year we claim, we " }),
  work_outside_canada: (w) => ({ question: `You wrote "${w}": which part of the work was carried on in Canada, by whom, and what did it test?`, answerStart: "In Canada, our team " }),
  part_outside_canada: (w) => ({ question: `You wrote "${w}": which part of the work was done in Canada, and which abroad?`, answerStart: "In Canada we " }),
  trial_and_error: (w) => ({ question: `You wrote "${w}": what did each attempt test, and what did you expect it to show before you ran it?`, answerStart: "The first attempt tested whether " }),
  ordinary_engineering: (w) => ({ question: `You wrote "${w}": which step went beyond your usual design cycle, what did you predict before testing it, and what did the test show?`, answerStart: "Beyond our usual process, we " }),
  no_testing: (w) => ({ question: `You wrote "${w}": how did you check that the approach worked, and what did you measure?`, answerStart: "We checked it by " }),
  no_hypothesis: (w) => ({ question: `You wrote "${w}": what did you expect the design to do better than existing ones, and on what technical reasoning?`, answerStart: "We expected that " }),
  business_uncertainty: (w) => ({ question: `You wrote "${w}": apart from cost, schedule or demand, what technical result could you not predict?`, answerStart: "Technically, we could not predict whether " }),
  customer_specification: (w) => ({ question: `You wrote "${w}": what could an engineer in your field not have done with standard practice to meet that requirement?`, answerStart: "Standard practice could not meet it because " }),
  settings_by_trial: (w) => ({ question: `You wrote "${w}": why could the right values not be worked out from known engineering, and what did each trial teach you?`, answerStart: "Known engineering could not give the values because " }),
  existing_solution: (w) => ({ question: `You wrote "${w}": where did the existing product or method fall short, and what did you have to learn beyond it?`, answerStart: "The existing approach fell short because " }),
  asserted_uncertainty: (w) => ({ question: `You wrote "${w}": what exactly could you not know or achieve at the start, and what did you check first that fell short?`, answerStart: "At the start we could not tell whether " }),
  market_novelty: (w) => ({ question: `You wrote "${w}": what did the work teach you technically that a competent developer in your field could not have known before?`, answerStart: "Technically, we learned that " }),
  support_only: (w) => ({ question: `You wrote "${w}": which part of the work did your own team plan and interpret, and what was it trying to find out?`, answerStart: "Our own team planned " }),
};

// A question built on a fact, for a part of a criterion the text does not show.
function factQuestion(facet: string, facts: Facts): FollowUp | null {
  const name = facts.names[0];
  const target = facts.targets[0];
  const experiment = facts.experiments[0];
  const record = facts.records[0];
  switch (facet) {
    case "testable":
    case "stated": {
      // What standard practice reached is the yardstick a hypothesis is set against.
      const [baseline] = figuresOf(facts, "baseline");
      if (baseline) return { question: `You measured ${baseline.value} ("${baseline.clause}"): what did you expect your own approach to reach, and why?`, answerStart: "We expected our approach to reach " };
      const [figure] = figuresOf(facts, "result", "test");
      if (figure) return { question: `You measured ${figure.value} ("${figure.clause}"): what result did you expect before that test, and why?`, answerStart: "Before that test we expected " };
      if (experiment) return { question: `You wrote "${experiment}": what did you expect it to show before you ran it, and why?`, answerStart: "Before we ran it we expected " };
      return null;
    }
    case "standard_failed":
      if (name) return { question: `You mention ${name}: which existing tools or methods did you try first, and why did they fall short?`, answerStart: "First we tried " };
      return null;
    case "unknown":
      if (target) return { question: `You wrote "${target}": at the start, what did you not know about whether or how you could reach it?`, answerStart: "At the start we did not know whether " };
      return null;
    case "baseline":
      if (experiment) return { question: `You wrote "${experiment}": what did you compare the results against?`, answerStart: "We compared the results with " };
      return null;
    case "measurements":
      if (experiment) return { question: `You wrote "${experiment}": what did you measure at each step, with figures and units?`, answerStart: "At each step we measured " };
      return null;
    case "knowledge": {
      const [figure] = figuresOf(facts, "result", "test");
      if (figure) return { question: `You got ${figure.value} ("${figure.clause}"): what does it tell you that you did not know before, including what failed and why?`, answerStart: "From that result we learned that " };
      return null;
    }
    case "dated":
      if (record) return { question: `You wrote "${record}": were these kept as the work went on, and do they show the date of each test?`, answerStart: "They were kept as we went: " };
      if (experiment) return { question: `You wrote "${experiment}": where were the results recorded at the time, and on what dates?`, answerStart: "The results were recorded in " };
      return null;
    case "records":
      if (experiment) return { question: `You wrote "${experiment}": where were the results recorded at the time, and on what dates?`, answerStart: "The results were recorded in " };
      return null;
    default:
      return null;
  }
}

const GENERIC_STARTS: Record<string, string> = {
  unknown: "At the start we did not know ",
  standard_failed: "First we tried ",
  stated: "We expected that ",
  testable: "We predicted that ",
  experiments: "We ran ",
  iterations: "Between attempts we changed ",
  measurements: "We measured ",
  baseline: "We compared against ",
  knowledge: "We now know that ",
  result: "Against our targets we reached ",
  records: "We kept ",
  dated: "The main tests took place on ",
  files: "The supporting files are ",
};

function questionsFor(r: CriterionResult, facts: Facts): FollowUp[] {
  const facets =
    r.status === "MISSING"
      ? r.guide.facets.filter((f) => f.essential)
      : [...r.missingFacets].sort((a, b) => Number(b.essential) - Number(a.essential)).filter((f) => r.status === "PARTIAL" || f.essential);
  return facets.map((f) => factQuestion(f.id, facts) ?? { question: f.question, answerStart: GENERIC_STARTS[f.id] ?? "" });
}

export function followUps(results: CriterionResult[], flags: RedFlagFinding[], exclusions: ExclusionSummary, verdict: Verdict, facts: Facts): FollowUp[] {
  const out: FollowUp[] = [];
  if (verdict === "INSUFFICIENT_INFORMATION") out.push(STARTER);
  for (const f of flags.slice(0, 3)) out.push(FLAG_QUESTIONS[f.id](f.words));
  for (const finding of exclusions.findings.slice(0, 2)) {
    out.push({
      question: `Which part of the work went beyond ${finding.label.toLowerCase()}, and what about it could not be known in advance?`,
      answerStart: "Beyond that, we ",
    });
  }
  const queues = [...results].sort((a, b) => ORDER.indexOf(a.guide.id) - ORDER.indexOf(b.guide.id)).map((r) => questionsFor(r, facts));
  for (let round = 0; queues.some((q) => q.length > round); round += 1) {
    for (const q of queues) if (q[round]) out.push(q[round]!);
  }
  const seen = new Set<string>();
  const quoted = new Map<string, number>();
  return out.filter((q) => !seen.has(q.question) && Boolean(seen.add(q.question)) && quotedOnce(q, quoted)).slice(0, MAX_QUESTIONS);
}

// The same sentence of the user's quoted in question after question reads as a template: twice at most.
const MAX_SAME_QUOTE = 2;

function quotedOnce(q: FollowUp, quoted: Map<string, number>): boolean {
  const m = /^You (?:wrote|measured|got) ([^:]{0,200}):/.exec(q.question);
  if (!m) return true;
  const count = (quoted.get(m[1]!) ?? 0) + 1;
  quoted.set(m[1]!, count);
  return count <= MAX_SAME_QUOTE;
}
