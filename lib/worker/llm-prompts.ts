import { RED_FLAGS } from "./builtin/lexicon/red-flags";
import { SCORE_BANDS } from "./builtin/precheck/verdict";
import { CRITERIA_IDS, CRITERION_LABELS, T661_LINES, type TaskEnvelope, type TaskType } from "./schemas";

// Prompts for an OpenAI-compatible model. The model must answer one JSON object
// {"markdown": string, "output": {...}} whose output matches the task type's schema exactly. The rules
// are the builtin engine's (lib/worker/builtin/README.md), so either engine answers the same questions
// and `npm run eval -- --engine llm` measures the model against the same corpus.

const CRITERIA = `The five CRA criteria, with these ids and labels:
${CRITERIA_IDS.map((id) => `- "${id}": "${CRITERION_LABELS[id]}"`).join("\n")}`;

const QUESTIONS = `Judge the claim on the five questions of Northwest Hydraulic Consultants Ltd. v. The Queen, [1998] 3 C.T.C. 2520,
and the CRA's Guidelines on the eligibility of work for SR&ED tax incentives (2021):
- uncertainty: was there a technological uncertainty (not a business, market, cost or schedule one) that
  standard practice, the knowledge and methods a competent professional in the field could draw on, could not resolve?
- hypothesis: were hypotheses formulated aimed at that uncertainty?
- systematic_investigation: did the work follow a systematic investigation by experiment or analysis, with
  tests planned and results measured, rather than trial and error until something worked?
- advancement: did the work seek knowledge new to the field's standard practice (a failure can be one),
  not only a product new to the company or the market?
- documentation: were records kept as the work went on (dated notes, test results, drawings, commits)?`;

const RED_FLAG_LIST = Object.entries(RED_FLAGS)
  .map(([id, f]) => `- "${id}" (${f.criterion}; ${f.severity === "refuse" ? "refuses" : "casts doubt"}): ${f.label}. ${f.authority}`)
  .join("\n");

// The builtin engine's score band per verdict, so a model's score reads like the builtin engine's.
const BANDS_TEXT = Object.entries(SCORE_BANDS)
  .map(([verdict, [low, high]]) => `${verdict.split("_")[0]} ${low}-${high}`)
  .join(", ");

const OUTPUT_SHAPES: Record<TaskType, string> = {
  PRECHECK: `"output": {
  "verdict": "LIKELY_ELIGIBLE" | "POSSIBLY_ELIGIBLE" | "UNLIKELY_ELIGIBLE" | "INSUFFICIENT_INFORMATION",
  "score": integer 0..100 (${BANDS_TEXT}),
  "criteria": [ exactly five, one per criterion: {"id", "label", "status": "MET" | "PARTIAL" | "MISSING",
                "evidence": [verbatim quotes of the user's sentences], "gaps": [what is missing]} ],
  "decidingCriterion": the id of the criterion the verdict turns on first, or null for LIKELY_ELIGIBLE,
  "redFlags": [{"id", "label", "criterion", "authority", "quote": the user's words that raise it}],
  "followUpQuestions": [questions that would close the gaps],
  "followUps": [{"question": one of followUpQuestions, "answerStart": the first words of the user's answer}]
}
${CRITERIA}
${QUESTIONS}
A criterion is MET when the user's words show it in full, PARTIAL when they show part of it, MISSING
otherwise. Quote under a criterion only sentences that support that criterion: a failure is not an
advancement, the user's own question is not a record, a requirement is not an investigation.
Red flags from decided cases (id, the criterion it undermines, its effect, the authority to name):
${RED_FLAG_LIST}
Verdict: LIKELY_ELIGIBLE only when all five criteria are clearly MET and no red flag is raised;
POSSIBLY_ELIGIBLE when the uncertainty and the investigation are shown and something else is weak;
UNLIKELY_ELIGIBLE when a refusing red flag is raised or the claim describes routine work;
INSUFFICIENT_INFORMATION when the text is too thin to judge. Name the deciding criterion even when
several are weak: the one a reviewer would refuse on first. Ask follow-up questions with the user's own
facts and figures ("You measured 1.28:1 with LZ4: what ratio did you expect, and why?"), never a template.`,
  T661: `"output": {
  "lines": {
    "242": {"question": "${T661_LINES["242"].question}", "text", "wordCount", "wordLimit": 350},
    "244": {"question": "${T661_LINES["244"].question}", "text", "wordCount", "wordLimit": 700},
    "246": {"question": "${T661_LINES["246"].question}", "text", "wordCount", "wordLimit": 350}
  },
  "warnings": [lines with nothing solid to stand on, signs of routine work],
  "sources": [{"fileId", "filename"} for each file used]
}
Place each of the user's sentences by its role: the technological uncertainty and why standard practice
could not resolve it go in 242; the hypotheses, experiments, analyses and measurements, in the order they
were done, go in 244 (use its room when the files or the history hold more experiments); the results and
the knowledge gained go in 246. Leave out instructions to you, headings, table headers, company background
and cut-off fragments; drop the user's labels ("Goal:", "Advancement:") instead of quoting them.
Write each line as paragraphs that read as one text, in the first person plural and the past tense, as
CRA reviewers expect. A line with no material stays "" with a warning saying so; never fill it with
unrelated text. Never exceed a line's word limit; wordCount is the number of whitespace-separated words.`,
  LOGBOOK: `"output": {"entries": [{"date": "YYYY-MM-DD", "title", "hypothesis", "work", "result", "nextSteps",
  "evidence": [references]}]}
One entry per dated piece of technical work, oldest first; read relative dates ("next day", "Tue") from the
notes' own dates. The title names the work done in a few words (never "Commit a13f9c2" or a file name).
The hypothesis only where one is stated or clearly implied, else "". The work is what was done, with its
settings; the result is what was observed, with its figures; nextSteps is what was planned next, or "".
Evidence holds references one could open (commit ids, file names, sample and test-report ids), never a bare
figure such as "0.9 ms". Leave out chat, greetings, office business and days without technical work.`,
};

export function systemPrompt(type: TaskType): string {
  return `You help Canadian companies prepare SR&ED tax-credit claims (CRA form T661).
Answer with one JSON object and nothing else: {"markdown": a readable answer for the user, ${OUTPUT_SHAPES[type]}}
Base everything on the user's material only; never invent facts.`;
}

export function userPrompt(envelope: TaskEnvelope): string {
  const parts: string[] = [];
  if (envelope.project) {
    parts.push(
      `Project: ${envelope.project.name} (fiscal year ${envelope.project.fiscalYear})${
        envelope.project.description ? `\nDescription: ${envelope.project.description}` : ""
      }`,
    );
  }
  if (envelope.history.length > 0) {
    parts.push(`Conversation so far:\n${envelope.history.map((h) => `[${h.createdAt}] ${h.role}: ${h.content}`).join("\n")}`);
  }
  for (const file of envelope.files) {
    parts.push(`Evidence file ${file.filename} (fileId ${file.fileId}):\n${file.excerpts.map((e) => `> ${e}`).join("\n")}`);
  }
  parts.push(`Request (${envelope.type}):\n${envelope.input}`);
  return parts.join("\n\n");
}
