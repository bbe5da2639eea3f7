import { z } from "zod";
import { PROJECT_STATUSES } from "@/db/schema";
import { multiLine, singleLine } from "@/lib/schemas/text";

const name = singleLine(z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"));
const fiscalYear = z
  .string({ error: "is required" })
  .trim()
  .regex(/^\d{4}$/, "must be a 4-digit year");
const description = multiLine(z.string().max(5000, "must be at most 5000 characters"))
  .transform((v) => (v.trim() === "" ? null : v))
  .nullish();

export const createProjectBody = z.object({ name, fiscalYear, description });

export const updateProjectBody = z
  .object({ name, fiscalYear, description, status: z.enum(PROJECT_STATUSES) })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), "provide at least one field to change");

export const projectParams = z.object({ projectId: z.uuid("must be a UUID") });

export type CreateProjectInput = z.output<typeof createProjectBody>;
export type UpdateProjectInput = z.output<typeof updateProjectBody>;
