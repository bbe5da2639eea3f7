import type { InputHTMLAttributes } from "react";
import { Field, type FieldBase } from "./field";

type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

/** A labelled input with its hint and its error below. */
export function TextField({ name, label, error, hint, id = name, type = "text", ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <input name={name} type={type} {...control} {...input} />}
    </Field>
  );
}
