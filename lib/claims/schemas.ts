import { z } from "zod";
import { CLAIM_LINES } from "@/db/schema";
import { multiLine, singleLine } from "@/lib/schemas/text";
import { clampedInt } from "@/lib/sessions/schemas";
import { CRDC_CODE_PATTERN, isKnownFieldCode } from "./field-codes";

/** A line's text may run past its word limit while it is edited (export refuses it), not past this. */
export const MAX_LINE_CHARS = 20_000;

const lineText = multiLine(z.string().max(MAX_LINE_CHARS, `must be at most ${MAX_LINE_CHARS} characters`));

// Section A fields: a string sets the field, null or "" clears it, leaving it out keeps it.
const clearable = <T extends z.ZodType<string | null>>(schema: T) =>
  z.union([z.literal("").transform(() => null), z.null(), schema]).optional();

const title = singleLine(z.string().trim().min(1).max(200, "must be at most 200 characters"));
// The form asks a year and month; a full date is kept as given (a client may know the day).
const yearMonth = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/, "must be a year and month, YYYY-MM (or a date, YYYY-MM-DD)");
const fieldOfScienceCode = z
  .string()
  .trim()
  .refine(isKnownFieldCode, "must be a field of science or technology code of guide T4088, as 2.02.09");
const crdcCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CRDC_CODE_PATTERN, "must be a CRDC 2020 field of research code, as RDF20104 or 20104");

export const claimLinesBody = z.strictObject(
  Object.fromEntries(CLAIM_LINES.map((line) => [line, lineText.optional()])) as Record<
    (typeof CLAIM_LINES)[number],
    z.ZodOptional<typeof lineText>
  >,
);

export const updateClaimBody = z.object({
  version: z.number({ error: "is required: the version the change was made on" }).int().min(0),
  lines: claimLinesBody.optional(),
  title: clearable(title),
  startDate: clearable(yearMonth),
  completionDate: clearable(yearMonth),
  fieldOfScienceCode: clearable(fieldOfScienceCode),
  crdcCode: clearable(crdcCode),
  sourceRunId: z.uuid("must be a UUID").nullish(),
});

export const restoreClaimBody = z
  .object({
    version: z.number().int().min(0).optional(),
    lines: z.array(z.enum(CLAIM_LINES)).min(1).optional(),
  })
  .optional();

export const claimParams = z.object({ projectId: z.uuid("must be a UUID") });
export const claimVersionParams = z.object({ projectId: z.uuid("must be a UUID"), versionId: z.uuid("must be a UUID") });

export const claimVersionsQuery = z.object({ page: clampedInt(0, 0, 1_000_000), size: clampedInt(20, 1, 100) });

export const EXPORT_FORMATS = ["docx", "pdf"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const claimExportQuery = z.object({ format: z.enum(EXPORT_FORMATS, { error: "must be docx or pdf" }) });

export type UpdateClaimInput = z.output<typeof updateClaimBody>;
export type RestoreClaimInput = NonNullable<z.output<typeof restoreClaimBody>>;
