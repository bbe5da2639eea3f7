import { z } from "zod";
import { config } from "@/lib/config";
import { singleLine } from "@/lib/schemas/text";
import { FILE_KINDS, MAX_FILES_PER_REQUEST, isAcceptedType } from "@/lib/shared/limits";

const filename = singleLine(
  z.string({ error: "is required" }).trim().min(1, "is required").max(255, "must be at most 255 characters"),
);

export const presignBody = z.object({
  files: z
    .array(
      z.object({
        filename,
        contentType: z
          .string({ error: "is required" })
          .refine(isAcceptedType, `must be one of: ${FILE_KINDS.map((k) => k.label).join(", ")} (by content type)`),
        fileSize: z
          .number({ error: "is required" })
          .int("must be an integer")
          .min(1, "must be at least 1 byte")
          .max(config.files.maxFileBytes, `must be at most ${config.files.maxFileBytes} bytes`),
      }),
    )
    .min(1, "must name at least one file")
    .max(MAX_FILES_PER_REQUEST, `at most ${MAX_FILES_PER_REQUEST} files per request`),
});

export const confirmBody = z.object({ etag: z.string().max(200).optional() }).optional();

export const fileParams = z.object({ projectId: z.uuid("must be a UUID"), fileId: z.uuid("must be a UUID") });

// A DOCX of up to MAX_FILE_BYTES, in base64, inside a small JSON object.
export const PREVIEW_WORD_BODY_LIMIT = Math.ceil(config.files.maxFileBytes / 3) * 4 + 64 * 1024;

export const previewWordBody = z.object({
  filename: filename.refine((v) => v.toLowerCase().endsWith(".docx"), "must be a .docx file name"),
  contentBase64: z
    .string({ error: "is required" })
    .min(1, "is required")
    .refine((v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && v.length % 4 === 0, "must be valid base64"),
});

export type PresignInput = z.output<typeof presignBody>;
