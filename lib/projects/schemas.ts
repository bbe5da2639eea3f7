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

// A tax year's last day as month and day ("03-31"): the API keeps only `fiscalYear`, the year it
// ends in, so the overview asks the rest (December 31 when left out).
const MONTH_DAY = /^(\d{2})-(\d{2})$/;
const isMonthDay = (v: string) => {
  const m = MONTH_DAY.exec(v);
  if (!m) return false;
  const [month, day] = [Number(m[1]), Number(m[2])];
  // Any year's calendar: February 29 is a year end in leap years (the 28th in the others).
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
};

export const projectOverviewQuery = z.object({
  yearEnd: z.string().refine(isMonthDay, "must be the tax year's last day as MM-DD, as 03-31").optional(),
});
