import { z } from "zod";

// The worker boundary of docs/worker.md: the task envelope the backend sends, and the result the
// worker answers. Both sides validate with these schemas.

export const TASK_TYPES = ["PRECHECK", "T661", "LOGBOOK"] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const historyItemSchema = z.object({
  role: z.enum(["USER", "ASSISTANT"]),
  content: z.string(),
  createdAt: z.string(),
});

export const envelopeFileSchema = z.object({
  fileId: z.string(),
  filename: z.string(),
  contentType: z.string(),
  downloadUrl: z.string(),
  excerpts: z.array(z.string()),
});

export const codehostSchema = z.object({
  provider: z.literal("github"),
  repoFullName: z.string(),
  defaultBranch: z.string(),
  accessToken: z.string(),
  apiBaseUrl: z.string(),
});

export const taskEnvelopeSchema = z.object({
  taskId: z.string(),
  type: z.enum(TASK_TYPES),
  projectId: z.string(),
  sessionId: z.string(),
  userId: z.string(),
  input: z.string(),
  project: z.object({ name: z.string(), fiscalYear: z.string(), description: z.string().nullable() }).nullable(),
  history: z.array(historyItemSchema),
  files: z.array(envelopeFileSchema),
  codehost: codehostSchema.nullable(),
});

export type TaskEnvelope = z.infer<typeof taskEnvelopeSchema>;
export type HistoryItem = z.infer<typeof historyItemSchema>;
export type EnvelopeFile = z.infer<typeof envelopeFileSchema>;

export const CRITERIA_IDS = ["uncertainty", "hypothesis", "systematic_investigation", "advancement", "documentation"] as const;

// Each criterion's label, shown beside its status by both engines.
export const CRITERION_LABELS: Record<(typeof CRITERIA_IDS)[number], string> = {
  uncertainty: "Scientific or technological uncertainty",
  hypothesis: "Hypotheses formulated to reduce the uncertainty",
  systematic_investigation: "Systematic investigation or search through experimentation or analysis",
  advancement: "Scientific or technological advancement",
  documentation: "Records kept as the work went on",
};
export const VERDICTS = ["LIKELY_ELIGIBLE", "POSSIBLY_ELIGIBLE", "UNLIKELY_ELIGIBLE", "INSUFFICIENT_INFORMATION"] as const;

export const criterionSchema = z.object({
  id: z.enum(CRITERIA_IDS),
  label: z.string(),
  status: z.enum(["MET", "PARTIAL", "MISSING"]),
  evidence: z.array(z.string()),
  gaps: z.array(z.string()),
});

export const precheckOutputSchema = z.object({
  verdict: z.enum(VERDICTS),
  score: z.number().int().min(0).max(100),
  criteria: z.array(criterionSchema).length(5),
  followUpQuestions: z.array(z.string()),
  // Added by issue 10; defaults keep results stored before it (and LLM answers without them) valid.
  decidingCriterion: z.enum(CRITERIA_IDS).nullable().default(null),
  redFlags: z
    .array(z.object({ id: z.string(), label: z.string(), criterion: z.enum(CRITERIA_IDS), authority: z.string(), quote: z.string() }))
    .default([]),
  // The follow-up questions again, each with the opening of its answer for the message box.
  followUps: z.array(z.object({ question: z.string(), answerStart: z.string() })).default([]),
});

export const T661_LINES = {
  "242": {
    wordLimit: 350,
    question:
      "What scientific or technological uncertainties did you attempt to overcome?",
  },
  "244": {
    wordLimit: 700,
    question:
      "What work did you perform in the tax year to overcome the scientific or technological uncertainties described in line 242?",
  },
  "246": {
    wordLimit: 350,
    question: "What scientific or technological advancements did you achieve or attempt to achieve as a result of the work described in line 244?",
  },
} as const;

export const t661LineSchema = z.object({
  question: z.string(),
  text: z.string(),
  wordCount: z.number().int().min(0),
  wordLimit: z.number().int(),
});

export const t661OutputSchema = z.object({
  lines: z.object({ "242": t661LineSchema, "244": t661LineSchema, "246": t661LineSchema }),
  warnings: z.array(z.string()),
  sources: z.array(
    z.union([z.object({ fileId: z.string(), filename: z.string() }), z.object({ commit: z.string(), repo: z.string() })]),
  ),
});

export const logbookEntrySchema = z.object({
  date: z.string(),
  title: z.string(),
  hypothesis: z.string(),
  work: z.string(),
  result: z.string(),
  nextSteps: z.string(),
  evidence: z.array(z.string()),
});

export const logbookOutputSchema = z.object({ entries: z.array(logbookEntrySchema) });

export type PrecheckOutput = z.infer<typeof precheckOutputSchema>;
export type T661Output = z.infer<typeof t661OutputSchema>;
export type LogbookOutput = z.infer<typeof logbookOutputSchema>;

export const OUTPUT_SCHEMAS = {
  PRECHECK: precheckOutputSchema,
  T661: t661OutputSchema,
  LOGBOOK: logbookOutputSchema,
} as const;

export const taskResultSchema = z.object({
  status: z.enum(["succeeded", "failed"]),
  type: z.enum(TASK_TYPES),
  engine: z.string(),
  markdown: z.string(),
  output: z.unknown(),
  durationMs: z.number(),
});

export type TaskResult = z.infer<typeof taskResultSchema>;
