import { z } from "zod";
import { emailSchema } from "@/lib/auth/schemas";
import { multiLine, singleLine } from "@/lib/schemas/text";

const required = (what: string) => ({
  error: (iss: { input: unknown }) => (iss.input === undefined ? "is required" : `must be ${what}`),
});

export const contactBody = z.object({
  name: singleLine(
    z.string(required("a string")).trim().min(1, "is required").max(200, "must be at most 200 characters"),
  ),
  email: emailSchema,
  company: singleLine(z.string().trim().max(200, "must be at most 200 characters"))
    .transform((v) => (v === "" ? null : v))
    .nullish(),
  message: multiLine(
    z
      .string(required("a string"))
      .trim()
      .min(10, "must be at least 10 characters")
      .max(5000, "must be at most 5000 characters"),
  ),
});

export type ContactInput = z.output<typeof contactBody>;
