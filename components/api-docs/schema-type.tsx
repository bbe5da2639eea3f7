import { Fragment, type ReactNode } from "react";
import { anchorOf, constraints, refName, type Field, type JsonSchema } from "./schema";

/** A schema's type in one line: named records link to their definition below. */
export function SchemaType({ schema }: { schema: JsonSchema | undefined }): ReactNode {
  if (!schema) return "any";
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return <a href={`#${anchorOf(name)}`}>{name}</a>;
  }
  if (schema.enum) return join(schema.enum.map((v) => <code key={String(v)}>{JSON.stringify(v)}</code>), " | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return join(union.map((s, i) => <SchemaType key={i} schema={s} />), " | ");
  if (schema.allOf) return join(schema.allOf.map((s, i) => <SchemaType key={i} schema={s} />), " & ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return "any";
  return join(
    types.map((t) => {
      if (t === "array") return <Fragment key={t}><SchemaType schema={schema.items} />[]</Fragment>;
      return <Fragment key={t}>{t === "string" && schema.format ? `string (${schema.format})` : t}</Fragment>;
    }),
    " | ",
  );
}

function join(parts: ReactNode[], separator: string): ReactNode {
  return parts.map((p, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      {p}
    </Fragment>
  ));
}

/** A record's fields: name, type, whether required, and what constrains it. */
export function FieldsTable({ fields, caption }: { fields: Field[]; caption: string }) {
  if (fields.length === 0) return null;
  return (
    <table className="api-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Type</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((f) => (
          <tr key={f.name}>
            <td>
              <code>{f.name}</code>
              {f.required ? <span className="api-required"> required</span> : null}
            </td>
            <td>
              <SchemaType schema={f.schema} />
            </td>
            <td>{[f.schema.description, ...constraints(f.schema)].filter(Boolean).join("; ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One line with its `code spans`, as the document's descriptions write them. */
export function Inline({ text }: { text: string }) {
  return text.split("`").map((part, j) => (j % 2 === 1 ? <code key={j}>{part}</code> : part));
}

/** Paragraphs, one a line. */
export function Prose({ text }: { text: string | undefined }) {
  if (!text) return null;
  return text.split(/\n+/).map((line, i) => (
    <p key={i}>
      <Inline text={line} />
    </p>
  ));
}
