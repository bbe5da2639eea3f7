import { OperationCard } from "./operation-card";
import { anchorOf, fieldsOf, operationsByTag, type ApiDocument } from "./schema";
import { FieldsTable, Prose } from "./schema-type";

/** The whole reference: the introduction, the operations by tag, then the records they name. */
export function ApiReference({ doc }: { doc: ApiDocument }) {
  const groups = operationsByTag(doc);
  const records = Object.entries(doc.components?.schemas ?? {});
  return (
    <div className="container api-docs">
      <header className="api-intro">
        <h1>{doc.info.title}</h1>
        <p className="muted">
          Version {doc.info.version}. The machine-readable document: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>{" "}
          (OpenAPI 3.1).
        </p>
        <Prose text={doc.info.description} />
        <nav aria-label="Sections" className="api-toc">
          {groups.map((g) => (
            <a key={g.name} href={`#tag-${g.name.replace(/\W+/g, "-")}`}>
              {g.name}
            </a>
          ))}
          <a href="#records">Records</a>
        </nav>
      </header>
      {groups.map((g) => (
        <section key={g.name} id={`tag-${g.name.replace(/\W+/g, "-")}`} className="api-tag" aria-labelledby={`h-${g.name.replace(/\W+/g, "-")}`}>
          <h2 id={`h-${g.name.replace(/\W+/g, "-")}`}>{g.name}</h2>
          <p className="muted">{g.description}</p>
          {g.operations.map((o) => (
            <OperationCard key={`${o.method} ${o.path}`} {...o} />
          ))}
        </section>
      ))}
      <section id="records" className="api-tag" aria-labelledby="h-records">
        <h2 id="h-records">Records</h2>
        {records.map(([name, schema]) => (
          <article key={name} id={anchorOf(name)} className="api-record">
            <h3>{name}</h3>
            <Prose text={schema.description} />
            {schema.properties ? (
              <FieldsTable fields={fieldsOf(schema)} caption={`${name} fields`} />
            ) : schema.enum ? (
              <p>
                One of:{" "}
                {schema.enum.map((v) => (
                  <span key={String(v)}>
                    <code className="api-enum">{String(v)}</code>{" "}
                  </span>
                ))}
              </p>
            ) : null}
          </article>
        ))}
      </section>
    </div>
  );
}
