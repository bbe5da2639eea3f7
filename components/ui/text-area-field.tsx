import type { TextareaHTMLAttributes } from "react";
import { Field, type FieldBase } from "./field";

type TextAreaFieldProps = FieldBase & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">;

/** A labelled textarea with its hint and its error below. */
export function TextAreaField({ name, label, error, hint, id = name, rows = 4, ...textarea }: TextAreaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <textarea name={name} rows={rows} {...control} {...textarea} />}
    </Field>
  );
}
