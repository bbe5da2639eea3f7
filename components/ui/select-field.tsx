import type { SelectHTMLAttributes } from "react";
import { Field, type FieldBase } from "./field";

type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & { options: readonly { value: string; label: string }[] };

/** A labelled select with its error below. */
export function SelectField({ name, label, options, error, hint, id = name, ...select }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <select name={name} {...control} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
