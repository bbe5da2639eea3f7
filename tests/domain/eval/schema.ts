import { z } from "zod";
import { CRITERIA_IDS, VERDICTS, criterionSchema } from "@/lib/worker/schemas";

// The corpus format (tests/domain/README.md). Strict objects: a misspelt key in a hand-written case
// would otherwise be dropped silently and the case scored on less than its author meant.

const split = z.enum(["dev", "holdout"]);

const source = z.strictObject({
  title: z.string().min(1),
  citation: z.string().min(1),
  url: z.string().url().optional(),
});

export const OUTCOMES = ["ELIGIBLE", "NOT_ELIGIBLE", "PARTLY"] as const;

export const screeningCaseSchema = z.strictObject({
  id: z.string().min(1),
  split,
  source,
  input: z.string().min(1),
  expected: z.strictObject({
    outcome: z.enum(OUTCOMES),
    verdicts: z.array(z.enum(VERDICTS)).min(1),
    decidingCriterion: z.enum(CRITERIA_IDS).nullable(),
    trap: z.string().optional(),
  }),
  // Optional: the status a reviewer gives each criterion on these facts (the trial sets carry them).
  expectedStatuses: z.record(z.enum(CRITERIA_IDS), criterionSchema.shape.status).optional(),
  notes: z.string().optional(),
});

export const T661_LINE_IDS = ["242", "244", "246"] as const;

export const t661CaseSchema = z.strictObject({
  id: z.string().min(1),
  split,
  source,
  sentences: z
    .array(
      z.strictObject({
        text: z.string().min(1),
        line: z.enum(T661_LINE_IDS).nullable(),
        para: z.boolean().optional(),
      }),
    )
    .min(1),
  notes: z.string().optional(),
});

export const logbookCaseSchema = z.strictObject({
  id: z.string().min(1),
  split,
  source,
  notes: z.string().min(1),
  expected: z
    .array(
      z.strictObject({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD"),
        title: z.string().min(1),
        hypothesis: z.string().nullable(),
        work: z.string().min(1),
        result: z.string().min(1),
        nextSteps: z.string().nullable(),
        evidence: z.array(z.string()),
      }),
    )
    .min(1),
});

export type Split = z.infer<typeof split>;
export type ScreeningCase = z.infer<typeof screeningCaseSchema>;
export type T661Case = z.infer<typeof t661CaseSchema>;
export type LogbookCase = z.infer<typeof logbookCaseSchema>;
export type ExpectedRow = LogbookCase["expected"][number];
export type T661LineId = (typeof T661_LINE_IDS)[number];
