import { z } from "zod";
import { multiLine } from "@/lib/schemas/text";

export const screenerBody = z.object({
  input: multiLine(
    z
      .string({ error: (i) => (i.input === undefined ? "is required" : "must be a string") })
      .refine((v) => v.trim().length > 0, "is required")
      .refine((v) => v.length <= 10_000, "must be at most 10000 characters"),
  ),
});
