import { z } from "zod";
import { SESSION_STATUSES, SESSION_TYPES } from "@/db/schema";
import { singleLine } from "@/lib/schemas/text";

const title = singleLine(z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"));

export const createSessionBody = z.object({ type: z.enum(SESSION_TYPES), title: title.optional() });
export const sessionTitleBody = z.object({ title });
export const sessionStatusBody = z.object({ status: z.enum(SESSION_STATUSES) });

export const projectSessionParams = z.object({
  projectId: z.uuid("must be a UUID"),
  sessionId: z.uuid("must be a UUID"),
});
export const sessionParams = z.object({ sessionId: z.uuid("must be a UUID") });

/** An integer query value clamped into [min, max]; a non-integer is a validation error. */
export const clampedInt = (fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, "must be an integer")
    .transform(Number)
    .optional()
    .transform((v) => Math.min(max, Math.max(min, v ?? fallback)));

export const historyQuery = z.object({ limit: clampedInt(50, 0, 200) });

export type CreateSessionInput = z.output<typeof createSessionBody>;
