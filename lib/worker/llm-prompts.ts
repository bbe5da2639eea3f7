import { T661_LINES, type TaskEnvelope, type TaskType } from "./schemas";

// Prompts for an OpenAI-compatible model. The model must answer one JSON object
// {"markdown": string, "output": {...}} whose output matches the task type's schema exactly.

const CRITERIA = `The five CRA criteria, with these ids and labels:
- "uncertainty": "Scientific or technological uncertainty"
- "hypothesis": "Hypotheses formulated to reduce the uncertainty"
- "systematic_investigation": "Systematic investigation or search through experimentation or analysis"
- "advancement": "Scientific or technological advancement"
- "documentation": "Records kept as the work went on"`;

const OUTPUT_SHAPES: Record<TaskType, string> = {
  PRECHECK: `"output": {
  "verdict": "LIKELY_ELIGIBLE" | "POSSIBLY_ELIGIBLE" | "UNLIKELY_ELIGIBLE" | "INSUFFICIENT_INFORMATION",
  "score": integer 0..100,
  "criteria": [ exactly five, one per criterion: {"id", "label", "status": "MET" | "PARTIAL" | "MISSING",
                "evidence": [verbatim quotes of the user's sentences], "gaps": [what is missing]} ],
  "followUpQuestions": [questions that would close the gaps]
}
${CRITERIA}
Say so plainly when the work looks routine or excluded (routine data collection, quality control, style
changes, commercial production, applying known techniques).`,
  T661: `"output": {
  "lines": {
    "242": {"question": "${T661_LINES["242"].question}", "text", "wordCount", "wordLimit": 350},
    "244": {"question": "${T661_LINES["244"].question}", "text", "wordCount", "wordLimit": 700},
    "246": {"question": "${T661_LINES["246"].question}", "text", "wordCount", "wordLimit": 350}
  },
  "warnings": [lines with nothing solid to stand on, signs of routine work],
  "sources": [{"fileId", "filename"} for each file used]
}
Write in the first person plural and the past tense, as CRA reviewers expect. Never exceed a line's
word limit; wordCount is the number of whitespace-separated words of text.`,
  LOGBOOK: `"output": {"entries": [{"date": "YYYY-MM-DD", "title", "hypothesis", "work", "result", "nextSteps",
  "evidence": [files, figures, commits]}]}
One entry per dated piece of work, oldest first.`,
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
