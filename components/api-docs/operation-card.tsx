import { authOf, envelopeData, errorLines, fieldsOf, type Operation, type Response } from "./schema";
import { FieldsTable, Inline, Prose, SchemaType } from "./schema-type";

interface Props {
  method: string;
  path: string;
  op: Operation;
}

/** One operation: method and path, auth, parameters, request body, success and failures. */
export function OperationCard({ method, path, op }: Props) {
  const auth = authOf(op);
  const statuses = Object.keys(op.responses).sort();
  const success = statuses.filter((s) => s.startsWith("2"));
  const failures = statuses.filter((s) => !s.startsWith("2"));
  const body = op.requestBody?.content["application/json"]?.schema;
  return (
    <details className="api-op" id={op.operationId}>
      <summary>
        <span className={`api-method api-method-${method}`}>{method.toUpperCase()}</span>
        <code className="api-path">{path}</code>
        <span className="api-summary">{op.summary}</span>
      </summary>
      <div className="api-op-body">
        <Prose text={op.description} />
        <p>
          <strong>Auth:</strong> {auth.label}
          {auth.edge ? "; the edge-access headers too when the deployment sets them" : null}
        </p>
        {op.parameters?.length ? (
          <>
            <h4>Parameters</h4>
            <table className="api-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">In</th>
                  <th scope="col">Type</th>
                  <th scope="col">Notes</th>
                </tr>
              </thead>
              <tbody>
                {op.parameters.map((p) => (
                  <tr key={`${p.in}:${p.name}`}>
                    <td>
                      <code>{p.name}</code>
                      {p.required ? <span className="api-required"> required</span> : null}
                    </td>
                    <td>{p.in}</td>
                    <td>
                      <SchemaType schema={p.schema} />
                    </td>
                    <td>{p.description ?? p.schema?.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
        {body ? (
          <>
            <h4>Request body{op.requestBody?.required ? "" : " (optional)"}: JSON</h4>
            {body.properties ? <FieldsTable fields={fieldsOf(body)} caption="Request body fields" /> : <p><SchemaType schema={body} /></p>}
          </>
        ) : null}
        <h4>Success</h4>
        {success.map((status) => (
          <SuccessLine key={status} status={status} response={op.responses[status]!} />
        ))}
        <h4>Failures</h4>
        <table className="api-table">
          <thead>
            <tr>
              <th scope="col">Status</th>
              <th scope="col">Code</th>
              <th scope="col">When</th>
            </tr>
          </thead>
          <tbody>
            {failures.flatMap((status) =>
              errorLines(op.responses[status]!).map((line, i) => (
                <tr key={`${status}-${i}`}>
                  <td>{status}</td>
                  <td>{line.code ? <code>{line.code}</code> : null}</td>
                  <td>
                    <Inline text={line.when} />
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
        {failures.includes("429") ? <p className="small muted">A 429 carries Retry-After, in seconds.</p> : null}
      </div>
    </details>
  );
}

function SuccessLine({ status, response }: { status: string; response: Response }) {
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  const data = envelopeData(media?.schema);
  return (
    <p>
      <strong>{status}</strong> <Inline text={response.description} />
      {type ? (
        <>
          {" "}
          · <code>{type}</code>
          {data ? (
            <>
              {" "}
              · envelope, <code>data</code>: <SchemaType schema={data} />
            </>
          ) : type === "application/json" ? (
            <>
              {" "}
              · raw: <SchemaType schema={media?.schema} />
            </>
          ) : null}
        </>
      ) : (
        " · no body"
      )}
    </p>
  );
}
