import { z } from "zod";

// Control characters are refused where text enters, at the field that holds them: PostgreSQL
// cannot store NUL in text at all (the insert fails), and the others are invisible in the UI and
// in exports. Multi-line fields keep tab, line feed and carriage return.

// C0 controls, DEL and the C1 controls.
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The same, minus \t \n \r.
const CONTROL_BUT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const hasControlChars = (value: string, multiline = false) =>
  (multiline ? CONTROL_BUT_BREAKS : ANY_CONTROL).test(value);

/** A one-line text field: names, titles, codes. */
export const singleLine = (schema: z.ZodString = z.string()) =>
  schema.refine((v) => !hasControlChars(v), "must not contain control characters");

/** A multi-line text field: descriptions, prompts, messages. Tabs and line breaks are allowed. */
export const multiLine = (schema: z.ZodString = z.string()) =>
  schema.refine((v) => !hasControlChars(v, true), "must not contain control characters other than tabs and line breaks");
