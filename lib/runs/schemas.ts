import { z } from "zod";
import { SESSION_TYPES } from "@/db/schema";
import { multiLine } from "@/lib/schemas/text";
import { MAX_FILES_PER_REQUEST } from "@/lib/shared/limits";

export const runBody = z.object({
  type: z.enum(SESSION_TYPES),
  input: multiLine(
    z
      .string({ error: (i) => (i.input === undefined ? "is required" : "must be a string") })
      .trim()
      .min(1, "is required")
      .max(20_000, "must be at most 20000 characters"),
  ),
  selected_file_ids: z
    .array(z.uuid("must be a UUID"))
    .max(MAX_FILES_PER_REQUEST, `at most ${MAX_FILES_PER_REQUEST} files`)
    .optional()
    .default([]),
  // Clamped rather than refused (docs/limits.md); only a non-integer is an error.
  history_limit: z
    .number()
    .int("must be an integer")
    .optional()
    .transform((v) => Math.min(50, Math.max(0, v ?? 10))),
});

export type RunInput = z.output<typeof runBody>;
